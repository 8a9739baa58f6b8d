/**
 * The Lista de Vidas' holder row (SPEC §2 Health plan, §4 life status): its label, its plan line, the status column
 * and where the row leads. Pure rules: the server lists the lives (ConsultarSamVidaArta), the screen draws this.
 */

/** What a holder row reads of a life (§3 Health life record). */
export interface VidaDaLinha {
  cpF_TITULAR: string;
  status: 'PREVIDA' | 'VIDA' | 'TROCA ACOMODACAO' | 'TROCA OPCIONAIS';
  statuschamado: string | null;
  codchamado: string | null;
  linkdrive: string | null;
  boletO_URL: string | null;
  statuS_PAGARME: string | null;
  operadora: string;
  assistencia: string;
  acomodacao: string;
  dependentes: readonly unknown[];
}

/**
 * Where the status column leads (§2 row links): a page of the product for the holder (documentos, pagamento), or the
 * payment slip, outside the portal; null when there is nothing for the user to do.
 */
export type DestinoDaLinha =
  | { tipo: 'documentos' | 'pagamento'; cpfTitular: string }
  | { tipo: 'boleto'; url: string }
  | null;

/** The status column of a holder row (§4). */
export interface SituacaoDaVida {
  /** 'Situação Ativa', 'Aguardando Pagamento', 'Continuar processo', 'Documentação', 'Em Análise', 'Reprovado', 'Pagamento Pendente'. */
  rotulo: string;
  /** The link's words, when the status leads somewhere ('Clique para enviar' for the documents). */
  acao: string | null;
  destino: DestinoDaLinha;
  /** Reprovado: drawn in the danger style. */
  perigo: boolean;
}

/** §4's words. */
export const textosSituacao = {
  ativa: 'Situação Ativa',
  aguardandoPagamento: 'Aguardando Pagamento',
  continuar: 'Continuar processo',
  documentacao: 'Documentação',
  cliqueParaEnviar: 'Clique para enviar',
  emAnalise: 'Em Análise',
  reprovado: 'Reprovado',
  pagamentoPendente: 'Pagamento Pendente',
  /** decided: the slip link's words (the status says Aguardando Pagamento). */
  abrirBoleto: 'Abrir boleto',
  /** decided: the payment link's words. */
  pagar: 'Pagar',
  /** decided: the document upload link's words when the documents were refused (upload enabled again, §4). */
  reenviar: 'Enviar novamente',
  alterarPlano: 'Alterar Plano',
} as const;

/** §4 ticket statuses of the documents stage. */
export const STATUS_CHAMADO = { emAtendimento: 'Em Atendimento', reprovado: 'Reprovado', aprovado: 'Aprovado' } as const;

const vazio = (v: string | null) => v === null || v.trim() === '';

/** §4: the holder row's status column, from the life's status, its slip, its document ticket and its payment. */
export function situacaoDaVida(v: VidaDaLinha): SituacaoDaVida {
  const t = textosSituacao;
  const boleto = vazio(v.boletO_URL) ? null : { tipo: 'boleto' as const, url: v.boletO_URL!.trim() };
  const para = (tipo: 'documentos' | 'pagamento') => ({ tipo, cpfTitular: v.cpF_TITULAR });
  const sem = (rotulo: string): SituacaoDaVida => ({ rotulo, acao: null, destino: null, perigo: false });
  switch (v.status) {
    case 'VIDA':
      return sem(t.ativa);
    case 'TROCA ACOMODACAO':
      // decided: without a slip yet (the server generates it) the status still reads Aguardando Pagamento, no link
      return { rotulo: t.aguardandoPagamento, acao: boleto && t.abrirBoleto, destino: boleto, perigo: false };
    case 'TROCA OPCIONAIS':
      return boleto
        ? { rotulo: t.aguardandoPagamento, acao: t.abrirBoleto, destino: boleto, perigo: false }
        // decided: Continuar processo goes on to the payment of the change (§2's /pagamento/{cpfTitular})
        : { rotulo: t.continuar, acao: t.continuar, destino: para('pagamento'), perigo: false };
    case 'PREVIDA':
      break;
  }
  // the documents stage (§4 "Otherwise")
  if (vazio(v.linkdrive) && vazio(v.codchamado)) return { rotulo: t.documentacao, acao: t.cliqueParaEnviar, destino: para('documentos'), perigo: false };
  const chamado = v.statuschamado?.trim() ?? '';
  if (chamado === STATUS_CHAMADO.reprovado) return { rotulo: t.reprovado, acao: t.reenviar, destino: para('documentos'), perigo: true };
  if (chamado === STATUS_CHAMADO.aprovado && vazio(v.statuS_PAGARME)) return { rotulo: t.pagamentoPendente, acao: t.pagar, destino: para('pagamento'), perigo: false };
  // Em Atendimento, and decided: any other documents-stage state (documents sent, no ticket status yet; approved
  // and paid, waiting for the life to become active) is the staff's to move: Em Análise, nothing to do
  return sem(t.emAnalise);
}

/** §4: 'Titular + N dependente(s)' or 'Titular'. */
export const rotuloDaLinha = (v: Pick<VidaDaLinha, 'dependentes'>) =>
  (v.dependentes.length === 0 ? 'Titular' : `Titular + ${v.dependentes.length} dependente(s)`);

/** §4: the plan line 'operadora, assistência (acomodação)'. */
export const linhaDoPlano = (v: Pick<VidaDaLinha, 'operadora' | 'assistencia' | 'acomodacao'>) =>
  `${v.operadora}, ${v.assistencia} (${v.acomodacao})`;

/** §4: Alterar Plano (§2 /alterarPlano/{cpfTitular}) is enabled only for an active life (VIDA). */
export const podeAlterarPlano = (v: Pick<VidaDaLinha, 'status'>) => v.status === 'VIDA';

/**
 * The two sections of the Lista de Vidas (§2): CADASTROS EM ANDAMENTO lists PREVIDA; decided: VIDAS ATIVAS lists
 * VIDA and the two changes of an active life (TROCA ACOMODACAO, TROCA OPCIONAIS: the life stays active meanwhile).
 */
export const SECOES_VIDAS = ['andamento', 'ativas'] as const;
export type SecaoVidas = (typeof SECOES_VIDAS)[number];
export const STATUS_DA_SECAO: Record<SecaoVidas, readonly VidaDaLinha['status'][]> = {
  andamento: ['PREVIDA'],
  ativas: ['VIDA', 'TROCA ACOMODACAO', 'TROCA OPCIONAIS'],
};

/** The product page's and the Lista de Vidas' words: §2's where it has them, the rest decided (docs/decisions/cdl-saude.md). */
export const textosVidas = {
  produto: 'CDL Saúde',
  listaDeVidas: 'Lista de Vidas',
  andamento: 'CADASTROS EM ANDAMENTO',
  ativas: 'VIDAS ATIVAS',
  novoTitular: 'NOVO TITULAR',
  voltar: 'VOLTAR',
  /** decided: the empty sections (§8 lists none for the lives). */
  nenhumAndamento: 'Nenhum cadastro em andamento.',
  nenhumaAtiva: 'Nenhuma vida ativa.',
  /** decided: the product page (§2 names the route, not its words). */
  apresentacao: 'O plano de saúde da CDL para o associado e a sua família: para cada pessoa, a operadora, a assistência e a '
    + 'acomodação, com o preço pela faixa de idade; depois, cada cadastro acompanhado aqui até a vida ficar ativa.',
  comoFunciona: 'Como funciona',
  passos: [
    'Inclua o titular e os dependentes, cada um com o seu plano e opcionais.',
    'Preencha os dados de cada pessoa e escolha a data de início da vigência.',
    'Envie os documentos pedidos e aceite o termo aditivo.',
    'Pague a primeira mensalidade: a vida fica ativa.',
  ],
  gerenciarVidas: 'GERENCIAR VIDAS',
  /** decided: the sad emoji of §8's failed lives list, named for screen readers. */
  emojiTriste: '😞',
  rotuloEmojiTriste: 'Rosto triste',
  /** decided: the pages of the second health issue (documents, payment, plan change) until they are built. */
  emBreve: 'Esta etapa do CDL Saúde chega em breve: por enquanto, acompanhe a situação de cada vida na Lista de Vidas.',
  documentos: 'Documentos',
  pagamento: 'Pagamento',
} as const;
