/**
 * The price of a smart-retail reservation (SPEC §9), one pure function the term PDF, the server's charge and the
 * screens share. Money is integer centavos.
 *
 * How §9 is read (decided):
 * - Meeting rooms (reuniao, tipoValor 'hora'): the agenda's `valor` per hour × the hours booked. No extra hours:
 *   every hour of a room is sold at its hourly price.
 * - Rooftop (tipoValor 'periodo'): the agenda's `valor` buys the minimum block of 4 hours (§5 'Reserva mínima é
 *   inferior a 4 horas!'); each hour past the 4th is an extra hour at 150,00 on weekdays and 330,00 on Saturday and
 *   Sunday (the booking's São Paulo date). Its entry is 50% of that total: what the portal charges; the balance is
 *   paid to the association before the event (the term says so).
 * - Workstation (tipoValor 'mes'): unit price × months × chairs (§5, §9).
 * - Virtual office (tipoValor 'mes'): the agenda's `valor` per month × months.
 * - valorComDesconto is shown by the screens only: §3 says the unit price is `valor`.
 */
import { formatBRL } from '../comum/dinheiro';
import { fimDeSemana, HORAS_MINIMAS_ROOFTOP, horasEntre, type TipoReserva } from './reservas';

/** §9 extra hour of the rooftop, Monday to Friday. */
export const VALOR_HORA_EXTRA_DIA_UTIL = 15_000;
/** §9 extra hour of the rooftop, Saturday and Sunday. */
export const VALOR_HORA_EXTRA_FIM_DE_SEMANA = 33_000;
/** §9: the rooftop's entry is 50% of its price. */
export const PERCENTUAL_ENTRADA_ROOFTOP = 50;

/** One line of the price: `quantidade` × `unitario` = `valor`. */
export interface LinhaDePreco {
  descricao: string;
  quantidade: number;
  unitario: number;
  valor: number;
}

export interface PrecoDaReserva {
  linhas: LinhaDePreco[];
  /** The reservation's whole price. */
  total: number;
  /** What the portal charges: the total, or the rooftop's entry (50%). */
  aPagar: number;
  /** What is left for the association to receive outside the portal (the rooftop's balance), else 0. */
  saldo: number;
}

/** What the price depends on: the agenda's price and the reservation's own figures. */
export type PedidoDePreco =
  | { tipoReserva: 'reuniao' | 'rooftop'; valor: number; inicio: string; fim: string }
  | { tipoReserva: 'estacao-trabalho'; valor: number; qtdMeses: number; qtdEstacoes: number }
  | { tipoReserva: 'escritorio-virtual'; valor: number; qtdMeses: number };

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** The reservation's price, line by line (§9 as read above). */
export function precoDaReserva(p: PedidoDePreco): PrecoDaReserva {
  const linha = (descricao: string, quantidade: number, unitario: number): LinhaDePreco => ({ descricao, quantidade, unitario, valor: quantidade * unitario });
  const semEntrada = (linhas: LinhaDePreco[]): PrecoDaReserva => {
    const total = linhas.reduce((s, l) => s + l.valor, 0);
    return { linhas, total, aPagar: total, saldo: 0 };
  };
  switch (p.tipoReserva) {
    case 'reuniao': {
      const horas = horasEntre(p.inicio, p.fim);
      return semEntrada([linha(`Locação por hora: ${plural(horas, 'hora', 'horas')}`, horas, p.valor)]);
    }
    case 'rooftop': {
      const extras = Math.max(0, horasEntre(p.inicio, p.fim) - HORAS_MINIMAS_ROOFTOP);
      const fds = fimDeSemana(p.inicio.slice(0, 10));
      const linhas = [linha(`Período mínimo de ${HORAS_MINIMAS_ROOFTOP} horas`, 1, p.valor)];
      if (extras > 0) {
        linhas.push(linha(`Horas extras (${fds ? 'sábado ou domingo' : 'dia útil'}): ${plural(extras, 'hora', 'horas')}`, extras, fds ? VALOR_HORA_EXTRA_FIM_DE_SEMANA : VALOR_HORA_EXTRA_DIA_UTIL));
      }
      const total = linhas.reduce((s, l) => s + l.valor, 0);
      const aPagar = Math.ceil((total * PERCENTUAL_ENTRADA_ROOFTOP) / 100);
      return { linhas, total, aPagar, saldo: total - aPagar };
    }
    case 'estacao-trabalho':
      return semEntrada([linha(
        `Estação de trabalho: ${plural(p.qtdEstacoes, 'estação', 'estações')} × ${plural(p.qtdMeses, 'mês', 'meses')}`,
        p.qtdEstacoes * p.qtdMeses, p.valor,
      )]);
    case 'escritorio-virtual':
      return semEntrada([linha(`Escritório virtual: ${plural(p.qtdMeses, 'mês', 'meses')}`, p.qtdMeses, p.valor)]);
  }
}

/** The rooftop's entry, paid in the portal, and the balance paid to the association: the term's lines and the time modal's. */
export function linhasDaEntrada(preco: PrecoDaReserva): string[] {
  return [
    `Entrada (${PERCENTUAL_ENTRADA_ROOFTOP}%), paga no portal: ${formatBRL(preco.aPagar)}`,
    `Saldo, pago à associação até o dia do evento: ${formatBRL(preco.saldo)}`,
  ];
}

/** The price as the term prints it: one line per item, the total, and for the rooftop the entry and the balance. */
export function linhasDoPreco(preco: PrecoDaReserva, tipo: TipoReserva): string[] {
  const linhas = preco.linhas.map((l) => `${l.descricao}: ${l.quantidade} × ${formatBRL(l.unitario)} = ${formatBRL(l.valor)}`);
  linhas.push(`Valor total: ${formatBRL(preco.total)}`);
  if (tipo === 'rooftop') linhas.push(...linhasDaEntrada(preco));
  return linhas;
}
