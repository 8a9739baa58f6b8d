import { generateOpenApi } from '@ts-rest/open-api';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AtualizacaoCadastro, DocumentacaoAssociado, NovoAssociado } from '../../src/contracts/cdl-consultor.contract';
import { ConsultaVidas, DocumentosVidas, SubmissaoSaude } from '../../src/contracts/cdl-saude.contract';
import { ConsultaAgenda, PagamentoCartao, SimulacaoReserva } from '../../src/contracts/cdl-varejo-inteligente.contract';
import { portalContract } from '../../src/contracts/portal.contract';
import { Cartao } from '../../src/contracts/common';
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
    for (const caminho of ['/api/GestaoSaude/IncluirUsuariosPlanoVidaSaude', '/api/Consultor/AnexarDocumentacaoAssociado']) {
      const op = (doc.paths[caminho] as any).post;
      const schema = op.requestBody.content['multipart/form-data'].schema;
      expect(schema.properties.files.items).toMatchObject({ type: 'string', format: 'binary' });
      expect(op.responses).toHaveProperty('413');
    }
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
    expect(mensagens(AtualizacaoCadastro, { codSocio: '123', telefone: '3133334444', email: 'x', endereco: 'Rua A, 10' })).toEqual([
      'Informe um e-mail válido.',
    ]);
  });

  it('documentação: codSocio e ao menos um arquivo', () => {
    const arquivo = new File(['x'], 'contratoSocial.pdf');
    expect(mensagens(DocumentacaoAssociado, { codSocio: '123', files: arquivo })).toEqual([]);
    expect(mensagens(DocumentacaoAssociado, { codSocio: '123' })).toEqual(['Selecione ao menos uma opção.']);
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

describe('CDL Varejo Inteligente', () => {
  const estacao = { posicao: 3, nome: 'Ana', telefone: '31988887777', rg: 'MG123', cpf: CPF };
  const reuniao = {
    tipoReserva: 'reuniao', agendaId: 1, titulo: 'Ana', inicio: '2030-01-10T09:00', fim: '2030-01-10T11:00', nomeEvento: 'Treinamento',
    qtdPessoas: 10, responsavel: 'Ana', telefone: '31988887777', email: 'ana@exemplo.com.br',
  };

  it('aceita reunião e estações de trabalho', () => {
    expect(mensagens(SimulacaoReserva, reuniao)).toEqual([]);
    expect(mensagens(SimulacaoReserva, { tipoReserva: 'estacao-trabalho', agendaId: 2, titulo: 'Ana', inicio: '2030-01-10', fim: '2030-04-10', estacoes: [estacao] })).toEqual([]);
    expect(mensagens(ConsultaAgenda, { agendaId: 2, inicio: '2030-01-10 00:00', fim: '2030-01-10 23:59' })).toEqual([]);
  });

  it('recusa com as mensagens do §5', () => {
    expect(mensagens(SimulacaoReserva, { ...reuniao, fim: '2030-01-10T08:00' })).toEqual(['Horário inválido maior inicio!']);
    expect(mensagens(SimulacaoReserva, { ...reuniao, tipoReserva: 'rooftop', fim: '2030-01-10T12:00' })).toEqual(['Reserva mínima é inferior a 4 horas!']);
    expect(mensagens(SimulacaoReserva, { tipoReserva: 'estacao-trabalho', agendaId: 2, titulo: 'Ana', inicio: '2030-01-10', fim: '2030-02-10', estacoes: [{ ...estacao, cpf: '11111111111' }] })).toEqual(['CPF Inválido!']);
  });

  it('pagamento com cartão exige o evento e a chave de idempotência', () => {
    const cartao = { idempotencyKey: UUID, nomeCartao: 'ANA', numeroCartao: '5555555555554444', dataExpiracaoCartao: '01/31', codigoValidacaoCartao: '1234', eventoId: 9 };
    expect(mensagens(PagamentoCartao, cartao)).toEqual([]);
    expect(mensagens(PagamentoCartao, { ...cartao, numeroCartao: '4111 1111' })).toEqual(['Número do cartão inválido.']);
    expect(mensagens(PagamentoCartao, { ...cartao, eventoId: undefined })).toEqual(['Campo obrigatório: "eventoId".']);
  });
});
