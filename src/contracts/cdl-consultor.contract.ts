import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import {
  DETALHES_ETAPA, DOCUMENTOS_ASSOCIADO, documentoDoTipo, ETAPAS, PACOTES_CONSULTOR, pessoaFisicaOuJuridica, TIPOS_EMPRESA,
  type TipoEmpresa as TipoEmpresaDominio,
} from '../domain/cdl-consultor/carteira';
import { mensagemDoLimite } from '../domain/comum/formularios';
import { MAXIMO_SENHA } from '../domain/comum/login';
import { problemaSenhaNova } from '../domain/comum/senha';
import { textosKit } from '../domain/comum/textos';
import { para, publica } from './comum/acesso';
import {
  ISENTO, inscricaoEstadualValida, MAXIMO_INSCRICAO_ESTADUAL, MAXIMO_NOME_CADASTRO, mensagensCadastro,
} from '../domain/cdl-consultor/cadastro';
import { Celular, Cep, CodSocio, Cpf, DataInformada, IdRegistro, Inteiro, Telefone, TelefoneOpcional, TextoObrigatorio } from './comum/campos';
import { AceiteTermo, Arquivo, c, commonResponses, Email, Mensagem, Paginacao, RecusaDeArquivo } from './comum/esquemas';
import { ArquivoEnviado } from './comum/multipart';

// Consultant area (spec §7 "Consultant"). GET /login/me lives in auth.contract.ts.
// A codSocio outside the consultant's carteira answers 404 'Associado não encontrado na sua carteira.'
// (commonResponses) whether or not it exists: the server never tells a stranger which codes exist.

const porCodSocio = z.object({ codSocio: CodSocio });

// §3 Ticket. status: 0 Aberto, 1 Cancelado, 2 Finalizado.
export const StatusChamado = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export { DOCUMENTOS_ASSOCIADO };
export const DocumentoAssociado = z.enum(DOCUMENTOS_ASSOCIADO, { message: 'Documento inválido.' });
export type DocumentoAssociado = z.infer<typeof DocumentoAssociado>;
const revisao = z.string().nullable().optional();
export const Chamado = z.object({
  codigo: z.string(),
  label: z.string(),
  /** ISO date-time of opening; the screen sorts newest first (§4). */
  dataAbertura: z.string(),
  status: StatusChamado,
  tipoultimasolucao: z.string().nullable(),
  ultimasolucao: z.string().nullable(),
  // decided: a documentation ticket also carries each document's review text (§3 fields checked for INCORRETA)
  ...Object.fromEntries(DOCUMENTOS_ASSOCIADO.map((d) => [d, revisao])) as Record<DocumentoAssociado, typeof revisao>,
});
export type Chamado = z.infer<typeof Chamado>;

/** §3 Portfolio member, as ConsultarCarteira answers it: stage, action, colour and route come from domain/cdl-consultor/carteira.ts. */
export const MembroCarteira = z.object({
  /** The carteira row: what 'Cadastrar' names before the member has a code. */
  membroId: z.number().int(),
  codSocio: z.string().nullable(),
  nomeSocio: z.string().nullable(),
  /** CPF or CNPJ digits. */
  documento: z.string().nullable(),
  email: z.string(),
  etapa: z.enum(ETAPAS),
  action: z.string(),
  color: z.enum(['neutra', 'aviso', 'perigo', 'sucesso']),
  router: z.enum(['cadastrarAssociado', 'consultorArquivos', 'painelAssociado']).nullable(),
  /** decided (issue 27): beside the etapa, 'em análise' (documents under review) or 'documentos recusados'; null: nothing. */
  detalhe: z.enum(DETALHES_ETAPA).nullable(),
  aceiteTermoUso: z.boolean(),
  aceiteContrato: z.boolean(),
  /** The latest documentation ticket's review text per document; null when none was opened. */
  chamadoDocumentacao: z.record(z.string().nullable()).nullable(),
});
export type MembroCarteira = z.infer<typeof MembroCarteira>;

/** §2 'Filtrar': code, name, e-mail or document, accents and case ignored; pages of 10, 20 or 50 (§9). */
export const ConsultaCarteira = Paginacao.extend({
  linhas: Inteiro(1, 50),
  filtro: z.string().trim().max(100, 'O filtro pode ter no máximo 100 caracteres.').default(''),
});

// §3 Associate (registration). §3/§9 packages and company types live in the domain (carteira.ts).
export { PACOTES_CONSULTOR, TIPOS_EMPRESA };
export const TipoEmpresa = z.enum(Object.keys(TIPOS_EMPRESA) as [TipoEmpresaDominio, ...TipoEmpresaDominio[]], { message: 'Informe o tipo de empresa.' });
export type TipoEmpresa = z.infer<typeof TipoEmpresa>;

/**
 * §7 CadastrarAssociado. decided: the body has what the consultant types; the fixed values of §9
 * (codcoligada 0, formapgto C, codcfo -1, ativo 0, pagrec 3), pessoafisoujur (f for PL and AUT,
 * else j, derived from tp_empresa) and codcoltcf/codtcf (not shown) are set by the server.
 */
export const NovoAssociado = z.object({
  nomefantasia: TextoObrigatorio('Informe o nome fantasia.', MAXIMO_NOME_CADASTRO, 'O nome fantasia'),
  codpacote: z.enum([PACOTES_CONSULTOR.Essencial, PACOTES_CONSULTOR.Prata, PACOTES_CONSULTOR.Ouro], { message: 'Escolha o pacote.' }),
  tp_empresa: TipoEmpresa,
  nome: TextoObrigatorio('Informe a razão social.', MAXIMO_NOME_CADASTRO, 'A razão social'),
  /** CPF or CNPJ, digits only: a CPF for PL and AUT, a CNPJ otherwise (checked below, and again by the server). */
  cgccfo: z.string().max(14, mensagensCadastro.documentoInvalido).superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: mensagensCadastro.informeDocumento });
    else if (!((/^\d{11}$/.test(v) && isValidCpf(v)) || (/^\d{14}$/.test(v) && isValidCnpj(v)))) ctx.addIssue({ code: 'custom', message: mensagensCadastro.documentoInvalido });
  }),
  /** §5: an empty state registration is sent as ISENTO; else digits with their dots, dashes and slashes (issue 27). */
  inscrestadual: z.string().trim().max(MAXIMO_INSCRICAO_ESTADUAL, mensagensCadastro.inscricaoInvalida)
    .refine((v) => v === '' || inscricaoEstadualValida(v), mensagensCadastro.inscricaoInvalida)
    .default('').transform((v) => v.toUpperCase() || ISENTO),
  contato: TextoObrigatorio('Informe o contato.', MAXIMO_NOME_CADASTRO, 'O contato'),
  cpf: Cpf,
  sexo: z.enum(['M', 'F'], { message: 'Informe o sexo.' }),
  /** Not after today in São Paulo: checked by the form and the route (problemaDoNascimento), which know today. */
  datanascimento: DataInformada(mensagensCadastro.informeNascimento),
  /** A mobile with its DDD: 11 digits, 9 after the DDD (issue 27: a landline is the optional telefone). */
  celular: Celular(),
  /** Optional: '' when not given; a landline or a mobile. */
  telefone: TelefoneOpcional(),
  /** Read-only on the form: the e-mail the future associate was invited with; it names the carteira row registered. */
  email: Email(),
}).superRefine((v, ctx) => {
  if (v.cgccfo !== '' && !documentoDoTipo(v.tp_empresa, v.cgccfo)) {
    ctx.addIssue({ code: 'custom', path: ['cgccfo'], message: mensagensCadastro.documentoDoTipo(pessoaFisicaOuJuridica(v.tp_empresa) === 'f') });
  }
});
export type NovoAssociado = z.input<typeof NovoAssociado>;

// §3 Member data.
export const DadosCadastrais = z.object({
  nomecomercial: z.string(),
  tP_EMPRESA: z.string(),
  razaosocial: z.string(),
  /** CPF or CNPJ digits. */
  doc: z.string(),
  inscest: z.string().nullable(),
  lograd: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  cep: z.string(),
  ddd: z.string(),
  telefone: z.string(),
  email: z.string(),
});
export const Associado = z.object({
  /** §2: an update request is open, so a new one is refused. */
  chamadoAtualizacao: z.boolean(),
  dadosCadastrais: DadosCadastrais,
  /** decided (issue 27): the latest update request, when staff refused it: its number, when, and why (their comment). */
  ultimaRecusa: z.object({ codigo: z.string(), em: z.string(), motivo: z.string() }).nullable(),
});
export type Associado = z.infer<typeof Associado>;

/** The address's limits (the edit form says them under each field). */
export const LIMITES_ENDERECO = { lograd: 120, numero: 20, complemento: 60, bairro: 80, cidade: 80 } as const;
const L = LIMITES_ENDERECO;
/**
 * §7 AtualizarCadastroAssociado: endereco joins street, number, complement, neighbourhood, CEP digits, city/state.
 * decided: the structured fields staff need come beside it; the server rebuilds endereco from them (enderecoJunto).
 */
export const AtualizacaoCadastro = z.object({
  codSocio: CodSocio,
  /** Digits with DDD: a landline or a mobile (issue 27: §9's edit mask (##) ####-#### predates 9-digit mobiles). */
  telefone: Telefone(),
  email: Email(),
  endereco: z.string().trim().max(500).default(''),
  lograd: TextoObrigatorio('Informe o logradouro.', L.lograd, 'O logradouro'),
  numero: TextoObrigatorio('Informe o número.', L.numero, 'O número'),
  complemento: z.string().trim().max(L.complemento, mensagemDoLimite('O complemento', L.complemento)).default(''),
  bairro: TextoObrigatorio('Informe o bairro.', L.bairro, 'O bairro'),
  cep: Cep(),
  cidade: TextoObrigatorio('Informe a cidade.', L.cidade, 'A cidade'),
  uf: z.string().regex(/^[A-Z]{2}$/, 'Informe a UF.').max(2, 'Informe a UF.'),
  /** Always null from the portal (§7). */
  origem: z.null().default(null),
});
export type AtualizacaoCadastro = z.input<typeof AtualizacaoCadastro>;

/** A file part, documented as binary in /api/openapi.json; the check stays ArquivoEnviado's. */
const ArquivoDocumento = Object.assign(ArquivoEnviado.describe('Documento (até 10 MB)'), {
  metaOpenApi: { type: 'string', format: 'binary', nullable: false },
});
/** §5: a company type's list holds at most 4 documents. */
export const MAXIMO_DOCUMENTOS = 4;
/**
 * §7 AnexarDocumentacaoAssociado: multipart codSocio and, decided, one part per document named by its §3 field
 * (`contratoSocial`, …): each file says which document it is, never by its position. The server checks the set
 * against the company type's list (DOCUMENTOS_POR_TIPO) less the documents approved in the latest review (issue 27:
 * only the rejected ones are sent again): 'Você deve adicionar todos os documentos da lista.'
 */
export const DocumentacaoAssociado = z.object({
  codSocio: CodSocio,
  ...Object.fromEntries(DOCUMENTOS_ASSOCIADO.map((d) => [d, ArquivoDocumento.optional()])) as Record<DocumentoAssociado, z.ZodOptional<typeof ArquivoDocumento>>,
});

/** A document of the member's list, with what was last sent for it and its review (§4 INCORRETA). */
export const DocumentoDoMembro = z.object({
  documento: DocumentoAssociado,
  rotulo: z.string(),
  /** The file sent in the latest documentation ticket (GET /api/arquivos/:id), null when none. */
  enviado: z.object({ arquivoId: z.number().int(), nome: z.string(), url: z.string() }).nullable(),
  /** Staff's review text ('OK', 'INCORRETA: …'), null while not reviewed. */
  revisao: z.string().nullable(),
});
/** decided: what the documents screen reads (the list of §5 for the company type, and the latest ticket). */
export const DocumentacaoDoMembro = z.object({
  tipoEmpresa: TipoEmpresa,
  documentos: z.array(DocumentoDoMembro),
  /** The latest documentation ticket, null when none was opened. */
  chamado: z.object({ codigo: z.string(), status: StatusChamado }).nullable(),
});
export type DocumentacaoDoMembro = z.infer<typeof DocumentacaoDoMembro>;

const multipart = 'multipart/form-data' as const;

/** The consultant's calls on the associates of its carteira (spec §7 Consultant). */
export const cdlConsultorContract = c.router(
  {
    consultarCarteira: {
      method: 'GET', path: '/api/Consultor/ConsultarCarteira', query: ConsultaCarteira,
      responses: { 200: z.object({ associados: z.array(MembroCarteira), totalLinhas: z.number().int() }), 400: Mensagem },
      summary: 'decided: the consultant\'s carteira, filtered and paged by the server (/login/me keeps only codSocio and nomeSocio).',
    },
    consultarMembroCarteira: {
      method: 'GET', path: '/api/Consultor/ConsultarMembro', query: z.object({ membroId: IdRegistro }),
      responses: { 200: MembroCarteira, 400: Mensagem },
      summary: 'decided: one carteira row (the registration form reads the invited e-mail); 404 outside the carteira.',
    },
    consultarDocumentacaoAssociado: {
      method: 'GET', path: '/api/Consultor/ConsultarDocumentacaoAssociado', query: porCodSocio,
      responses: { 200: DocumentacaoDoMembro, 400: Mensagem },
      summary: 'decided: the documents the member\'s company type sends, with what was sent and its review.',
    },
    consultarChamados: {
      method: 'GET', path: '/api/Consultor/ConsultarChamados', query: porCodSocio,
      responses: { 200: z.array(Chamado), 400: Mensagem },
    },
    cadastrarAssociado: {
      method: 'POST', path: '/api/Consultor/CadastrarAssociado', body: NovoAssociado,
      // decided: 409 when the CPF/CNPJ is already an associate, or the invitation is not in stage Cadastro
      responses: { 200: z.object({ mensagem: z.string(), codSocio: z.string() }), 400: Mensagem, 409: Mensagem },
    },
    enviarEmailCredenciaisAssociado: {
      method: 'POST', path: '/api/Consultor/EnviarEmailCredenciaisAssociado', query: porCodSocio, body: c.noBody(),
      // decided: 429 past one e-mail per associate per 5 minutes; issue 27: with the whole seconds left (also Retry-After)
      responses: { 200: Mensagem, 400: Mensagem, 429: Mensagem.extend({ segundos: z.number().int().positive() }) },
    },
    enviarEmailFuturoAssociado: {
      method: 'POST', path: '/api/Consultor/EnviarEmailFuturoAssociado',
      query: z.object({ email: Email() }), body: c.noBody(),
      // decided: 409 when the e-mail is a login or its row is taken (invited with a link still open, accepted): one answer;
      // an expired invitation frees the e-mail (issue 26); 429 past the consultant's daily invitations (refusals count)
      responses: { 200: Mensagem, 400: Mensagem, 409: Mensagem, 429: Mensagem },
    },
    reenviarConvite: {
      method: 'POST', path: '/api/Consultor/ReenviarConvite', query: z.object({ membroId: IdRegistro }), body: c.noBody(),
      // decided (issue 26): a new link to the row's e-mail, the old one ended at once; 409 once the Termo de Uso was
      // accepted; 429 past the daily invitations; 404 outside the carteira
      responses: { 200: Mensagem, 400: Mensagem, 409: Mensagem, 429: Mensagem },
    },
    consultarAssociado: {
      method: 'GET', path: '/api/Consultor/ConsultarAssociado', query: porCodSocio,
      responses: { 200: Associado, 400: Mensagem },
    },
    atualizarCadastroAssociado: {
      method: 'POST', path: '/api/Consultor/AtualizarCadastroAssociado', body: AtualizacaoCadastro,
      // decided: 409 while an update request is already open (§2 warning banner)
      responses: { 200: Mensagem, 400: Mensagem, 409: Mensagem },
    },
    anexarDocumentacaoAssociado: {
      method: 'POST', path: '/api/Consultor/AnexarDocumentacaoAssociado', contentType: multipart, body: DocumentacaoAssociado,
      // decided (issue 26): the member in the query too, the same as the body's, so the server refuses a member outside
      // the carteira or documents under review before it reads up to 40 MB of files
      query: z.object({ codSocio: CodSocio }),
      metadata: { arquivos: MAXIMO_DOCUMENTOS },
      // decided: 409 while the documents are under review, or once they were all approved; a file's 400/413 names its part
      // (`campo`, issue 27)
      responses: { 200: Mensagem, 400: RecusaDeArquivo, 409: Mensagem, 413: RecusaDeArquivo },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('consultor') },
);

/** The invitation's token: 32 random bytes in base64url, travelling in the page's fragment and in request bodies, never in a URL the server logs. */
export const TokenConvite = z.string().max(64, 'Link inválido.').regex(/^[A-Za-z0-9_-]{43}$/, 'Link inválido.');
const SenhaNova = {
  senha: z.string().max(MAXIMO_SENHA, `A senha pode ter no máximo ${MAXIMO_SENHA} caracteres.`),
  confirmacao: z.string().max(MAXIMO_SENHA, `A senha pode ter no máximo ${MAXIMO_SENHA} caracteres.`),
};
/** The new password and its confirmation agree with the login's rules (problemaSenhaNova). */
function senhaConfere(v: { senha: string; confirmacao: string }, ctx: z.RefinementCtx) {
  const problema = problemaSenhaNova(v.senha, v.confirmacao);
  if (problema) ctx.addIssue({ code: 'custom', path: [problema.campo], message: problema.mensagem });
}
/** 'Aceitar e criar senha': the Termo de Uso's version, the acceptance and the password. */
export const AceiteConvite = z.object({
  token: TokenConvite,
  dtVersao: AceiteTermo.shape.dtVersao,
  browserData: AceiteTermo.shape.browserData,
  aceito: z.literal(true, { errorMap: () => ({ message: textosKit.marqueOAceite }) }),
  ...SenhaNova,
}).superRefine(senhaConfere);
export type AceiteConvite = z.input<typeof AceiteConvite>;
/** 'Enviar Login''s link: a new password. */
export const SenhaConvite = z.object({ token: TokenConvite, ...SenhaNova }).superRefine(senhaConfere);
export type SenhaConvite = z.input<typeof SenhaConvite>;

/** What an invitation link opens: the invited company's Termo de Uso and password (filiacao), or a new password (senha, 'Enviar Login'). */
export const Convite = z.object({
  finalidade: z.enum(['filiacao', 'senha']),
  email: z.string(),
  nomeConsultor: z.string(),
  /** The member's name once registered; null before. */
  nomeAssociado: z.string().nullable(),
  /** The Termo de Uso to accept (filiacao only): the very lines of its PDF. */
  termo: z.object({ titulo: z.string(), identificacao: z.array(z.string()), clausulas: z.array(z.string()), dtVersao: z.string() }).nullable(),
});
export type Convite = z.infer<typeof Convite>;

/**
 * decided (issue 21): the invited company's side, public (no session): the e-mail's link opens /convite#<token>; the
 * page reads the invitation, shows the Termo de Uso (PDF too), records its acceptance and the new password. A used,
 * expired or unknown token: 410 or 404 with a pt-BR sentence the page shows.
 */
export const conviteContract = c.router(
  {
    consultarConvite: {
      method: 'POST', path: '/api/Convite/Consultar', body: z.object({ token: TokenConvite }),
      responses: { 200: Convite, 400: Mensagem, 404: Mensagem, 410: Mensagem },
    },
    termoConvite: {
      method: 'POST', path: '/api/Convite/Termo', body: z.object({ token: TokenConvite }),
      responses: { 200: Arquivo, 400: Mensagem, 404: Mensagem, 410: Mensagem },
    },
    aceitarConvite: {
      method: 'POST', path: '/api/Convite/Aceitar', body: AceiteConvite,
      // 409: the term changed since the page was opened (textosKit.termoDesatualizado), or the e-mail became a login meanwhile
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem, 409: Mensagem, 410: Mensagem },
    },
    definirSenha: {
      method: 'POST', path: '/api/Convite/DefinirSenha', body: SenhaConvite,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem, 410: Mensagem },
    },
  },
  { strictStatusCodes: true, metadata: publica },
);
