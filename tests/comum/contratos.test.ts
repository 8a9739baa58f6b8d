import { ContractNoBody, convertQueryParamsToUrlString, isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { AtualizacaoCadastro, DocumentacaoAssociado, NovoAssociado } from '../../src/contracts/cdl-consultor.contract';
import { ConsultaVidas, DocumentosVidas, SubmissaoSaude } from '../../src/contracts/cdl-saude.contract';
import { ConsultaAgenda } from '../../src/contracts/cdl-varejo-inteligente.contract';
import { portalContract } from '../../src/contracts/portal.contract';
import { MAXIMO_EMAIL } from '../../src/domain/comum/email';
import { Celular, CodSocio, Cpf, Data, DataHora, DataInformada, IdRegistro, Inteiro, Telefone, TelefoneOpcional } from '../../src/contracts/comum/campos';
import { Cartao, Paginacao } from '../../src/contracts/comum/esquemas';
import { lista, ZodLista } from '../../src/contracts/comum/lista';
import { clubeGestaoContract, NovoBanner } from '../../src/contracts/clube-vantagens.contract';
import { NovoContrato } from '../../src/contracts/spc-conciliador.contract';

/** Every call of spec §7 for health, consultant, reconciliation and smart retail, leading slash added. */
const CHAMADAS_SPEC: [metodo: 'get' | 'post', caminho: string][] = [
  // Health
  ['get', '/api/{product}/ConsultarSamVidaArta'],
  ['post', '/api/{product}/IncluirSamPrevidaArta'],
  ['get', '/api/GestaoSaude/ListarOperadora'],
  ['get', '/api/GestaoSaude/ListarAssistenciaSaude'],
  ['post', '/api/GestaoSaude/ListarPlanoSaude'],
  ['post', '/api/GestaoSaude/ListarPlanoDependente'],
  ['get', '/api/{product}/ListarOpcional'],
  ['get', '/api/GestaoSaude/ListarEstadoCivil'],
  ['get', '/api/GestaoSaude/ListarTipoSexo'],
  ['get', '/api/{product}/ListarTiposDependentes'],
  ['post', '/api/GestaoSaude/IncluirUsuariosPlanoVidaSaude'],
  ['get', '/api/Drive/BuscarTermoSaude'],
  ['post', '/api/Drive/AceitarTermoSaude'],
  // Consultant
  ['get', '/login/me'],
  ['get', '/api/Consultor/ConsultarChamados'],
  ['post', '/api/Consultor/CadastrarAssociado'],
  ['post', '/api/Consultor/EnviarEmailCredenciaisAssociado'],
  ['post', '/api/Consultor/EnviarEmailFuturoAssociado'],
  ['get', '/api/Consultor/ConsultarAssociado'],
  ['post', '/api/Consultor/AtualizarCadastroAssociado'],
  ['post', '/api/Consultor/AnexarDocumentacaoAssociado'],
  // Reconciliation
  ['get', '/api/Conciliador/ConsultarPlanosSpcConciliador'],
  ['get', '/api/Conciliador/ConsultarOperadorasSpcConciliador'],
  ['post', '/api/Conciliador/IncluirSpcConciliador'],
  ['post', '/api/Conciliador/AceitarTermoSpcConciliador'],
  ['get', '/api/Conciliador/ConsultarSpcConciliador'],
  ['post', '/api/Conciliador/RegistrarBoletoSpcConciliador'],
  ['post', '/api/Conciliador/PagamentoCreditoSpcConciliador'],
  ['post', '/api/Conciliador/PagamentoDebitoSpcConciliador'],
  ['post', '/api/Conciliador/PagamentoBoletoMensalSpcConciliador'],
  // Smart retail
  ['get', '/api/Agenda/ListarAgendas'],
  ['get', '/api/Agenda/ConsultarMinhaAgenda'],
  ['get', '/api/Agenda/ConsultarAgenda'],
  ['post', '/api/Agenda/SimularReserva'],
  ['post', '/api/Agenda/CancelarReserva'],
  ['post', '/api/Agenda/AceitarTermoVarejoInteligente'],
  ['post', '/api/Agenda/RegistrarBoletoVarejoInteligente'],
  ['post', '/api/Agenda/PagamentoCreditoVarejoInteligente'],
  ['post', '/api/Agenda/PagamentoBoletoMensalVarejoInteligente'],
];

/** The messages a schema gives for an input, [] when it accepts it. */
function mensagens(schema: z.ZodTypeAny, valor: unknown): string[] {
  const r = schema.safeParse(valor);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const CPF = '52998224725'; // passes the check digits
const CPF_2 = '11144477735';
const UUID = '7a1b7b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('OpenAPI de portalContract', () => {
  // as app.ts serves it at /api/openapi.json
  const doc = generateOpenApi(portalContract, { info: { title: 'Portal do Associado', version: '1.0.0' } }, { setOperationId: true });

  it.each(CHAMADAS_SPEC)('%s %s está no documento', (metodo, caminho) => {
    const operacoes = doc.paths[caminho] as Record<string, unknown> | undefined;
    expect(operacoes, caminho).toBeDefined();
    expect(operacoes).toHaveProperty(metodo);
  });

  it('o {product} da saúde é um parâmetro de caminho com os valores decididos', () => {
    const op = (doc.paths['/api/{product}/ConsultarSamVidaArta'] as any).get;
    expect(op.parameters).toContainEqual(
      expect.objectContaining({ name: 'product', in: 'path', required: true, schema: expect.objectContaining({ enum: ['GestaoSaude', 'Consultor'] }) }),
    );
  });

  it('os envios de arquivos são multipart, com arquivo binário e 413', () => {
    const saude = (doc.paths['/api/GestaoSaude/IncluirUsuariosPlanoVidaSaude'] as any).post;
    expect(saude.requestBody.content['multipart/form-data'].schema.properties.files.items).toMatchObject({ type: 'string', format: 'binary' });
    expect(saude.responses).toHaveProperty('413');
    // the consultant's documents: one part per document, named by its §3 field
    const consultor = (doc.paths['/api/Consultor/AnexarDocumentacaoAssociado'] as any).post;
    expect(consultor.requestBody.content['multipart/form-data'].schema.properties.contratoSocial).toMatchObject({ type: 'string', format: 'binary' });
    expect(consultor.responses).toHaveProperty('413');
  });

  it('toda chamada nova responde 401 e 403 (commonResponses)', () => {
    for (const [metodo, caminho] of CHAMADAS_SPEC.filter(([, p]) => p.startsWith('/api/'))) {
      const respostas = (doc.paths[caminho] as any)[metodo].responses;
      expect(Object.keys(respostas), caminho).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
  });
});

describe('CDL Saúde', () => {
  const titular = {
    cpF_TITULAR: CPF, cpF_DEPENDENTE: '', nome: 'Maria Silva', datanascimento: '1980-05-10', email: 'maria@exemplo.com.br',
    ddd: '31', telefone: '988887777', titularidade: '09', sexo: 'F', estadoCivil: 'S', mae: 'Ana Silva',
    rua: 'Rua A', numero: '10', bairro: 'Centro', cidade: 'Belo Horizonte', uf: 'MG', cep: '30110000',
    datavigencia: '2030-01-10', codplanofx: '123', listaOpcional: [{ codopcional: '0002' }],
  };
  const conjuge = { ...titular, cpF_DEPENDENTE: CPF_2, nome: 'João Silva', titularidade: '05', estadoCivil: 'C', datacasamento: '2010-02-01', listaOpcional: [] };

  it('aceita titular e cônjuge', () => {
    expect(mensagens(SubmissaoSaude, [titular, conjuge])).toEqual([]);
  });

  it("recusa CPF que não passa na verificação com 'CPF Inválido!'", () => {
    expect(mensagens(SubmissaoSaude, [{ ...titular, cpF_TITULAR: '52998224724' }])).toContain('CPF Inválido!');
    expect(mensagens(ConsultaVidas, { cpfTitular: '12345678900' })).toContain('CPF Inválido!');
  });

  it('recusa opcionais 0002 e 0004 juntos e cônjuge sem data de casamento', () => {
    const opcionais = mensagens(SubmissaoSaude, [{ ...titular, listaOpcional: [{ codopcional: '0002' }, { codopcional: '0004' }] }]);
    expect(opcionais).toEqual(['Os opcionais 0002 e 0004 não podem ser escolhidos juntos.']);
    const { datacasamento: _, ...semData } = conjuge;
    expect(mensagens(SubmissaoSaude, [titular, semData])).toEqual(['Informe a data de casamento.']);
  });

  it('documentos: um CPF por arquivo', () => {
    const arquivo = new File(['%PDF-1.4'], 'documentoIdentificacao.pdf', { type: 'application/pdf' });
    expect(mensagens(DocumentosVidas, { files: [arquivo, arquivo], cpf: [CPF, CPF_2] })).toEqual([]);
    expect(mensagens(DocumentosVidas, { files: arquivo, cpf: CPF })).toEqual([]); // one part each, not repeated
    expect(mensagens(DocumentosVidas, { files: [arquivo, arquivo], cpf: CPF })).toEqual(['Informe o CPF de cada arquivo.']);
    expect(mensagens(DocumentosVidas, { files: 'não é arquivo', cpf: CPF })).toEqual(['Envie o arquivo.']);
  });
});

describe('CDL Consultor', () => {
  const associado = {
    nomefantasia: 'Padaria Pão Bom', codpacote: '0000335', tp_empresa: 'PJ', nome: 'Pão Bom Ltda', cgccfo: '11222333000181',
    inscrestadual: '', contato: 'Carlos', cpf: CPF, sexo: 'M', datanascimento: '1975-03-02', celular: '31988887777',
    email: 'contato@paobom.com.br',
  };

  it('aceita o cadastro e envia inscrição estadual vazia como ISENTO (§5)', () => {
    const r = NovoAssociado.safeParse(associado);
    expect(r.success && r.data.inscrestadual).toBe('ISENTO');
  });

  it('recusa CNPJ inválido, pacote fora dos três e e-mail inválido com mensagens pt-BR', () => {
    expect(mensagens(NovoAssociado, { ...associado, cgccfo: '11222333000180' })).toEqual(['CPF/CNPJ inválido.']);
    expect(mensagens(NovoAssociado, { ...associado, codpacote: '0000001' })).toEqual(['Escolha o pacote.']);
    const endereco = { lograd: 'Rua A', numero: '10', bairro: 'Centro', cep: '30130-010', cidade: 'Belo Horizonte', uf: 'MG' };
    expect(mensagens(AtualizacaoCadastro, { codSocio: '123', telefone: '3133334444', email: 'x', endereco: 'Rua A, 10', ...endereco })).toEqual([
      'Informe um e-mail válido.',
    ]);
  });

  it('documentação: codSocio e um arquivo por documento, cada parte com o nome do seu documento', () => {
    const arquivo = new File(['x'], 'contrato.pdf');
    expect(mensagens(DocumentacaoAssociado, { codSocio: '123', contratoSocial: arquivo })).toEqual([]);
    expect(mensagens(DocumentacaoAssociado, { codSocio: '123', contratoSocial: 'texto' })).toEqual(['Envie o arquivo.']);
  });
});

describe('SPC Conciliador', () => {
  it("exige ao menos uma operadora: 'Obrigatório selecionar pelo menos 1 operadora' (§5)", () => {
    expect(mensagens(NovoContrato, { planoId: 1, qtdeCNPJs: 1, operadorasId: [7] })).toEqual([]);
    expect(mensagens(NovoContrato, { planoId: 1, qtdeCNPJs: 1, operadorasId: [] })).toEqual(['Obrigatório selecionar pelo menos 1 operadora']);
    expect(mensagens(NovoContrato, { planoId: 1, qtdeCNPJs: 0, operadorasId: [7] })).toEqual(['Informe a quantidade de CNPJ.']);
  });

  it('cartão: campos checados e chave de idempotência', () => {
    const cartao = { idempotencyKey: UUID, nomeCartao: 'MARIA SILVA', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123' };
    expect(mensagens(Cartao, cartao)).toEqual([]);
    expect(mensagens(Cartao, { ...cartao, dataExpiracaoCartao: '13/30' })).toEqual(['Validade do cartão inválida (MM/AA).']);
    expect(mensagens(Cartao, { ...cartao, idempotencyKey: 'x' })).toEqual(['Chave de pagamento inválida.']);
  });
});

// CDL Varejo Inteligente's payloads: tests/cdl-varejo-inteligente/contrato.test.ts

// ---------- shared field types and plain query strings (issue 8, part 3) ----------

describe('campos comuns (src/contracts/comum/campos.ts)', () => {
  it.each(['2024-02-29', '2025-02-28', '2025-12-31', '1900-01-01', '2999-12-31'])('Data aceita %s', (v) => {
    expect(mensagens(Data, v)).toEqual([]);
  });
  it.each([
    '2025-02-31', '2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-01-00', '0000-01-01', '1899-12-31', '3000-01-01',
    '2025-1-01', ' 2025-01-01', '2025-01-01 ', '2025-01-01T00:00', '01/01/2025', '２０２５-01-01',
  ])("Data recusa %j com 'Data inválida.'", (v) => {
    expect(mensagens(Data, v)).toEqual(['Data inválida.']);
  });
  it("Data vazia pede a data (issue 27: vazio não é inválido), com o texto do campo", () => {
    expect(mensagens(Data, '')).toEqual(['Informe a data.']);
    expect(mensagens(DataInformada('Informe a data de nascimento.'), '')).toEqual(['Informe a data de nascimento.']);
    expect(mensagens(DataInformada('Informe a data de nascimento.'), '2025-02-30')).toEqual(['Data inválida.']);
  });

  it.each(['2030-01-10T09:00', '2030-01-10T00:00', '2030-01-10T23:59', '2024-02-29T12:00', '2018-11-04T01:30'])('DataHora aceita %s', (v) => {
    expect(mensagens(DataHora, v)).toEqual([]);
  });
  it.each([
    '2030-01-10T24:00', '2030-01-10T09:60', '2030-02-30T09:00', '2030-01-10 09:00', '2030-01-10T09:00:00', '2030-01-10T09:00Z',
    '2030-01-10T9:00', '2030-01-10',
    '2018-11-04T00:30', // São Paulo skipped 00:00-00:59 that day (daylight saving began): no such instant
  ])("DataHora recusa %j com 'Horário inválido.'", (v) => {
    expect(mensagens(DataHora, v)).toEqual(['Horário inválido.']);
  });

  it("Cpf: 11 dígitos com verificadores, senão 'CPF Inválido!' (§5)", () => {
    expect(mensagens(Cpf, CPF)).toEqual([]);
    for (const v of ['52998224724', '11111111111', '5299822472', '5299822472a']) expect(mensagens(Cpf, v), v).toEqual(['CPF Inválido!']);
    expect(mensagens(Cpf, '')).toEqual(['Informe o CPF.']);
    expect(mensagens(Cpf, '529.982.247-25')).toContain('CPF Inválido!');
  });

  it('CodSocio é texto: guarda os zeros à esquerda; fora de 1 a 20 dígitos, "Selecione o associado."', () => {
    expect(CodSocio.parse('0001')).toBe('0001');
    expect(CodSocio.parse('0'.repeat(20))).toBe('0'.repeat(20));
    for (const v of ['', ' 0001', '0001 ', '"0001"', 'abc', '0001-2', '1'.repeat(21)]) expect(mensagens(CodSocio, v)[0], v).toBe('Selecione o associado.');
  });

  it('Telefone: DDD e número, fixo (10) ou celular (11, 9 depois do DDD); vazio pede, errado diz inválido (issue 27)', () => {
    expect(mensagens(Telefone(), '3133334444')).toEqual([]);
    expect(mensagens(Telefone(), '31988887777')).toEqual([]);
    expect(mensagens(Telefone(), '')).toEqual(['Informe o telefone.']);
    for (const v of ['313333444', '319888877771', '(31) 98888-7777', '31388887777', '3198887777', '0133334444', '1033334444'])
      expect(mensagens(Telefone(), v)[0], v).toMatch(/^Telefone inválido/);
    expect(mensagens(Celular(), '3133334444')[0]).toMatch(/^Celular inválido/);
    expect(mensagens(Celular(), '')).toEqual(['Informe o celular.']);
    expect(mensagens(TelefoneOpcional(), '')).toEqual([]);
    expect(mensagens(TelefoneOpcional(), '313')[0]).toMatch(/^Telefone inválido/);
  });

  it('Inteiro lê um número ou os dígitos de um texto, e nada mais (z.coerce leria "", " ", "1e3", "0x10", true, [5])', () => {
    const linhas = Inteiro(1, 100);
    expectTypeOf<z.input<typeof linhas>>().toEqualTypeOf<number>(); // client and server share one type
    expect([5, '5', '05', '100'].map((v) => linhas.parse(v))).toEqual([5, 5, 5, 100]);
    for (const v of ['', ' ', ' 5', '5 ', '1e3', '1e1', '0x10', '12abc', '1.5', '5.0', '+5', '"5"', 'true', '٥', true, null, [5], { 5: 5 }, Number.NaN, Infinity, 1.5]) {
      expect(mensagens(linhas, v)[0], String(v)).toBe('Dados inválidos.');
    }
    expect(mensagens(linhas, '0')).toEqual(['Dados inválidos.']);
    expect(mensagens(z.object({ linhas }), { linhas: '101' })).toEqual(['Valor grande demais em "linhas".']);
    expect(mensagens(z.object({ linhas }), { linhas: 'x' })).toEqual(['Valor inválido em "linhas".']);
    expect(mensagens(z.object({ linhas }), {})).toEqual(['Campo obrigatório: "linhas".']);
  });

  it('IdRegistro: int4 a partir de 1', () => {
    expect(IdRegistro.parse('2147483647')).toBe(2_147_483_647);
    expect(IdRegistro.parse(1)).toBe(1);
    for (const v of ['0', '-1', '2147483648', 2 ** 40, '9'.repeat(400)]) expect(IdRegistro.safeParse(v).success, String(v)).toBe(false);
  });

  it('o anuncioId do banner (campo de texto do multipart) é lido pelos dígitos, com a mensagem do formulário', () => {
    const banner = NovoBanner.shape.anuncioId;
    expect(banner.parse('0042')).toBe(42);
    for (const v of ['abc', '', '2147483648', '"42"']) expect(mensagens(banner, v), v).toEqual(['Escolha o anúncio do banner.']);
  });
});

describe('query strings simples (issue 8, part 3)', () => {
  /** A query as ts-rest's client (no jsonQuery) writes it and the server reads it back for the contract (no key repeats: app.ts refuses them). */
  const idaEVolta = (query: Record<string, unknown>) => Object.fromEntries(new URL(`http://portal.test/${convertQueryParamsToUrlString(query)}`).searchParams);

  it('o cliente escreve valores simples: ?codSocio=0001&linhas=5&pagina=1', () => {
    expect(convertQueryParamsToUrlString({ codSocio: '0001', linhas: 5, pagina: 1, cpfTitular: undefined })).toBe('?codSocio=0001&linhas=5&pagina=1');
  });

  it('codSocio chega como texto com seus zeros; linhas e pagina como números', () => {
    expect(ConsultaVidas.parse(idaEVolta({ codSocio: '0001', linhas: 5, pagina: 2 }))).toEqual({ codSocio: '0001', linhas: 5, pagina: 2 });
    // jsonQuery read ?codSocio=1234 as the number 1234 (a 400) and ?codSocio=0123 as text
    expect(ConsultaVidas.parse({ codSocio: '1234' })).toEqual({ codSocio: '1234', linhas: 5, pagina: 1 });
    expect(ConsultaVidas.parse({ codSocio: '0123', cpfTitular: CPF })).toMatchObject({ codSocio: '0123', cpfTitular: CPF });
  });

  it('um valor entre aspas JSON é o texto com aspas: 400', () => {
    expect(mensagens(ConsultaVidas, { codSocio: '"0001"' })).toEqual(['Selecione o associado.']);
    expect(mensagens(Paginacao, { linhas: '"5"', pagina: '1' })).toEqual(['Valor inválido em "linhas".']);
  });

  it('as datas de uma consulta são do calendário', () => {
    expect(mensagens(ConsultaAgenda, { agendaId: '2', inicio: '2030-01-10', fim: '2030-01-10 23:59' })).toEqual([]);
    expect(mensagens(ConsultaAgenda, { agendaId: '2', inicio: '2030-02-30', fim: '2030-01-10T24:00' })).toEqual(['Data inválida.', 'Data inválida.']);
  });

  it('/api/openapi.json descreve valores simples (schema), não JSON (content)', () => {
    const doc = generateOpenApi(portalContract, { info: { title: 'Portal do Associado', version: '1.0.0' } }, { setOperationId: true });
    const parametros = Object.values(doc.paths).flatMap((op) => Object.values(op as Record<string, { parameters?: any[] }>))
      .flatMap((o) => o.parameters ?? []).filter((p) => p.in === 'query');
    expect(parametros.length).toBeGreaterThan(10);
    for (const p of parametros) {
      expect(p, p.name).toHaveProperty('schema');
      expect(p, p.name).not.toHaveProperty('content');
    }
    const consulta = (caminho: string, metodo = 'get') => (doc.paths[caminho] as any)[metodo].parameters as any[];
    expect(consulta('/api/Clube/ConsultarAnunciosClubeVantagens')).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'linhas', required: true, schema: { type: 'integer', minimum: 1, maximum: 100 } }),
      expect.objectContaining({ name: 'pagina', required: true, schema: { type: 'integer', minimum: 1, maximum: 100_000 } }),
    ]));
    expect(consulta('/api/Consultor/ConsultarChamados')).toEqual([
      expect.objectContaining({ name: 'codSocio', required: true, schema: expect.objectContaining({ type: 'string', pattern: '^\\d{1,20}$', maxLength: 20 }) }),
    ]);
    const banner = (doc.paths['/api/Clube/IncluirBannerClubeVantagens'] as any).post.requestBody.content['multipart/form-data'].schema;
    expect(banner.properties.dtInicio).toMatchObject({ type: 'string', format: 'date', maxLength: 10 });
    expect(banner.properties.anuncioId).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    expect(clubeGestaoContract.consultarAnunciosClubeVantagens.query).toBe(Paginacao);
  });
});

// ---------- every client input is bounded (issue 7) ----------

const K = z.ZodFirstPartyTypeKind;

/** Every route of a (nested) ts-rest router, named by its keys. */
function rotasDe(router: AppRouter, prefixo = ''): [nome: string, rota: AppRoute][] {
  return Object.entries(router).flatMap(([chave, valor]) =>
    isAppRoute(valor) ? [[`${prefixo}${chave}`, valor] as [string, AppRoute]] : rotasDe(valor as AppRouter, `${prefixo}${chave}.`));
}

/**
 * What a schema lets a client send without a bound: an unbounded string (no max/length; an
 * e-mail above 254), array (no max), record/map (no count bound) or number (no finite min and max,
 * or neither int nor finite), and anything the walk cannot read. Each as 'path: problem'.
 */
function semLimite(schema: z.ZodTypeAny, caminho: string, acima = new Set<z.ZodTypeAny>()): string[] {
  if (acima.has(schema)) return []; // a z.lazy cycle: its parts were walked the first time round
  acima.add(schema);
  try {
    return semLimiteDe(schema, caminho, acima);
  } finally {
    acima.delete(schema);
  }
}

function semLimiteDe(schema: z.ZodTypeAny, caminho: string, vistos: Set<z.ZodTypeAny>): string[] {
  const def = schema._def as any;
  const em = (sub: string) => (caminho ? `${caminho}.${sub}` : sub);
  const dentro = (s: z.ZodTypeAny, c = caminho) => semLimite(s, c, vistos);
  switch (def.typeName as z.ZodFirstPartyTypeKind) {
    case K.ZodString: {
      const checks = def.checks as { kind: string; value?: number }[];
      const maximo = Math.min(...checks.filter((c) => c.kind === 'max' || c.kind === 'length').map((c) => c.value!));
      if (!Number.isFinite(maximo)) return [`${caminho}: texto sem tamanho máximo`];
      if (checks.some((c) => c.kind === 'email') && maximo > MAXIMO_EMAIL) return [`${caminho}: e-mail com máximo ${maximo} > ${MAXIMO_EMAIL}`];
      return [];
    }
    case K.ZodNumber:
    case K.ZodBigInt: {
      const checks = def.checks as { kind: string; value?: number | bigint }[];
      const finito = (kind: string) => checks.some((c) => c.kind === kind && (typeof c.value === 'bigint' || Number.isFinite(c.value)));
      const problemas = [
        !finito('min') && 'sem mínimo',
        !finito('max') && 'sem máximo',
        def.typeName === K.ZodNumber && !checks.some((c) => c.kind === 'int' || c.kind === 'finite') && 'nem int nem finite',
      ].filter(Boolean);
      return problemas.length ? [`${caminho}: número ${problemas.join(', ')}`] : [];
    }
    case K.ZodArray: {
      const problema = def.maxLength === null && def.exactLength === null ? [`${caminho}: lista sem quantidade máxima`]
        // a plain z.array reads every element past its maximum (issue 19): a client's list is a lista()
        : schema instanceof ZodLista ? [] : [`${caminho}: z.array em vez de lista()`];
      return [...problema, ...dentro(def.type, em('[]'))];
    }
    case K.ZodSet:
      return [...(def.maxSize === null ? [`${caminho}: conjunto sem quantidade máxima`] : []), ...dentro(def.valueType, em('[]'))];
    case K.ZodRecord:
    case K.ZodMap:
      return [`${caminho}: mapa sem quantidade máxima`, ...dentro(def.keyType, em('<chave>')), ...dentro(def.valueType, em('<valor>'))];
    case K.ZodObject: {
      const campos = Object.entries(def.shape() as z.ZodRawShape).flatMap(([nome, s]) => dentro(s, em(nome)));
      return def.catchall._def.typeName === K.ZodNever ? campos : [...campos, ...dentro(def.catchall, em('<outros>'))];
    }
    case K.ZodTuple:
      return [...(def.items as z.ZodTypeAny[]).flatMap((s, i) => dentro(s, em(String(i)))),
        ...(def.rest ? [`${caminho}: tupla sem quantidade máxima`] : [])];
    case K.ZodUnion:
    case K.ZodDiscriminatedUnion:
      return [...(def.options as z.ZodTypeAny[])].flatMap((s) => dentro(s));
    case K.ZodIntersection:
      return [...dentro(def.left), ...dentro(def.right)];
    case K.ZodOptional:
    case K.ZodNullable:
    case K.ZodDefault:
    case K.ZodCatch:
    case K.ZodReadonly:
      return dentro(def.innerType);
    case K.ZodBranded:
      return dentro(def.type);
    case K.ZodLazy:
      return dentro(def.getter());
    case K.ZodPipeline:
      return [...dentro(def.in), ...dentro(def.out)];
    case K.ZodEffects:
      // z.instanceof(Blob): a refinement over any; a file part is bounded by the body cap
      if (def.effect.type === 'refinement' && def.schema._def.typeName === K.ZodAny) return [];
      return dentro(def.schema);
    case K.ZodEnum:
    case K.ZodNativeEnum:
    case K.ZodLiteral:
    case K.ZodBoolean:
    case K.ZodDate:
    case K.ZodNull:
    case K.ZodUndefined:
    case K.ZodNever:
      return [];
    default:
      return [`${caminho}: ${def.typeName ?? 'tipo desconhecido'} sem limite`];
  }
}

/** The offenders of one part of a request (body, query, pathParams, headers). */
function semLimiteNaParte(parte: string, valor: unknown): string[] {
  if (valor === undefined || valor === null || valor === ContractNoBody) return [];
  if (valor instanceof z.ZodType) return semLimite(valor, parte);
  // ts-rest also takes headers as a plain object of schemas
  if (typeof valor === 'object')
    return Object.entries(valor).flatMap(([nome, s]) => (s instanceof z.ZodType ? semLimite(s, `${parte}.${nome}`) : [`${parte}.${nome}: não é um schema zod`]));
  return [`${parte}: não é um schema zod (nada é validado)`];
}

describe('toda entrada do cliente é limitada (issue 7)', () => {
  const rotas = rotasDe(portalContract);

  it('percorre todas as rotas do portal', () => {
    expect(rotas.length).toBeGreaterThan(50);
  });

  it('todo texto tem tamanho máximo, toda lista quantidade máxima, todo número faixa finita', () => {
    const infratores = rotas.flatMap(([nome, rota]) =>
      (['body', 'query', 'pathParams', 'headers'] as const).flatMap((parte) =>
        semLimiteNaParte(parte, (rota as Record<string, unknown>)[parte]).map((p) => `${nome} (${rota.method} ${rota.path}) ${p}`)));
    expect(infratores, `${infratores.length} entradas sem limite:\n${infratores.join('\n')}`).toEqual([]);
  });

  it('o percurso acha o que falta (auto-teste)', () => {
    const Arquivo = z.instanceof(Blob);
    const limitado = z.object({
      a: z.string().max(3), b: z.string().length(11), c: z.number().int().min(1).max(9), d: lista(z.boolean(), 2),
      e: z.preprocess((v) => v, lista(Arquivo, 3).min(1)), f: z.enum(['x']).optional(), g: z.string().max(254).email(),
    });
    expect(semLimite(limitado, 'corpo')).toEqual([]);
    const solto = z.object({
      a: z.string().uuid(), b: z.string().email().max(300), c: z.number().int(), d: z.number().min(0).max(1),
      e: z.array(z.string().max(1)), f: z.record(z.string().max(1)), g: z.union([z.string(), z.literal(1)]).default(''),
      h: z.string().max(9).transform(Number).pipe(z.number()), i: z.any(), j: z.array(z.boolean()).max(2),
    });
    expect(semLimite(solto, 'corpo')).toEqual([
      'corpo.a: texto sem tamanho máximo', 'corpo.b: e-mail com máximo 300 > 254', 'corpo.c: número sem mínimo, sem máximo',
      'corpo.d: número nem int nem finite', 'corpo.e: lista sem quantidade máxima', 'corpo.f: mapa sem quantidade máxima',
      'corpo.f.<chave>: texto sem tamanho máximo', 'corpo.g: texto sem tamanho máximo',
      'corpo.h: número sem mínimo, sem máximo, nem int nem finite', 'corpo.i: ZodAny sem limite', 'corpo.j: z.array em vez de lista()',
    ]);
  });
});

describe('lista(): uma lista do cliente custa pouco para recusar (issue 19)', () => {
  /** An element schema that counts how many elements zod read. */
  function contado() {
    const lidos = { n: 0 };
    return { lidos, elemento: z.number().refine(() => { lidos.n++; return true; }) };
  }

  it('longa demais: um só problema, antes de ler qualquer elemento', () => {
    const { lidos, elemento } = contado();
    const r = lista(elemento, 3, 'No máximo 3.').safeParse(Array(500_000).fill(1));
    expect(r.success ? [] : r.error.issues).toEqual([expect.objectContaining({ code: 'too_big', message: 'No máximo 3.', path: [] })]);
    expect(lidos.n).toBe(0);
  });

  it('para no primeiro elemento inválido: os problemas de um item, não de todos', () => {
    const r = lista(z.object({ cpf: z.string().max(11), nome: z.string().max(9) }), 1000).safeParse(Array(1000).fill({}));
    expect(r.success ? [] : r.error.issues.map((i) => i.path)).toEqual([[0, 'cpf'], [0, 'nome']]);
  });

  it('dentro do limite, é a z.array de sempre: valores, mínimo, refine e o tipo de entrada', () => {
    const ids = lista(IdRegistro, 5).min(1, 'Ao menos um.').refine((v) => new Set(v).size === v.length, 'Repetido.');
    expect(ids.safeParse(['1', 2]).data).toEqual([1, 2]);
    expect(mensagens(ids, [])).toEqual(['Ao menos um.']);
    expect(mensagens(ids, [1, 1])).toEqual(['Repetido.']);
    expect(mensagens(ids, 'x')).toEqual(['Dados inválidos.']);
    expectTypeOf<z.input<typeof ids>>().toEqualTypeOf<number[]>();
  });

  it('500 000 operadoras no IncluirSpcConciliador: recusadas em poucos milissegundos', () => {
    const corpo = { planoId: 1, qtdeCNPJs: 1, operadorasId: Array(500_000).fill(1) };
    NovoContrato.safeParse(corpo);
    const inicio = performance.now();
    expect(NovoContrato.safeParse(corpo).success).toBe(false);
    expect(performance.now() - inicio).toBeLessThan(20);
  });
});
