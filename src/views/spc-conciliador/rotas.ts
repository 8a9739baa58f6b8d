import { rota } from '../comum/rota';
import type { TitulosDasRotas } from '../comum/titulos';

/** The reconciliation product's routes (spec §2 "Reconciliation"), each a path pattern and a link builder. */
export const rotasConciliador = {
  apresentacao: rota('/produto/spc-conciliador'),
  planos: rota('/produto/spc-conciliador/planos'),
  resumo: rota('/produto/spc-conciliador/resumo-conciliador'),
  /** §2 calls the summary /resumo: it leads to resumo-conciliador. */
  resumoCurto: rota('/produto/spc-conciliador/resumo'),
  termo: rota('/produto/spc-conciliador/termo-conciliador'),
  painel: rota('/produto/spc-conciliador/painel-conciliador'),
  /** §2 also names /painel: it leads to painel-conciliador. */
  painelCurto: rota('/produto/spc-conciliador/painel'),
  pagamento: rota('/produto/spc-conciliador/pagamento-conciliador/:solicitacaoId'),
} as const;

const CONCILIADOR = 'SPC Conciliador';
/** Each page's name in the tab, as its h1 says it (useTitulosDoProduto). */
export const TITULOS_CONCILIADOR: TitulosDasRotas = [
  [rotasConciliador.apresentacao.padrao, CONCILIADOR],
  [rotasConciliador.planos.padrao, `Escolha de Plano — ${CONCILIADOR}`],
  [rotasConciliador.resumo.padrao, `Resumo da contratação — ${CONCILIADOR}`],
  [rotasConciliador.termo.padrao, `Aceite do Termo Aditivo — ${CONCILIADOR}`],
  [rotasConciliador.painel.padrao, `Minhas solicitações — ${CONCILIADOR}`],
  [rotasConciliador.pagamento.padrao, `Pagamento — ${CONCILIADOR}`],
];
