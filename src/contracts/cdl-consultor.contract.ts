import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { para } from './comum/acesso';
import { CodSocio, Cpf, Data, Telefone } from './comum/campos';
import { c, commonResponses, Email, Mensagem } from './comum/esquemas';
import { ArquivoEnviado, umOuMais } from './comum/multipart';

// Consultant area (spec §7 "Consultant"). GET /login/me lives in auth.contract.ts.
// A codSocio outside the consultant's carteira answers 404 'Associado não encontrado na sua carteira.'
// (commonResponses) whether or not it exists: the server never tells a stranger which codes exist.

const porCodSocio = z.object({ codSocio: CodSocio });

// §3 Ticket. status: 0 Aberto, 1 Cancelado, 2 Finalizado.
export const StatusChamado = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** §3: the documents of a documentation ticket; a field containing INCORRETA was rejected (§4). */
export const DOCUMENTOS_ASSOCIADO = [
  'comprovanteConselho', 'comprovanteEndereco', 'comprovanteReceidaFederal', 'contratoSocial',
  'declaracaoTributacao', 'documentoIdentificacao', 'guiaInssPago', 'pisOuNid',
] as const;
export const DocumentoAssociado = z.enum(DOCUMENTOS_ASSOCIADO);
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
  comprovanteConselho: revisao,
  comprovanteEndereco: revisao,
  comprovanteReceidaFederal: revisao,
  contratoSocial: revisao,
  declaracaoTributacao: revisao,
  documentoIdentificacao: revisao,
  guiaInssPago: revisao,
  pisOuNid: revisao,
});
export type Chamado = z.infer<typeof Chamado>;

// §3 Associate (registration). §3/§9 packages and company types.
/** §3: consultant packages Essencial, Prata and Ouro. decided: codpacote must be one of them. */
export const PACOTES_CONSULTOR = { Essencial: '0000283', Prata: '0000335', Ouro: '0000336' } as const;
export const TIPOS_EMPRESA = {
  PJ: 'Pessoa Jurídica', AE: 'Associação ou Entidade', PL: 'Profissional Liberal', AUT: 'Autônomo', MEI: 'MEI',
} as const;
export const TipoEmpresa = z.enum(['PJ', 'AE', 'PL', 'AUT', 'MEI'], { message: 'Informe o tipo de empresa.' });
export type TipoEmpresa = z.infer<typeof TipoEmpresa>;

/**
 * §7 CadastrarAssociado. decided: the body has what the consultant types; the fixed values of §9
 * (codcoligada 0, formapgto C, codcfo -1, ativo 0, pagrec 3), pessoafisoujur (f for PL and AUT,
 * else j, derived from tp_empresa) and codcoltcf/codtcf (not shown) are set by the server.
 */
export const NovoAssociado = z.object({
  nomefantasia: z.string().trim().min(1, 'Informe o nome fantasia.').max(120),
  codpacote: z.enum([PACOTES_CONSULTOR.Essencial, PACOTES_CONSULTOR.Prata, PACOTES_CONSULTOR.Ouro], { message: 'Escolha o pacote.' }),
  tp_empresa: TipoEmpresa,
  nome: z.string().trim().min(1, 'Informe a razão social.').max(120),
  /** CPF or CNPJ, digits only. */
  cgccfo: z.string().max(14, 'CPF/CNPJ inválido.').refine((v) => (/^\d{11}$/.test(v) && isValidCPF(v)) || (/^\d{14}$/.test(v) && isValidCNPJ(v)), 'CPF/CNPJ inválido.'),
  /** §5: an empty state registration is sent as ISENTO. */
  inscrestadual: z.string().trim().max(20).default('').transform((v) => v || 'ISENTO'),
  contato: z.string().trim().min(1, 'Informe o contato.').max(120),
  cpf: Cpf,
  sexo: z.enum(['M', 'F'], { message: 'Informe o sexo.' }),
  datanascimento: Data,
  /** Digits with DDD. */
  celular: Telefone('Informe o celular.'),
  /** Optional: '' when not given. */
  telefone: Telefone('Telefone inválido.').or(z.literal('')).default(''),
  /** Read-only on the form: the e-mail the future associate was invited with. */
  email: Email(),
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
});
export type Associado = z.infer<typeof Associado>;

/** §7 AtualizarCadastroAssociado: endereco joins street, number, complement, neighbourhood, CEP digits, city/state. */
export const AtualizacaoCadastro = z.object({
  codSocio: CodSocio,
  /** Digits with DDD; §9 mask (##) ####-####. */
  telefone: Telefone(),
  email: Email(),
  endereco: z.string().trim().min(1, 'Informe o endereço.').max(500),
  /** Always null from the portal (§7). */
  origem: z.null().default(null),
});
export type AtualizacaoCadastro = z.input<typeof AtualizacaoCadastro>;

/**
 * A file part, documented as binary in /api/openapi.json; the check stays ArquivoEnviado's.
 * decided: the part's file name is the document's name (DOCUMENTOS_ASSOCIADO) plus the original
 * extension, as the client renames it (§5).
 */
const ArquivoDocumento = Object.assign(ArquivoEnviado.describe('Documento (até 10 MB)'), {
  metaOpenApi: { type: 'string', format: 'binary', nullable: false },
});
/** §5: a document list holds at most 4 documents. */
const MAXIMO_DOCUMENTOS = 4;
/** §7 AnexarDocumentacaoAssociado: multipart files and codSocio; §5 lists hold at most 4 documents. */
export const DocumentacaoAssociado = z.object({
  codSocio: CodSocio,
  files: umOuMais(ArquivoDocumento, { maximo: { quantos: MAXIMO_DOCUMENTOS, mensagem: 'Envie no máximo 4 documentos.' } }),
});

const multipart = 'multipart/form-data' as const;

/** The consultant's calls on the associates of its carteira (spec §7 Consultant). */
export const cdlConsultorContract = c.router(
  {
    consultarChamados: {
      method: 'GET', path: '/api/Consultor/ConsultarChamados', query: porCodSocio,
      responses: { 200: z.array(Chamado), 400: Mensagem },
    },
    cadastrarAssociado: {
      method: 'POST', path: '/api/Consultor/CadastrarAssociado', body: NovoAssociado,
      // decided: 409 when the CPF/CNPJ is already an associate
      responses: { 200: z.object({ mensagem: z.string(), codSocio: z.string() }), 400: Mensagem, 409: Mensagem },
    },
    enviarEmailCredenciaisAssociado: {
      method: 'POST', path: '/api/Consultor/EnviarEmailCredenciaisAssociado', query: porCodSocio, body: c.noBody(),
      responses: { 200: Mensagem, 400: Mensagem },
    },
    enviarEmailFuturoAssociado: {
      method: 'POST', path: '/api/Consultor/EnviarEmailFuturoAssociado',
      query: z.object({ email: Email() }), body: c.noBody(),
      responses: { 200: Mensagem, 400: Mensagem },
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
      metadata: { arquivos: MAXIMO_DOCUMENTOS },
      responses: { 200: Mensagem, 400: Mensagem, 413: Mensagem },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('consultor') },
);
