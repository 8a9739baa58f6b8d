import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pedidoDaAtualizacaoConsultor } from '../../src/server/cdl-consultor/atendimento';
import { atualizacoesCadastro, cadastrosAssociado } from '../../src/server/db/schema/cdl-consultor';
import { chamados } from '../../src/server/db/schema/comum';
import { BANCO, fotografia, type Portal } from '../support/portal';
import { abrirPortalDosConsultores, aceitarTermo, emailNovo, membroRegistrado, novoAssociadoCorpo, novoConsultor } from './apoio';

// Issue 27, items 1 and 9 on the server: a mobile's 11 digits kept whole by Editar Dados and Cadastrar; required-empty
// says 'Informe …', a wrong value says invalid; no birth date after today (the server's São Paulo today); a state
// registration holds digits (with dots, dashes and slashes) or ISENTO.

const INICIO = '2026-11-19T15:00:00Z'; // São Paulo's 19/11/2026, 12:00
const NASCIMENTO_FUTURO = 'A data de nascimento não pode ser depois de hoje.';
const IE_INVALIDA = 'Inscrição estadual inválida: use só números (pontos, traços e barras são aceitos), ou deixe em branco se for isento.';

describe(`formulários do consultor: telefones, vazios e inválidos (${BANCO})`, () => {
  let portal: Portal;
  abrirPortalDosConsultores(INICIO, (p) => ({ portal } = p));
  const db = () => portal.deps.database.db;

  async function convidadoPronto() {
    const c = await novoConsultor(portal);
    const email = emailNovo();
    expect((await c.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } })).status).toBe(200);
    await aceitarTermo(portal, c.id, email);
    return { c, email };
  }

  it('Editar Dados: um celular de 11 dígitos é aceito e guardado inteiro; o atendimento lê (31) 98888-7777', async () => {
    const c = await novoConsultor(portal);
    const { codSocio } = await membroRegistrado(portal, c, { telefone: '3133334444' });
    const r = await c.cliente.consultor.atualizarCadastroAssociado({ body: {
      codSocio, telefone: '31988887777', email: 'novo@empresa.com.br', endereco: '', lograd: 'Rua Nguyễn', numero: '10', complemento: '',
      bairro: 'Centro', cep: '30130005', cidade: 'Belo Horizonte', uf: 'MG', origem: null,
    } });
    expect(r.status).toBe(200);
    const [t] = await db().select().from(chamados).where(and(eq(chamados.codSocio, codSocio), eq(chamados.tipo, 'atualizacao')));
    expect((await db().select().from(atualizacoesCadastro).where(eq(atualizacoesCadastro.chamadoId, t!.id)))[0]).toMatchObject({ telefone: '31988887777' });
    expect((await pedidoDaAtualizacaoConsultor(db(), t!.id))!.campos).toContainEqual({ rotulo: 'Telefone', valor: '(31) 3333-4444 → (31) 98888-7777' });
  });

  it.each([
    ['sem telefone', { telefone: '' }, 'Informe o telefone.'],
    ['telefone incompleto', { telefone: '319888877' }, 'Telefone inválido: informe o DDD e o número, fixo (##) ####-#### ou celular (##) 9####-####.'],
    ['11 dígitos sem o 9', { telefone: '31388887777' }, 'Telefone inválido: informe o DDD e o número, fixo (##) ####-#### ou celular (##) 9####-####.'],
    ['sem CEP', { cep: '' }, 'Informe o CEP.'],
    ['logradouro longo', { lograd: 'x'.repeat(121) }, 'O logradouro pode ter no máximo 120 caracteres.'],
  ])('Editar Dados: %s, 400 com a sua frase, nada gravado', async (_, extra, mensagem) => {
    const c = await novoConsultor(portal);
    const { codSocio } = await membroRegistrado(portal, c);
    const antes = await fotografia(portal);
    const r = await c.cliente.consultor.atualizarCadastroAssociado({ body: {
      codSocio, telefone: '3133334444', email: 'novo@empresa.com.br', endereco: '', lograd: 'Rua A', numero: '1', complemento: '',
      bairro: 'Centro', cep: '30130005', cidade: 'Belo Horizonte', uf: 'MG', origem: null, ...extra,
    } });
    expect(r).toMatchObject({ status: 400, body: { mensagem } });
    expect(await fotografia(portal)).toEqual(antes);
  });

  it('Cadastrar: celular e telefone de 11 dígitos guardados inteiros; a inscrição estadual como o estado a escreve', async () => {
    const { c, email } = await convidadoPronto();
    const r = await c.cliente.consultor.cadastrarAssociado({ body: novoAssociadoCorpo(email, {
      celular: '31988887777', telefone: '31977776666', inscrestadual: '062.307.904/0081', datanascimento: '2026-11-19',
    }) });
    if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
    expect((await db().select().from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, r.body.codSocio)))[0])
      .toMatchObject({ celular: '31988887777', telefone: '31977776666', inscrestadual: '062.307.904/0081', dataNascimento: '2026-11-19' });
  });

  it.each([
    ["inscrição estadual 'abc!@#'", { inscrestadual: 'abc!@#' }, IE_INVALIDA],
    ['nascimento em 2030', { datanascimento: '2030-01-01' }, NASCIMENTO_FUTURO],
    // the server's today (its clock at 19/11/2026), not the machine's: the next day is already refused
    ['nascimento amanhã', { datanascimento: '2026-11-20' }, NASCIMENTO_FUTURO],
    ['sem data de nascimento', { datanascimento: '' }, 'Informe a data de nascimento.'],
    ['data inexistente', { datanascimento: '1980-02-30' }, 'Data inválida.'],
    ['sem CPF/CNPJ', { cgccfo: '' }, 'Informe o CPF/CNPJ.'],
    ['sem CPF do contato', { cpf: '' }, 'Informe o CPF.'],
    ['CPF do contato errado', { cpf: '52998224700' }, 'CPF Inválido!'],
    ['sem celular', { celular: '' }, 'Informe o celular.'],
    ['celular com 10 dígitos (um fixo)', { celular: '3133334444' }, 'Celular inválido: informe o DDD e os 9 dígitos, (##) 9####-####.'],
    ['razão social de 121 caracteres', { nome: 'ł'.repeat(121) }, 'A razão social pode ter no máximo 120 caracteres.'],
  ])('Cadastrar: %s, 400 com a sua frase, nada gravado', async (_, extra, mensagem) => {
    const { c, email } = await convidadoPronto();
    const antes = await fotografia(portal);
    const r = await c.cliente.consultor.cadastrarAssociado({ body: novoAssociadoCorpo(email, extra) as never });
    expect(r).toMatchObject({ status: 400, body: { mensagem } });
    expect(await fotografia(portal)).toEqual(antes);
  });
});
