/**
 * Varejo Inteligente's client screens (issue 12, H8): products, workstation, virtual office, term, payment and
 * Meus espaços. pt-BR texts; the rules' own messages are in reservas.ts (mensagensVarejo), quoted from SPEC §5/§8.
 */
import { formatData, somarDias } from '../comum/datas';
import { mensagensPessoa } from '../comum/pessoa';
import { fimDoPeriodo, LIMITE_ESTACOES_EM_ABERTO, mensagensVarejo } from './reservas';
import { textosKit } from '../comum/textos';

export const textosVarejo = {
  tituloProdutos: 'Varejo Inteligente',
  subtituloProdutos: 'Escolha o espaço que deseja reservar.',
  meusEspacos: 'Meus espaços',
  novaLocacao: 'NOVA LOCAÇÃO',
  /** §8, quoted exactly. */
  nenhumaReserva: 'Nenhuma reserva encontrada.',
  nenhumEspaco: 'Nenhum espaço disponível para reserva no momento.',
  capacidade: (n: number) => `Capacidade: ${n} ${n === 1 ? 'pessoa' : 'pessoas'}`,
  capacidadeEstacoes: (n: number) => `${n} estações de trabalho`,
  capacidadeEscritorio: (n: number) => `${n} vagas`,
  porUnidade: { hora: 'por hora', periodo: 'por período de 4 horas', mes: 'por mês' } as const,
  reservar: 'RESERVAR',
  estacaoTitulo: 'Estação de trabalho',
  dataInicio: 'Data de início',
  qtdMeses: 'Quantidade de meses',
  verDisponibilidade: 'VER DISPONIBILIDADE',
  consultando: 'Consultando…',
  /** §2, exact. */
  encerraNoDia: (dia: string) => `Encerra no dia: ${formatData(dia)}`,
  valorTotal: 'valor total',
  proximo: 'PRÓXIMO',
  voltar: 'VOLTAR',
  /** issue 19: one reservation takes at most LIMITE_ESTACOES_EM_ABERTO chairs (the grid refuses more). */
  legendaGrade: `Estações (escolha de 1 a ${LIMITE_ESTACOES_EM_ABERTO})`,
  legenda: { livre: 'Livre', escolhida: 'Escolhida', reservada: 'Reservada', sua: 'Sua reserva em andamento' },
  estacaoNome: (n: number, situacao: 'livre' | 'escolhida' | 'reservada' | 'sua') =>
    `Estação ${n}, ${{ livre: 'livre', escolhida: 'escolhida', reservada: 'reservada', sua: 'sua reserva em andamento' }[situacao]}`,
  /** Issue 27: the caller's own hold on the grid, and where it continues. */
  suaReservaEmAndamento: (posicoes: number[]) =>
    `Sua reserva em andamento: ${posicoes.length === 1 ? 'estação' : 'estações'} ${posicoes.join(', ')}.`,
  continuarPagamento: 'Continuar pagamento',
  verEmMeusEspacos: 'Ver em Meus espaços',
  escolhidas: (n: number) => (n === 0 ? 'Nenhuma estação escolhida.' : `${n} ${n === 1 ? 'estação escolhida' : 'estações escolhidas'}.`),
  periodoMudou: 'O período mudou: clique em VER DISPONIBILIDADE para ver as estações.',
  dadosDaReserva: 'Dados da Reserva',
  responsavel: 'Nome do responsável',
  telefone: 'Telefone de contato',
  email: 'E-mail de contato',
  reservaN: (n: number) => `Reserva ${n}`,
  estacaoN: (n: number) => `Estação ${n}`,
  cadastroCompleto: 'Cadastro completo',
  cadastroIncompleto: 'Cadastro incompleto',
  editar: 'Preencher',
  nomeCompleto: 'Nome completo',
  rg: 'RG',
  cpf: 'CPF',
  salvar: 'Salvar',
  cancelar: 'Cancelar',
  preenchaTodos: 'Preencha o cadastro de todas as estações.',
  /** name, phone, e-mail, RG, CPF (§5's): the platform's (domain/comum/pessoa.ts) */
  ...mensagensPessoa,
  escritorioTitulo: 'Escritório virtual',
  dataFinal: 'Data final',
  /** §5 virtual office, exact. */
  fimDepoisDe: (dia: string) => `A Data Final deve ser posterior a ${formatData(dia)}`,
  informeInicio: 'Informe a data de início.',
  informeFim: 'Informe a data final.',
  mesesDoPeriodo: (n: number, fim: string) => `Período: ${n} ${n === 1 ? 'mês' : 'meses'}, até ${formatData(fim)}`,
  tituloTermo: 'Termo de Reserva',
  aceitar: 'Aceitar e reservar',
  salvandoTermo: textosKit.salvandoTermo,
  resumoReserva: 'Resumo da reserva',
  liberando: 'Liberando a reserva…',
  cobradoAgora: 'A pagar agora',
  reservaAte: (hora: string) => `Reserva guardada para você até ${hora}. Depois disso o espaço é liberado.`,
  falhaDeRede: textosKit.falhaDeRede,
  marqueOAceite: textosKit.marqueOAceite,
  erroAoAceitar: 'Erro ao assinar o termo, tente novamente.',
  tituloPagamento: 'Pagamento da reserva',
  tituloCarrinho: 'Informações da Reserva',
  irParaMeusEspacos: 'Ir para Meus espaços',
  pago: 'Pagamento realizado com sucesso! Redirecionando para o painel de reservas...',
  mensalidadeRegistrada: mensagensVarejo.registradaNoBoletoMensal,
  boletoGerado: 'Boleto gerado! Sua reserva fica confirmada quando o boleto for pago.',
  pagar: 'Pagar',
  espaco: 'Espaço',
  periodo: 'Período',
  status: 'Situação',
  valor: 'Valor',
  estacoes: 'Estações',
} as const;

/** The day before `fim` (yyyy-mm-dd): the last day a workstation period occupies (the end day is already free). */
export const ultimoDiaOcupado = (inicio: string, qtdMeses: number) => somarDias(fimDoPeriodo(inicio, qtdMeses), -1);

/**
 * decided: the virtual office's months from its two dates: whole months from the start, rounded up (the server takes
 * qtdMeses and computes the end itself as start + months), at least 1 and at most 12.
 */
export function mesesEntre(inicio: string, fim: string): number {
  const [a1, m1, d1] = inicio.split('-').map(Number) as [number, number, number];
  const [a2, m2, d2] = fim.split('-').map(Number) as [number, number, number];
  let meses = (a2 - a1) * 12 + (m2 - m1);
  if (d2 > d1) meses += 1;
  return Math.max(1, meses);
}

/**
 * What the virtual office's period is, said next to its end date (issue 27: an end date between two monthly
 * anniversaries was moved without a word): months are whole, counted from the start, so such a date is rounded up to
 * the next one, and the text says so and why. null while the dates are not a period yet.
 */
export function periodoDoEscritorio(inicio: string, fim: string): { texto: string; ajustado: boolean } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(inicio) || !/^\d{4}-\d{2}-\d{2}$/.test(fim) || fim <= inicio) return null;
  const meses = mesesEntre(inicio, fim);
  const fimReal = fimDoPeriodo(inicio, meses);
  if (fimReal === fim) return { texto: textosVarejo.mesesDoPeriodo(meses, fimReal), ajustado: false };
  return {
    texto: `A locação é por meses inteiros, contados da data de início: a data final ${formatData(fim)} passa para ${formatData(fimReal)} `
      + `(${meses} ${meses === 1 ? 'mês' : 'meses'}).`,
    ajustado: true,
  };
}

/** The period of a reservation as text: a day range, or a day and hours. */
export function periodoDaReserva(r: { inicio: string; fim: string }): string {
  if (r.inicio.length > 10) return `${formatData(r.inicio)} das ${r.inicio.slice(11, 16)} às ${r.fim.slice(11, 16)}`;
  return `${formatData(r.inicio)} a ${formatData(r.fim)}`;
}
