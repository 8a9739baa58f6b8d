// Apart from clube.ts on purpose: the products screen is in the initial bundle, and clube.ts brings date and money formatting.

/**
 * What the products screen knows of the club for this user: bought, or free to buy. Every associate may buy it
 * (issue 11): associates on the monthly slip, non-associates by credit card; the panel says how.
 */
export type SituacaoClube =
  | { situacao: 'contratado'; status: 'ATIVO' | 'CANCELAMENTO_SOLICITADO'; termoAssinado: boolean }
  | { situacao: 'disponivel' };

/** The products card's label and the line under it, for a known situation. */
export function resumoDaSituacao(s: SituacaoClube): { etiqueta: 'Contratado' | 'Disponível'; detalhe: string | null } {
  if (s.situacao === 'disponivel') return { etiqueta: 'Disponível', detalhe: null };
  return {
    etiqueta: 'Contratado',
    detalhe: s.status === 'CANCELAMENTO_SOLICITADO' ? 'Cancelamento solicitado.' : s.termoAssinado ? null : 'Falta assinar o termo.',
  };
}
