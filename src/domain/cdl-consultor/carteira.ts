/**
 * The consultant's carteira (SPEC §3 Portfolio member, §4 member stage): what stage a member company is in, what
 * the consultant does next, which documents each kind of company sends, and how a row reads. Pure rules: the server
 * answers them in ConsultarCarteira, the screens draw them.
 */
import { mensagensDoArquivo, type Vaga } from '../comum/arquivos';
import { formatCPF, somenteDigitos } from '../comum/cpf';
import { horaSaoPaulo } from '../comum/datas';

/** §3 company types (tp_empresa). */
export const TIPOS_EMPRESA = {
  PJ: 'Pessoa Jurídica', AE: 'Associação ou Entidade', PL: 'Profissional Liberal', AUT: 'Autônomo', MEI: 'MEI',
} as const;
export type TipoEmpresa = keyof typeof TIPOS_EMPRESA;

/** §9: person type f (a person's CPF) for PL and AUT, otherwise j (a company's CNPJ). */
export const pessoaFisicaOuJuridica = (tipo: TipoEmpresa): 'f' | 'j' => (tipo === 'PL' || tipo === 'AUT' ? 'f' : 'j');

/** Whether `cgccfo` (digits) is the right kind of document for `tipo`: a CPF (11) for PL and AUT, a CNPJ (14) otherwise. */
export const documentoDoTipo = (tipo: TipoEmpresa, cgccfo: string) =>
  somenteDigitos(cgccfo).length === (pessoaFisicaOuJuridica(tipo) === 'f' ? 11 : 14);

/** §3: the consultant packages. decided: codpacote is one of them. */
export const PACOTES_CONSULTOR = { Essencial: '0000283', Prata: '0000335', Ouro: '0000336' } as const;

/** A package's name by its code (the code itself when it is none of them). */
export const nomeDoPacote = (codpacote: string) =>
  Object.entries(PACOTES_CONSULTOR).find(([, codigo]) => codigo === codpacote)?.[0] ?? codpacote;

/** §9 fixed values of every registration, set by the server. */
export const VALORES_FIXOS_CADASTRO = { codcoligada: 0, formapgto: 'C', codcfo: '-1', ativo: 0, pagrec: 3 } as const;

/** §3: the documents of a documentation ticket; a review text containing INCORRETA was rejected (§4). */
export const DOCUMENTOS_ASSOCIADO = [
  'comprovanteConselho', 'comprovanteEndereco', 'comprovanteReceidaFederal', 'contratoSocial',
  'declaracaoTributacao', 'documentoIdentificacao', 'guiaInssPago', 'pisOuNid',
] as const;
export type DocumentoAssociado = (typeof DOCUMENTOS_ASSOCIADO)[number];

/** What each document is, as the screens name it (docs/decisions/cdl-consultor.md). */
export const ROTULOS_DOCUMENTOS: Record<DocumentoAssociado, string> = {
  comprovanteConselho: 'Registro no conselho de classe',
  comprovanteEndereco: 'Comprovante de endereço',
  comprovanteReceidaFederal: 'Comprovante de inscrição na Receita Federal (cartão CNPJ ou CCMEI)',
  contratoSocial: 'Contrato social ou estatuto',
  declaracaoTributacao: 'Declaração anual do MEI (DASN-SIMEI)',
  documentoIdentificacao: 'Documento de identificação do responsável (RG ou CNH)',
  guiaInssPago: 'Guia do INSS paga',
  pisOuNid: 'PIS ou NIT',
};

/** §5 lists per company type (PJ 3, AE 4, PL 2, AUT 4, MEI 3); which documents: decided (docs/decisions/cdl-consultor.md). */
export const DOCUMENTOS_POR_TIPO: Record<TipoEmpresa, readonly DocumentoAssociado[]> = {
  PJ: ['contratoSocial', 'comprovanteReceidaFederal', 'documentoIdentificacao'],
  AE: ['contratoSocial', 'comprovanteReceidaFederal', 'documentoIdentificacao', 'comprovanteEndereco'],
  PL: ['comprovanteConselho', 'documentoIdentificacao'],
  AUT: ['documentoIdentificacao', 'pisOuNid', 'guiaInssPago', 'comprovanteEndereco'],
  MEI: ['comprovanteReceidaFederal', 'documentoIdentificacao', 'declaracaoTributacao'],
};

/** §4: a review text that contains the word INCORRETA rejects its document. */
export const REJEITADO = 'INCORRETA';
export const rejeitado = (revisao: string | null | undefined) => (revisao ?? '').includes(REJEITADO);
/** The review text staff's decision is stored as: 'OK', or 'INCORRETA: <what is wrong>'. */
export const textoDaRevisao = (correto: boolean, comentario: string) => (correto ? 'OK' : `${REJEITADO}: ${comentario.trim()}`);

/** A document of the member's list (ConsultarDocumentacaoAssociado): which, its name, its latest review (null: none). */
export interface DocumentoDaLista {
  documento: DocumentoAssociado;
  rotulo: string;
  revisao: string | null;
}

/** A document reviewed and not rejected: approved (issue 27: it is not sent again). */
export const aprovado = (revisao: string | null | undefined) => revisao !== null && revisao !== undefined && !rejeitado(revisao);

/**
 * Issue 27: after a review, the documents of the list still to send: the rejected ones and any the latest ticket did not
 * hold; the approved ones are carried into the next ticket. Before any review: the whole list.
 */
export const documentosPendentes = <D extends { documento: DocumentoAssociado; revisao: string | null }>(documentos: readonly D[]) =>
  documentos.filter((doc) => !aprovado(doc.revisao));

/** The documents approved in the latest review (issue 27): shown as approved, no slot to fill. */
export const documentosAprovados = <D extends { documento: DocumentoAssociado; revisao: string | null }>(documentos: readonly D[]) =>
  documentos.filter((doc) => aprovado(doc.revisao));

/**
 * One slot per document still to send (documentosPendentes), labelled with its name; a rejected document shows its
 * review (§4). Approved ones have no slot (issue 27).
 */
export const vagasDosDocumentos = (documentos: readonly DocumentoDaLista[]): Vaga[] => documentosPendentes(documentos).map((doc) => ({
  chave: doc.documento,
  rotulo: ROTULOS_DOCUMENTOS[doc.documento] ?? doc.rotulo,
  ...(rejeitado(doc.revisao) ? { nota: { texto: doc.revisao!, problema: true } } : {}),
}));

/**
 * Issue 27: what the documents screen shows: the form ('enviar': no ticket yet, or a review that rejected some), or the
 * state instead of it: the latest ticket still under review ('emAnalise'), or every document approved ('aprovados').
 */
export function situacaoDosDocumentos(d: { chamado: { status: number } | null; documentos: readonly DocumentoDaLista[] }): 'enviar' | 'emAnalise' | 'aprovados' {
  if (d.chamado?.status === 0) return 'emAnalise';
  if (d.chamado && d.documentos.length > 0 && d.documentos.every((doc) => aprovado(doc.revisao))) return 'aprovados';
  return 'enviar';
}

/** §4: some document of the latest ticket was rejected (INCORRETA): 'Seus documentos foram inválidados…' above the slots. */
export const algumRejeitado = (documentos: readonly DocumentoDaLista[]) => documentos.some((doc) => rejeitado(doc.revisao));

/**
 * Issue 27: a ticket's status as the consultant reads it on Chamados: §3's name, except Cancelado, which in this area
 * is staff refusing an update request ('Recusado'), and a documentation ticket finished with a rejected document.
 */
export function situacaoDoChamado(c: { status: 0 | 1 | 2 } & Partial<Record<DocumentoAssociado, string | null>>): string {
  if (c.status === 0) return 'Aberto (em análise)';
  if (c.status === 1) return mensagensConsultor.chamadoRecusado;
  return DOCUMENTOS_ASSOCIADO.some((d) => rejeitado(c[d])) ? 'Finalizado: documentos recusados' : 'Finalizado';
}

/** Issue 27: one ticket in the selector, told apart from another of the same day: its name, number, date and time, status. */
export const opcaoDoChamado = (c: { codigo: string; label: string; status: 0 | 1 | 2 } & Partial<Record<DocumentoAssociado, string | null>>, quando: string) =>
  `${c.label} nº ${c.codigo} — ${quando} — ${situacaoDoChamado(c)}`;

/** §3 chamadoDocumentacao: the latest documentation ticket's review text per document (null while not reviewed). */
export type ChamadoDocumentacao = Partial<Record<DocumentoAssociado, string | null>>;

export const ETAPAS = ['Termo de Uso', 'Cadastro', 'Arquivos', 'Ativo'] as const;
export type Etapa = (typeof ETAPAS)[number];
/** The screen the row's action opens (§2 named routes); null: no link ('Aguardando'). */
export type RotaDaEtapa = 'cadastrarAssociado' | 'consultorArquivos' | 'painelAssociado' | null;
/** The stage's colour class (etiqueta): what the consultant must do is warm, done is green. */
export type CorDaEtapa = 'neutra' | 'aviso' | 'perigo' | 'sucesso';

export interface SituacaoDoMembro {
  aceiteTermoUso: boolean;
  aceiteContrato: boolean;
  codSocio: string | null;
  /** The latest documentation ticket's documents, null when none was opened. */
  chamadoDocumentacao: ChamadoDocumentacao | null;
}

/**
 * What the consultant needs beside §4's etapa (issue 27): the documents under review ('em análise'), or rejected
 * ('documentos recusados', distinct from a first send); null: nothing to add.
 */
export const DETALHES_ETAPA = ['em análise', 'documentos recusados'] as const;
export type DetalheDaEtapa = (typeof DETALHES_ETAPA)[number];

export interface EtapaDoMembro { etapa: Etapa; action: string; color: CorDaEtapa; router: RotaDaEtapa; detalhe: DetalheDaEtapa | null }

/**
 * The latest documentation ticket is still under review: staff review every document at once (docs/decisions), so a
 * ticket with a document not yet reviewed (null) is open.
 */
export const documentosEmAnalise = (chamado: ChamadoDocumentacao | null) =>
  chamado !== null && Object.values(chamado).some((revisao) => revisao === null || revisao === undefined);

/**
 * §4, in its order: no term-of-use acceptance → Termo de Uso (Aguardando, no link); term accepted, no contract and no
 * member code → Cadastro (Cadastrar); a member code and no documentation ticket, or one with an INCORRETA document →
 * Arquivos (Enviar Arquivos); otherwise Ativo (Editar, the member panel). Beside it (issue 27): 'documentos recusados'
 * for Arquivos after a rejection, 'em análise' (a warm colour) for Ativo while the documents are under review.
 */
export function etapaDoMembro(m: SituacaoDoMembro): EtapaDoMembro {
  if (!m.aceiteTermoUso) return { etapa: 'Termo de Uso', action: 'Aguardando', color: 'neutra', router: null, detalhe: null };
  if (!m.aceiteContrato && !m.codSocio) return { etapa: 'Cadastro', action: 'Cadastrar', color: 'aviso', router: 'cadastrarAssociado', detalhe: null };
  if (m.codSocio && (!m.chamadoDocumentacao || Object.values(m.chamadoDocumentacao).some(rejeitado))) {
    return {
      etapa: 'Arquivos', action: 'Enviar Arquivos', color: 'perigo', router: 'consultorArquivos',
      detalhe: m.chamadoDocumentacao ? 'documentos recusados' : null,
    };
  }
  if (documentosEmAnalise(m.chamadoDocumentacao)) {
    return { etapa: 'Ativo', action: 'Editar', color: 'aviso', router: 'painelAssociado', detalhe: 'em análise' };
  }
  return { etapa: 'Ativo', action: 'Editar', color: 'sucesso', router: 'painelAssociado', detalhe: null };
}

/**
 * Where a row's action leads (§4): the registration of that carteira row; or, for a registered member (a member
 * code), its documents or its panel, the member becoming associadoSelecionado first (§6). null: no link ('Aguardando').
 */
export type DestinoDaAcao =
  | { rota: 'cadastrarAssociado'; membroId: number }
  | { rota: 'consultorArquivos' | 'painelAssociado'; associado: { codSocio: string; nomeSocio: string } }
  | null;

/** A row's destination from its stage's route (etapaDoMembro's `router`); `nome` is the name the row shows. */
export function destinoDaAcao(l: { router: RotaDaEtapa; membroId: number; codSocio: string | null; nome: string }): DestinoDaAcao {
  if (l.router === 'cadastrarAssociado') return { rota: l.router, membroId: l.membroId };
  if (l.router && l.codSocio) return { rota: l.router, associado: { codSocio: l.codSocio, nomeSocio: l.nome } };
  return null;
}

/** §5/§9: a CPF as 000.000.000-00, a CNPJ as 00.000.000/0000-00; anything else as it is. */
export function formatDocumento(doc: string): string {
  const d = somenteDigitos(doc);
  if (d.length === 11) return formatCPF(d);
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return doc;
}

/** §4: how a carteira row reads: a member with no name shows its e-mail as name and '-' as code and document, and its login cannot be sent. */
export function linhaDaCarteira(m: { codSocio: string | null; nomeSocio: string | null; documento: string | null; email: string }) {
  const semNome = !m.nomeSocio;
  return {
    codigo: semNome || !m.codSocio ? '-' : m.codSocio,
    nome: semNome ? m.email : m.nomeSocio!,
    documento: semNome || !m.documento ? '-' : formatDocumento(m.documento),
    // decided: only a registered member (a member code) has a login to send
    podeEnviarLogin: !semNome && Boolean(m.codSocio),
  };
}

/** The carteira filter's key (code, name, e-mail, document): lower case, no accents, document in digits and masked. */
export function chaveDeBusca(m: { codSocio: string | null; nomeSocio: string | null; documento: string | null; email: string }): string {
  const doc = m.documento ? `${somenteDigitos(m.documento)} ${formatDocumento(m.documento)}` : '';
  return normalizarBusca([m.codSocio ?? '', m.nomeSocio ?? '', m.email, doc].join(' '));
}

/** What the 'Filtrar' box matches against chaveDeBusca: accents and case ignored. */
export const normalizarBusca = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * §7 AtualizarCadastroAssociado's `endereco`: street, number, complement, neighbourhood, CEP digits, city/state, joined.
 * decided: the server rebuilds it from the structured fields it keeps for staff.
 */
export function enderecoJunto(e: { lograd: string; numero: string; complemento: string; bairro: string; cep: string; cidade: string; uf: string }): string {
  return [e.lograd, e.numero, e.complemento, e.bairro, somenteDigitos(e.cep), `${e.cidade}/${e.uf}`]
    .map((p) => p.trim()).filter(Boolean).join(', ');
}

/** decided: one 'Enviar Login' per member per 5 minutes (server and button alike). */
export const INTERVALO_ENVIAR_LOGIN_S = 5 * 60;

/**
 * 'De novo às 10:36': when a waiting 'Enviar Login' (until `ate`, epoch ms) comes back, on São Paulo's clock whatever
 * the browser's time zone (DESIGN.md), rounded up to the minute: it is back by then.
 */
export const horaDaVolta = (ate: number): string => horaSaoPaulo(new Date(Math.ceil(ate / 60_000) * 60_000));

/** '4 minutos e 10 segundos', '1 minuto', '35 segundos': a wait in words, from whole seconds. */
export function esperaPorExtenso(segundos: number): string {
  const total = Math.max(1, Math.ceil(segundos));
  const min = Math.floor(total / 60);
  const seg = total % 60;
  const partes = [
    min > 0 ? `${min} ${min === 1 ? 'minuto' : 'minutos'}` : null,
    seg > 0 ? `${seg} ${seg === 1 ? 'segundo' : 'segundos'}` : null,
  ].filter(Boolean);
  return partes.join(' e ');
}

/** decided (issue 27): the 429 of 'Enviar Login' says how long is left (its body carries the seconds too). */
export const esperarEnviarLogin = (segundos: number) => `Aguarde ${esperaPorExtenso(segundos)} para enviar o login deste associado de novo.`;

/** §9: the consultant's table shows 10 rows a page, with 10, 20 or 50 to choose. */
export const LINHAS_CARTEIRA = [10, 20, 50] as const;

/** The consultant area's pt-BR texts (§2, §5, §8 word for word; decided ones where the spec is silent). */
export const mensagensConsultor = {
  carteiraVazia: 'Você ainda não possui associados em sua carteira.',
  nenhumEncontrado: 'Nenhum associado encontrado.',
  erroSolicitar: 'Erro ao solicitar declaração, tente novamente.',
  erroEnviarLogin: 'Erro ao enviar o login do associado, tente novamente.',
  /** decided (issue 26): the spec has no resend; the sentence follows §8's 'Erro ao enviar o login…'. */
  erroReenviarConvite: 'Erro ao reenviar o convite, tente novamente.',
  cadastroRealizado: 'Cadastro realizado com sucesso.',
  /** issue 27: the form of a member registered already (Back after CADASTRAR) is not shown again. */
  jaCadastrado: (nome: string, codSocio: string) => `${nome} já foi cadastrado (código ${codSocio}). O próximo passo são os documentos.`,
  atualizacaoSolicitada: 'Solicitação de atualização de dados com sucesso.',
  atualizacaoEmAberto: 'Você possui uma solicitação de atualização de dados em aberto. Aguarde a conclusão para solicitar uma nova atualização.',
  todosOsDocumentos: 'Você deve adicionar todos os documentos da lista.',
  erroEnvioArquivos: mensagensDoArquivo.erroEnvio,
  validandoDocumentos: 'Estamos validando seus documentos!',
  falhaListarArquivos: 'Não foi possível lista os arquivos, volte para lista de associados e tente novamente!',
  semChamados: 'Você ainda não possui nenhum chamado ativo',
  documentosInvalidados: 'Seus documentos foram inválidados, por favor, revise e envie novamente.',
  /** decided (issue 27): the state shown instead of the upload form. */
  documentosEmAnalise: 'Documentos em análise: a equipe da associação está validando os documentos enviados. Acompanhe em Chamados.',
  documentosAprovados: 'Documentos aprovados: não há nada a enviar.',
  /** decided (issue 27): Editar Dados says the last update request was refused, and Chamados names it. */
  atualizacaoRecusada: (codigo: string, quando: string) => `Sua última solicitação de atualização (chamado nº ${codigo}) foi recusada em ${quando}.`,
  chamadoRecusado: 'Recusado',
  /** decided (issue 27): after a rejection, the approved documents are not sent again. */
  soOsRecusados: 'Envie só os documentos recusados: os aprovados já estão com a equipe.',
} as const;
