/**
 * The staff console (/atendimento): its texts and the rules its screens share with the server. Pure: no clock,
 * no I/O. Staff work the one ticket table (DESIGN.md "Staff"); each product adds its ticket kinds here (what
 * closing one is called and records) and a reader of its request on the server (src/server/comum/atendimento/detalhes.ts).
 */
import {
  MAXIMO_COMENTARIO_REVISAO, mensagensRevisao, NOMES_STATUS_CHAMADO, type StatusChamado, type TipoChamado,
} from '../comum/chamados';
import { NOMES_DOS_PRODUTOS, type Produto } from '../comum/produtos';
import { textosKit } from '../comum/textos';

/** decided: 10 rows a page in the queue and in the boleto list (the consultant's table size, §9), no choice. */
export const LINHAS_ATENDIMENTO = 10;

/** A ticket's product by name; an unknown slug as it is. */
export const nomeDoProduto = (produto: string): string => NOMES_DOS_PRODUTOS[produto as Produto] ?? produto;

export const NOMES_DOS_TIPOS: Record<TipoChamado, string> = {
  documentacao: 'Documentação',
  atualizacao: 'Atualização cadastral',
  classificacao: 'Classificação',
};

/**
 * What closing a ticket of a kind is (the ticket page's button) and what it records (AtualizarChamado: status and
 * tipoSolucao; the comment is the solucao). A kind without an entry is shown, but not closed, from this console yet.
 */
export interface AcaoDoChamado {
  /** The button. */
  rotulo: string;
  status: Exclude<StatusChamado, 0>;
  tipoSolucao: string;
  /** The comment field's label. */
  rotuloComentario: string;
  /** The comment field's error when it is blank. */
  comentarioObrigatorio: string;
}
export const ACOES_DOS_TIPOS: Partial<Record<TipoChamado, AcaoDoChamado>> = {
  // docs/decisions/spc-conciliador.md: staff classify a reconciliation request by finalizing its ticket
  classificacao: {
    rotulo: 'Classificar', status: 2, tipoSolucao: 'Classificação', rotuloComentario: 'Comentário da classificação',
    comentarioObrigatorio: 'Escreva um comentário para classificar.',
  },
  // issue 21: a data update is refused (Cancelado) with why; applying it is its own button (AplicarAtualizacao)
  atualizacao: {
    rotulo: 'Recusar', status: 1, tipoSolucao: 'Atualização recusada', rotuloComentario: 'Motivo da recusa',
    comentarioObrigatorio: 'Escreva o motivo da recusa.',
  },
};
export const acaoDoTipo = (tipo: TipoChamado): AcaoDoChamado | null => ACOES_DOS_TIPOS[tipo] ?? null;

/**
 * issue 27: any open ticket is cancelled (SPEC §3 status 1) with the reason the associate reads, besides what its kind
 * does (Classificar); not a ticket whose own action already cancels (Recusar) nor one reviewed document by document
 * (cancelled, its documents would stay unreviewed: the server refuses it, 'Use Concluir análise').
 */
export const CANCELAMENTO: AcaoDoChamado = {
  rotulo: 'Cancelar chamado', status: 1, tipoSolucao: 'Cancelado pelo atendimento', rotuloComentario: 'Motivo do cancelamento',
  comentarioObrigatorio: 'Escreva o motivo do cancelamento.',
};
/** Whether the ticket page offers Cancelar chamado (CANCELAMENTO). */
export const cancelavel = (chamado: { tipo: TipoChamado; status: StatusChamado }, qtdeDocumentos: number): boolean =>
  chamado.status === 0 && qtdeDocumentos === 0 && acaoDoTipo(chamado.tipo)?.status !== 1;

const contagem = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;
/**
 * What Concluir análise will do, asked in place before it is sent (issue 27: it is final): how many documents are
 * approved and rejected, and what follows.
 */
export function perguntaDaConclusao(revisoes: readonly { correto: boolean | null }[]): string {
  const aprovados = revisoes.filter((r) => r.correto === true).length;
  const reprovados = revisoes.filter((r) => r.correto === false).length;
  const partes = [
    aprovados > 0 && contagem(aprovados, 'documento aprovado', 'documentos aprovados'),
    reprovados > 0 && (aprovados > 0 ? contagem(reprovados, 'reprovado', 'reprovados') : contagem(reprovados, 'documento reprovado', 'documentos reprovados')),
  ].filter(Boolean).join(' e ');
  const depois = reprovados > 0 ? 'o consultor vê o que está incorreto e reenvia.' : 'a documentação fica aprovada.';
  return `Concluir a análise com ${partes}? O chamado é finalizado e não pode ser reaberto; ${depois}`;
}

/** Longest comment AtualizarChamado takes (its solucao). */
export const MAXIMO_COMENTARIO = 2000;
export { MAXIMO_COMENTARIO_REVISAO };

/** The comment a close needs: its problem (`obrigatorio` when blank: the action's own text), or null. */
export function problemaDoComentario(comentario: string, obrigatorio: string = mensagensAtendimento.comentarioObrigatorio): string | null {
  if (!comentario.trim()) return obrigatorio;
  if (comentario.trim().length > MAXIMO_COMENTARIO) return mensagensAtendimento.comentarioLongo;
  return null;
}

/**
 * A documentation ticket's review on the page (issue 21): per document, OK or INCORRETA (null until chosen) and the
 * comment INCORRETA needs. Keyed by chaveDoDocumento: whose (a ticket may hold several people's) and which.
 */
export interface RevisaoNaTela { correto: boolean | null; comentario: string }
export const chaveDoDocumento = (d: { pessoa: string | null; documento: string }) => `${d.pessoa ?? ''}/${d.documento}`;
export const REVISAO_VAZIA: RevisaoNaTela = { correto: null, comentario: '' };
/** The two choices of a document, as the radios read. */
export const ESCOLHAS_REVISAO = ['OK', 'INCORRETA'] as const;

/** Each document's problems, by its key: no choice, INCORRETA without a comment, a comment too long. */
export type ProblemasDaRevisao = Record<string, { escolha?: string; comentario?: string }>;
export function problemasDaRevisao(chaves: readonly string[], revisoes: Readonly<Record<string, RevisaoNaTela>>): ProblemasDaRevisao {
  const problemas: ProblemasDaRevisao = {};
  for (const chave of chaves) {
    const r = revisoes[chave] ?? REVISAO_VAZIA;
    const comentario = r.comentario.trim();
    const p: ProblemasDaRevisao[string] = {};
    if (r.correto === null) p.escolha = mensagensRevisao.escolha;
    if (r.correto === false && !comentario) p.comentario = mensagensRevisao.comentario;
    else if (comentario.length > MAXIMO_COMENTARIO_REVISAO) p.comentario = mensagensRevisao.comentarioLongo;
    if (p.escolha || p.comentario) problemas[chave] = p;
  }
  return problemas;
}

export const nomeDoStatus = (status: StatusChamado): string => NOMES_STATUS_CHAMADO[status];

/** pt-BR texts of the console (decided: SPEC.md names no staff screen). */
export const mensagensAtendimento = {
  tituloFila: 'Atendimento',
  tituloChamado: 'Chamado',
  tituloBoletos: 'Boletos aguardando pagamento',
  filaVazia: 'Nenhum chamado aberto.',
  boletosVazio: 'Nenhum boleto aguardando pagamento.',
  nenhumArquivo: 'Nenhum arquivo.',
  semPedido: 'Este tipo de chamado não traz a solicitação para esta tela.',
  semAcao: 'Este tipo de chamado ainda não é encerrado por esta tela.',
  chamadoEncerrado: 'Este chamado já foi encerrado.',
  comentarioObrigatorio: 'Escreva um comentário para classificar.',
  comentarioLongo: `O comentário pode ter no máximo ${MAXIMO_COMENTARIO} caracteres.`,
  falhaDeRede: textosKit.falhaDeRede,
  todosOsProdutos: 'Todos os produtos',
  tituloDocumentos: 'Documentos',
  concluirAnalise: 'Concluir análise',
  confirmarConclusao: 'Confirmar conclusão',
  voltarARevisao: 'Voltar à revisão',
  dicaCancelamento: 'O chamado é encerrado como Cancelado; o associado lê o motivo.',
  aplicarAtualizacao: 'Aplicar atualização',
  dicaRevisao: 'Abra cada documento, marque OK ou INCORRETA e, quando incorreto, diga o que está errado: o consultor lê o comentário.',
  abrirDocumento: (rotulo: string) => `Abrir ${rotulo}`,
  semRevisao: 'Sem revisão',
  dicaAplicar: 'Os dados do associado passam a ser os pedidos acima, e o chamado é finalizado.',
  dicaRecusa: 'Os dados ficam como estão; o consultor lê o motivo no chamado.',
} as const;
