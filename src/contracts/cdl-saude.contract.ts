import { z } from 'zod';
import { OPCIONAIS_OFERECIDOS, TIPO_CONJUGE } from '../domain/cdl-saude/cadastro';
import { EMAIL_INVALIDO, MAXIMO_EMAIL } from '../domain/comum/email';
import { para } from './comum/acesso';
import { CodSocio, Cpf, Data } from './comum/campos';
import { AceiteTermo, Arquivo, c, commonResponses, Mensagem, mensagemEmailLongo, Paginacao } from './comum/esquemas';
import { lista } from './comum/lista';
import { ArquivoEnviado, umOuMais } from './comum/multipart';

// Health plan (spec §7 "Health"). Codes of the legacy catalogues (operadora, assistência,
// plano, opcional) travel as strings: they carry leading zeros ('0002').

/**
 * The {product} segment of §7's `/api/{product}/...` health calls.
 * decided: GestaoSaude is the associate's own health plan; Consultor is the consultant variant
 * (§2 /produto/cdl-consultor/cdl-saude*), which always names the associate with codSocio.
 */
export const ProdutoSaude = z.enum(['GestaoSaude', 'Consultor']);
export type ProdutoSaude = z.infer<typeof ProdutoSaude>;
const comProduto = z.object({ product: ProdutoSaude });

/** A code of the legacy catalogues (operadora, assistência, plano): a few digits, leading zeros kept. */
const Codigo = (vazio: string) => z.string().min(1, vazio).max(20, vazio);
/**
 * decided: the documents of one upload, files[i] with cpf[i]. A family has at most 20 lives
 * (SubmissaoSaude) and the screen sends one person's required documents at a time (§2 one entry per person).
 */
const MAXIMO_DOCUMENTOS_SAUDE = 20;

// §3 Catalogues.
export const Operadora = z.object({ codoperadora: z.string(), operadora: z.string() });
export const AssistenciaSaude = z.object({ codassist: z.string(), assistencia: z.string() });
/** valor: monthly price in integer centavos (our API). */
export const PlanoSaude = z.object({ codplanofx: z.string(), tipoassistencia: z.string(), valor: z.number().int() });
/** valor: monthly price in integer centavos (our API). */
export const Opcional = z.object({ codopcional: z.string(), opcional: z.string(), valor: z.number().int() });
export const TipoDependente = z.object({ codtipodepend: z.string(), tipO_DEPENDENCIA: z.string() });
/** Marital status and sex share this shape (§3). */
export const ValorDescricao = z.object({ valor: z.string(), descricao: z.string() });
export type Operadora = z.infer<typeof Operadora>;
export type AssistenciaSaude = z.infer<typeof AssistenciaSaude>;
export type PlanoSaude = z.infer<typeof PlanoSaude>;
export type Opcional = z.infer<typeof Opcional>;
export type TipoDependente = z.infer<typeof TipoDependente>;
export type ValorDescricao = z.infer<typeof ValorDescricao>;

/** §9: dependent type codes the rules name. */
export { OPCIONAIS_OFERECIDOS, TIPO_CONJUGE, TIPO_TITULAR } from '../domain/cdl-saude/cadastro';

// §3/§4 Health life record, as ConsultarSamVidaArta lists it.
export const StatusVida = z.enum(['PREVIDA', 'VIDA', 'TROCA ACOMODACAO', 'TROCA OPCIONAIS']);
export type StatusVida = z.infer<typeof StatusVida>;
export const DocumentoObrigatorio = z.object({ documento: z.string() });
/** decided: a dependent row carries what the documents screen needs for that person (§2 one entry per person). */
export const VidaDependente = z.object({
  cpF_TITULAR: z.string(),
  cpF_DEPENDENTE: z.string(),
  nome: z.string(),
  listaDocsObrigatorios: z.array(DocumentoObrigatorio),
});
export const VidaSaude = z.object({
  cpF_TITULAR: z.string(),
  /** Empty for the holder's own row. */
  cpF_DEPENDENTE: z.string(),
  nome: z.string(),
  status: StatusVida,
  /** Document ticket status: 'Em Atendimento', 'Reprovado', 'Aprovado' (§4), null before any ticket. */
  statuschamado: z.string().nullable(),
  comentariochamado: z.string().nullable(),
  codchamado: z.string().nullable(),
  linkdrive: z.string().nullable(),
  boletO_URL: z.string().nullable(),
  statuS_PAGARME: z.string().nullable(),
  operadora: z.string(),
  assistencia: z.string(),
  acomodacao: z.string(),
  dependentes: z.array(VidaDependente),
  listaDocsObrigatorios: z.array(DocumentoObrigatorio),
});
export type VidaSaude = z.infer<typeof VidaSaude>;

/**
 * §7 ConsultarSamVidaArta: `?linhas&pagina` or `?cpfTitular`, each with an optional codSocio.
 * decided: one query object; paging defaults to §9's 5 per page, cpfTitular narrows the list to
 * that holder (404 when it has no lives); codSocio is required by the Consultor variant (400 without).
 */
export const SecaoVidas = z.enum(['andamento', 'ativas']);
export const ConsultaVidas = z.object({
  /**
   * decided: §2's two sections, each paged by the server: 'andamento' the families whose holder is PREVIDA, 'ativas'
   * the others (VIDA, TROCA …); absent, every family.
   */
  secao: SecaoVidas.optional(),
  linhas: Paginacao.shape.linhas.default(5),
  pagina: Paginacao.shape.pagina.default(1),
  cpfTitular: Cpf.optional(),
  codSocio: CodSocio.optional(),
});

// §3 Health submission (one life). cpF_DEPENDENTE is '' for the holder.
const ItemOpcional = z.object({ codopcional: z.enum(OPCIONAIS_OFERECIDOS, { message: 'Opcional não oferecido.' }) });
export const SubmissaoVida = z
  .object({
    cpF_TITULAR: Cpf,
    cpF_DEPENDENTE: Cpf.or(z.literal('')),
    nome: z.string().trim().min(1, 'Informe o nome.').max(120),
    datanascimento: Data,
    email: z.string().trim().max(MAXIMO_EMAIL, mensagemEmailLongo).email(EMAIL_INVALIDO),
    /** §3: the first 2 digits of the phone. */
    ddd: z.string().regex(/^\d{2}$/, 'Informe o telefone.').max(2, 'Informe o telefone.'),
    /** §3: the digits after the DDD, up to 9. */
    telefone: z.string().regex(/^\d{8,9}$/, 'Informe o telefone.').max(9, 'Informe o telefone.'),
    /** Dependent type code of ListarTiposDependentes (09 holder, 05 spouse). */
    titularidade: z.string().regex(/^\d{2}$/, 'Informe o tipo de dependente.').max(2, 'Informe o tipo de dependente.'),
    sexo: z.string().min(1, 'Informe o sexo.').max(10),
    estadoCivil: z.string().min(1, 'Informe o estado civil.').max(10),
    // decided: §5 requires a marriage date for type 05 but §3's submission omits it; it is sent here
    datacasamento: Data.optional(),
    mae: z.string().trim().min(1, 'Informe o nome da mãe.').max(120),
    rua: z.string().trim().min(1, 'Informe a rua.').max(200),
    numero: z.string().trim().min(1, 'Informe o número.').max(20),
    bairro: z.string().trim().min(1, 'Informe o bairro.').max(120),
    cidade: z.string().trim().min(1, 'Informe a cidade.').max(120),
    uf: z.string().regex(/^[A-Z]{2}$/, 'Informe o estado.').max(2, 'Informe o estado.'),
    cep: z.string().regex(/^\d{8}$/, 'CEP inválido.').max(8, 'CEP inválido.'),
    /** §5: at least 8 days after today (São Paulo), checked by the server against its clock. */
    datavigencia: Data,
    codplanofx: Codigo('Escolha o plano.'),
    // decided: listaOpcional carries the draft's opcionais as they are stored ({codopcional})
    listaOpcional: lista(ItemOpcional, OPCIONAIS_OFERECIDOS.length).default([]),
    /** Consultant variant only. */
    codSocio: CodSocio.optional(),
  })
  .superRefine((v, ctx) => {
    const codigos = v.listaOpcional.map((o) => o.codopcional);
    if (codigos.includes('0002') && codigos.includes('0004'))
      ctx.addIssue({ code: 'custom', path: ['listaOpcional'], message: 'Os opcionais 0002 e 0004 não podem ser escolhidos juntos.' });
    if (v.titularidade === TIPO_CONJUGE && !v.datacasamento)
      ctx.addIssue({ code: 'custom', path: ['datacasamento'], message: 'Informe a data de casamento.' });
    if (v.titularidade === TIPO_CONJUGE && v.estadoCivil !== 'C') // §4: spouse forces estadoCivil C
      ctx.addIssue({ code: 'custom', path: ['estadoCivil'], message: 'Cônjuge deve ter estado civil casado.' });
  });
export type SubmissaoVida = z.input<typeof SubmissaoVida>;

/**
 * decided: IncluirSamPrevidaArta takes the whole family at once (holder first, then dependents)
 * so a failure on one life writes nothing; the 400 lists the message of each failing life (§8).
 */
export const SubmissaoSaude = lista(SubmissaoVida, 20, 'Uma família pode ter no máximo 20 pessoas (titular e dependentes).')
  .min(1, 'Inclua o titular.')
  .superRefine((vidas, ctx) => {
    // decided: dependents may be added to a holder already sent, so the list may hold dependents only; the holder,
    // when it is sent, comes first (the server answers 400 for dependents of a holder it does not have)
    const titular = vidas[0]!;
    vidas.slice(1).forEach((d, i) => {
      if (d.cpF_TITULAR !== titular.cpF_TITULAR || d.cpF_DEPENDENTE === '')
        ctx.addIssue({ code: 'custom', path: [i + 1, 'cpF_DEPENDENTE'], message: 'Dependente com CPF do titular diferente ou sem CPF.' });
    });
    const cpfs = vidas.map((v) => v.cpF_DEPENDENTE || v.cpF_TITULAR);
    if (new Set(cpfs).size !== cpfs.length) ctx.addIssue({ code: 'custom', message: 'A mesma pessoa foi incluída duas vezes.' });
  });
export const ErroVida = z.object({ nome: z.string(), mensagem: z.string() });
export const ErroSubmissaoSaude = Mensagem.extend({
  erro: z.literal(true).optional(),
  /** One entry per life that failed; absent when the body itself was unreadable. */
  vidas: z.array(ErroVida).optional(),
});

export const ConsultaPlanos = z.object({
  /** Birth date of the person the plan is for (§5: required). */
  aniversario: Data,
  codOperadora: Codigo('Escolha a operadora.'),
  codAssistencia: Codigo('Escolha a assistência.'),
});
export const ConsultaPlanoDependente = z.object({ codPlanoFx: Codigo('Escolha o plano.'), dtNascimento: Data });

/**
 * A file part, documented as binary in /api/openapi.json; the check stays ArquivoEnviado's.
 * decided: the part's file name is the required document's name (§5: the client renames each file
 * keeping the original last four characters as extension).
 */
const ArquivoDocumento = Object.assign(ArquivoEnviado.describe('Documento (até 10 MB)'), {
  metaOpenApi: { type: 'string', format: 'binary', nullable: false },
});

/** §7 IncluirUsuariosPlanoVidaSaude: repeated files and repeated cpf, files[i] belongs to cpf[i]. */
export const DocumentosVidas = z
  .object({
    files: umOuMais(ArquivoDocumento, {
      maximo: { quantos: MAXIMO_DOCUMENTOS_SAUDE, mensagem: `Envie no máximo ${MAXIMO_DOCUMENTOS_SAUDE} documentos por vez.` },
    }),
    cpf: umOuMais(Cpf, { maximo: { quantos: MAXIMO_DOCUMENTOS_SAUDE, mensagem: 'Informe o CPF de cada arquivo.' } }),
  })
  .refine((b) => b.files.length === b.cpf.length, { path: ['cpf'], message: 'Informe o CPF de cada arquivo.' });
export const ResultadoDocumentosVidas = z.object({ success: z.boolean(), erroAplicacao: z.string().nullable() });

export const AceiteTermoSaude = AceiteTermo.extend({ cpfTitular: Cpf });

const multipart = 'multipart/form-data' as const;

/** Health plan: lives, catalogues and registration (spec §7 Health), served. */
export const cdlSaudeContract = c.router(
  {
    consultarSamVidaArta: {
      method: 'GET', path: '/api/:product/ConsultarSamVidaArta', pathParams: comProduto, query: ConsultaVidas,
      responses: { 200: z.object({ lista: z.array(VidaSaude), totalLinhas: z.number().int() }), 400: Mensagem, 404: Mensagem },
    },
    incluirSamPrevidaArta: {
      method: 'POST', path: '/api/:product/IncluirSamPrevidaArta', pathParams: comProduto, body: SubmissaoSaude,
      // 20 lives with their opcionais: at most 73 kB of JSON
      metadata: { corpoMaximo: 128 * 1024 },
      // decided: 409 a CPF already in a life in force or in progress of another family or associate; 429 past the open enrollments
      responses: { 200: z.object({ sucesso: z.literal(true), mensagem: z.string() }), 400: ErroSubmissaoSaude, 409: ErroSubmissaoSaude, 429: Mensagem },
    },
    listarOperadora: {
      method: 'GET', path: '/api/GestaoSaude/ListarOperadora',
      responses: { 200: z.array(Operadora), 400: Mensagem },
    },
    listarAssistenciaSaude: {
      method: 'GET', path: '/api/GestaoSaude/ListarAssistenciaSaude',
      query: z.object({ operadora: Codigo('Escolha a operadora.') }),
      responses: { 200: z.array(AssistenciaSaude), 400: Mensagem },
    },
    listarPlanoSaude: {
      method: 'POST', path: '/api/GestaoSaude/ListarPlanoSaude', body: ConsultaPlanos,
      responses: { 200: z.array(PlanoSaude), 400: Mensagem },
    },
    listarPlanoDependente: {
      method: 'POST', path: '/api/GestaoSaude/ListarPlanoDependente', body: ConsultaPlanoDependente,
      responses: { 200: PlanoSaude, 400: Mensagem, 404: Mensagem },
    },
    listarOpcional: {
      method: 'GET', path: '/api/:product/ListarOpcional', pathParams: comProduto,
      query: z.object({ assistencia: Codigo('Escolha a assistência.') }),
      responses: { 200: z.array(Opcional), 400: Mensagem },
    },
    listarEstadoCivil: {
      method: 'GET', path: '/api/GestaoSaude/ListarEstadoCivil',
      responses: { 200: z.array(ValorDescricao), 400: Mensagem },
    },
    listarTipoSexo: {
      method: 'GET', path: '/api/GestaoSaude/ListarTipoSexo',
      responses: { 200: z.array(ValorDescricao), 400: Mensagem },
    },
    listarTiposDependentes: {
      method: 'GET', path: '/api/:product/ListarTiposDependentes', pathParams: comProduto,
      responses: { 200: z.array(TipoDependente), 400: Mensagem },
    },
  },
  // the associate for itself, the consultant for an associate of its carteira ({product} Consultor)
  { strictStatusCodes: true, commonResponses, metadata: para('associado', 'consultor') },
);

/**
 * Health plan: documents and the additive term (spec §7 Health), issue 29: part of the API surface (portal.contract)
 * and not served yet.
 */
export const cdlSaudeDocumentosContract = c.router(
  {
    incluirUsuariosPlanoVidaSaude: {
      method: 'POST', path: '/api/GestaoSaude/IncluirUsuariosPlanoVidaSaude', contentType: multipart,
      query: z.object({ codSocio: CodSocio.optional() }), body: DocumentosVidas,
      responses: { 200: ResultadoDocumentosVidas, 400: Mensagem, 404: Mensagem, 413: Mensagem },
    },
    buscarTermoSaude: {
      method: 'GET', path: '/api/Drive/BuscarTermoSaude', query: z.object({ cpfTitular: Cpf }),
      // decided: dtVersao comes with the PDF so the acceptance names the version the user read
      responses: { 200: Arquivo.extend({ dtVersao: z.string() }), 400: Mensagem, 404: Mensagem },
    },
    aceitarTermoSaude: {
      method: 'POST', path: '/api/Drive/AceitarTermoSaude', body: AceiteTermoSaude,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('associado', 'consultor') },
);
