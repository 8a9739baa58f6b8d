import { rota } from '../comum/rota';

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
