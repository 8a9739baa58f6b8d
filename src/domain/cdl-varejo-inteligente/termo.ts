// The reservation term's lines and the hold's end (§4, §5): pure, so the server renders the same bytes each time and
// a unit test reads what the PDF prints (issue 20: out of the repository).
import { formatData, horarioSaoPaulo } from '../comum/datas';
import { formatTelefone } from '../comum/pessoa';
import { linhasDoPreco, type PrecoDaReserva } from './preco';
import { comoHorario, horasEntre, juntar, MINUTOS_PARA_ACEITE, reservaPorHora, type TipoReserva } from './reservas';

/** Until when a simulated reservation is held for its term's acceptance. */
export const fimDaGuarda = (criadoEm: Date) => new Date(criadoEm.getTime() + MINUTOS_PARA_ACEITE * 60_000);

/** What a reservation's term prints: the stored reservation (its dates as stored, 'yyyy-mm-dd HH:mm[:ss]'). */
export interface ReservaDoTermo {
  eventoId: number; codSocio: string; tipoReserva: TipoReserva; inicio: string; fim: string; qtdMeses: number | null;
  posicoes: number[]; nomeEvento: string | null; qtdPessoas: number | null;
  aguaCafe: boolean; coffeExterno: boolean; projetor: boolean; telao: boolean; som: boolean;
  responsavel: string; telefone: string; email: string; preco: PrecoDaReserva; criadoEm: Date;
}

/** The hold's end as the term prints it: dd/mm/yyyy HH:mm, São Paulo. */
function horarioLocal(instante: Date): string {
  const h = horarioSaoPaulo(instante);
  return `${formatData(h)} ${h.slice(11)}`;
}

/**
 * What a reservation's term prints under its title: who reserves (`nome`), what (`espaco`), when, for whom (the chairs'
 * `ocupantes`, by chair) and the price. Only stored data (the hold's end is its creation plus MINUTOS_PARA_ACEITE).
 */
export function linhasDoTermo(x: ReservaDoTermo, espaco: string, nome: string, ocupantes: { posicao: number; nome: string }[]): string[] {
  const linhas = [`Associado: ${nome} (código ${x.codSocio})`, `Reserva nº ${x.eventoId}`, `Espaço: ${espaco}`];
  if (reservaPorHora(x.tipoReserva)) {
    const [inicio, fim] = [comoHorario(x.inicio), comoHorario(x.fim)];
    const horas = horasEntre(inicio, fim);
    linhas.push(`Data: ${formatData(inicio)}, das ${inicio.slice(11)} às ${fim.slice(11)} (${horas} ${horas === 1 ? 'hora' : 'horas'})`);
    linhas.push(`Evento: ${x.nomeEvento}; pessoas: ${x.qtdPessoas}`);
    const servicos = [x.aguaCafe && 'água e café', x.coffeExterno && 'coffee externo', x.projetor && 'projetor', x.telao && 'telão', x.som && 'som']
      .filter((s): s is string => !!s);
    linhas.push(`Serviços: ${servicos.length ? juntar(servicos) : 'nenhum'}`);
  } else {
    const meses = x.qtdMeses ?? 0;
    linhas.push(`Início: ${formatData(x.inicio)}; encerra no dia ${formatData(x.fim)} (${meses} ${meses === 1 ? 'mês' : 'meses'})`);
  }
  if (x.tipoReserva === 'estacao-trabalho') {
    linhas.push(`Estações: ${juntar(x.posicoes)}`);
    for (const o of ocupantes) linhas.push(`Estação ${o.posicao}: ${o.nome}`);
  }
  linhas.push(`Responsável: ${x.responsavel}; telefone ${formatTelefone(x.telefone)}; e-mail ${x.email}`);
  linhas.push(...linhasDoPreco(x.preco, x.tipoReserva));
  linhas.push(`Reserva guardada até ${horarioLocal(fimDaGuarda(x.criadoEm))} (horário de Brasília), para o aceite deste termo`);
  return linhas;
}
