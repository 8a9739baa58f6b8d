// Apart from clube.ts on purpose: the products screen is in the initial bundle, and clube.ts brings date and money formatting.

/** What the products screen knows of the club for this user (issue 9): bought, free to buy, or not for them. */
export type SituacaoClube =
  | { situacao: 'contratado'; status: 'ATIVO' | 'CANCELAMENTO_SOLICITADO'; termoAssinado: boolean }
  | { situacao: 'disponivel' }
  | { situacao: 'indisponivel'; motivo: string };

/** The products card's label and the line under it, for a known situation. */
export function resumoDaSituacao(s: SituacaoClube): { etiqueta: 'Contratado' | 'Disponível' | 'Indisponível'; detalhe: string | null } {
  switch (s.situacao) {
    case 'contratado':
      return {
        etiqueta: 'Contratado',
        detalhe: s.status === 'CANCELAMENTO_SOLICITADO' ? 'Cancelamento solicitado.' : s.termoAssinado ? null : 'Falta assinar o termo.',
      };
    case 'disponivel':
      return { etiqueta: 'Disponível', detalhe: null };
    case 'indisponivel':
      return { etiqueta: 'Indisponível', detalhe: s.motivo };
  }
}
