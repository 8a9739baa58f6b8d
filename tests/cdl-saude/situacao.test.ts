import { describe, expect, it } from 'vitest';
import {
  linhaDoPlano, podeAlterarPlano, rotuloDaLinha, situacaoDaVida, STATUS_DA_SECAO, type SituacaoDaVida, type VidaDaLinha,
} from '../../src/domain/cdl-saude/situacao';

const CPF = '52998224725';
const BOLETO = 'https://boletos.exemplo.com.br/b/123';
const vida = (v: Partial<VidaDaLinha>): VidaDaLinha => ({
  cpF_TITULAR: CPF, status: 'PREVIDA', statuschamado: null, codchamado: null, linkdrive: null, boletO_URL: null, statuS_PAGARME: null,
  operadora: 'UNIMED BH', assistencia: 'Hospitalar com obstetrícia', acomodacao: 'Apartamento', dependentes: [], ...v,
});
const docs = { tipo: 'documentos', cpfTitular: CPF } as const;
const pagamento = { tipo: 'pagamento', cpfTitular: CPF } as const;
const boleto = { tipo: 'boleto', url: BOLETO } as const;

// §4, every combination the rules read: status × slip × drive link × ticket code × ticket status × payment status
const casos: [string, Partial<VidaDaLinha>, SituacaoDaVida][] = [
  ['VIDA', { status: 'VIDA' }, { rotulo: 'Situação Ativa', acao: null, destino: null, perigo: false }],
  ['VIDA com boleto (ignorado)', { status: 'VIDA', boletO_URL: BOLETO }, { rotulo: 'Situação Ativa', acao: null, destino: null, perigo: false }],
  ['TROCA ACOMODACAO com boleto', { status: 'TROCA ACOMODACAO', boletO_URL: BOLETO }, { rotulo: 'Aguardando Pagamento', acao: 'Abrir boleto', destino: boleto, perigo: false }],
  ['TROCA ACOMODACAO sem boleto', { status: 'TROCA ACOMODACAO' }, { rotulo: 'Aguardando Pagamento', acao: null, destino: null, perigo: false }],
  ['TROCA OPCIONAIS com boleto', { status: 'TROCA OPCIONAIS', boletO_URL: BOLETO }, { rotulo: 'Aguardando Pagamento', acao: 'Abrir boleto', destino: boleto, perigo: false }],
  ['TROCA OPCIONAIS sem boleto', { status: 'TROCA OPCIONAIS' }, { rotulo: 'Continuar processo', acao: 'Continuar processo', destino: pagamento, perigo: false }],
  ['TROCA OPCIONAIS com boleto em branco', { status: 'TROCA OPCIONAIS', boletO_URL: '  ' }, { rotulo: 'Continuar processo', acao: 'Continuar processo', destino: pagamento, perigo: false }],
  ['PREVIDA sem drive e sem chamado', {}, { rotulo: 'Documentação', acao: 'Clique para enviar', destino: docs, perigo: false }],
  ['PREVIDA com textos em branco', { linkdrive: '', codchamado: ' ' }, { rotulo: 'Documentação', acao: 'Clique para enviar', destino: docs, perigo: false }],
  ['PREVIDA, chamado Em Atendimento', { codchamado: '77', linkdrive: 'https://drive/x', statuschamado: 'Em Atendimento' }, { rotulo: 'Em Análise', acao: null, destino: null, perigo: false }],
  ['PREVIDA, chamado Reprovado', { codchamado: '77', statuschamado: 'Reprovado' }, { rotulo: 'Reprovado', acao: 'Enviar novamente', destino: docs, perigo: true }],
  ['PREVIDA, chamado Aprovado, pagamento em branco', { codchamado: '77', statuschamado: 'Aprovado', statuS_PAGARME: '' }, { rotulo: 'Pagamento Pendente', acao: 'Pagar', destino: pagamento, perigo: false }],
  ['PREVIDA, chamado Aprovado, sem pagamento', { codchamado: '77', statuschamado: 'Aprovado' }, { rotulo: 'Pagamento Pendente', acao: 'Pagar', destino: pagamento, perigo: false }],
  ['PREVIDA, chamado Aprovado e pago', { codchamado: '77', statuschamado: 'Aprovado', statuS_PAGARME: 'paid' }, { rotulo: 'Em Análise', acao: null, destino: null, perigo: false }],
  ['PREVIDA, só link do drive (sem status do chamado)', { linkdrive: 'https://drive/x' }, { rotulo: 'Em Análise', acao: null, destino: null, perigo: false }],
  ['PREVIDA, só código do chamado', { codchamado: '77' }, { rotulo: 'Em Análise', acao: null, destino: null, perigo: false }],
  // the ticket decides only once there is a drive link or a ticket code: a status alone is the documents step
  ['PREVIDA, status Reprovado sem drive nem código', { statuschamado: 'Reprovado' }, { rotulo: 'Documentação', acao: 'Clique para enviar', destino: docs, perigo: false }],
  ['PREVIDA com boleto (ignorado na documentação)', { boletO_URL: BOLETO }, { rotulo: 'Documentação', acao: 'Clique para enviar', destino: docs, perigo: false }],
];

describe('situação da linha do titular (§4)', () => {
  it.each(casos)('%s', (_, v, esperado) => expect(situacaoDaVida(vida(v))).toEqual(esperado));
});

describe('rótulo, plano e Alterar Plano (§4)', () => {
  it.each([[0, 'Titular'], [1, 'Titular + 1 dependente(s)'], [3, 'Titular + 3 dependente(s)']] as const)('%i dependente(s): %s', (n, rotulo) => {
    expect(rotuloDaLinha({ dependentes: Array.from({ length: n }, () => ({})) })).toBe(rotulo);
  });
  it("linha do plano 'operadora, assistência (acomodação)', Unicode como veio", () => {
    expect(linhaDoPlano(vida({}))).toBe('UNIMED BH, Hospitalar com obstetrícia (Apartamento)');
    expect(linhaDoPlano(vida({ operadora: 'Saúde 李 😀', assistencia: 'Ambulatorial', acomodacao: 'Enfermaria' }))).toBe('Saúde 李 😀, Ambulatorial (Enfermaria)');
  });
  it.each([['VIDA', true], ['PREVIDA', false], ['TROCA ACOMODACAO', false], ['TROCA OPCIONAIS', false]] as const)('Alterar Plano em %s: %s', (status, pode) => {
    expect(podeAlterarPlano({ status })).toBe(pode);
  });
  it('as seções: PREVIDA em andamento; VIDA e as trocas nas ativas; cada status em uma só', () => {
    expect(STATUS_DA_SECAO.andamento).toEqual(['PREVIDA']);
    expect([...STATUS_DA_SECAO.andamento, ...STATUS_DA_SECAO.ativas].sort()).toEqual(['PREVIDA', 'TROCA ACOMODACAO', 'TROCA OPCIONAIS', 'VIDA']);
  });
});
