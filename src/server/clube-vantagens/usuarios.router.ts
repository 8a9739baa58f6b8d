import { tsr } from '@ts-rest/serverless/fetch';
import { usuariosContract } from '../../contracts/clube-vantagens.contract';
import { dataValida, mensagensGestao } from '../../domain/clube-vantagens/gestao';
import { cpfValido, formatCPF } from '../../domain/comum/cpf';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { recusaDeTamanho } from '../comum/arquivos';
import { associadoAtendido } from '../comum/acesso';
import type { Contexto, Dependencias } from '../comum/context';
import { clubeParaGestao, naGestao } from './gestao.repo';
import { gerarModeloUsuarios, lerPlanilhaUsuarios } from './planilha';
import { gravarFuncionarios, listarFuncionarios, removerFuncionarios } from './usuarios.repo';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });

/** The club's users, one by one or by spreadsheet: list, include, remove, the model sheet (spec §8). */
export function usuariosRouter(deps: Dependencias) {
  const { database } = deps;
  const { db } = database;
  /** §2: nothing here works without a club in force with its term signed (400 → products screen). */
  const gestao = (codSocio: string, agora: Date) => clubeParaGestao(db, codSocio, agora);
  /**
   * Both spreadsheet calls start alike: a club in force, a file within 10 MB, a readable .xlsx with a CPF
   * column and at least one valid CPF (else 400 `semCpfValido`, nothing written). The invalid cells travel
   * in every answer: the first ones and how many more (§8 toast lists them).
   */
  async function planilhaRecebida(codSocio: string, agora: Date, arquivo: Blob, semCpfValido: string) {
    const g = await gestao(codSocio, agora);
    if (!g.ok) return { ok: false as const, recusa: recusa(g.mensagem) };
    const grande = recusaDeTamanho(arquivo);
    if (grande) return { ok: false as const, recusa: grande };
    const planilha = await lerPlanilhaUsuarios(new Uint8Array(await arquivo.arrayBuffer()));
    if (!planilha.ok) return { ok: false as const, recusa: recusa(planilha.mensagem) };
    const { linhas, cpfsInvalidos, cpfsInvalidosNaoListados } = planilha;
    const invalidos = { cpfsInvalidos, cpfsInvalidosNaoListados };
    if (linhas.length === 0) return { ok: false as const, recusa: { status: 400 as const, body: { mensagem: semCpfValido, ...invalidos } } };
    return { ok: true as const, linhas, invalidos, totalInvalidos: cpfsInvalidos.length + cpfsInvalidosNaoListados };
  }

  return tsr.platformContext<Contexto>().router(usuariosContract, {
    consultarFuncionariosClubeVantagens: async ({ query }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const g = await gestao(codSocio, agora);
      if (!g.ok) return recusa(g.mensagem);
      return { status: 200, body: await listarFuncionarios(db, codSocio, query.linhas, query.pagina) };
    },

    incluirFuncionariosClubeVantagens: async ({ body }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const g = await gestao(codSocio, agora);
      if (!g.ok) return recusa(g.mensagem);
      const invalidos = body.filter((f) => !cpfValido(f.cpf)).map((f) => formatCPF(f.cpf));
      if (invalidos.length) return recusa(mensagensGestao.cpfsInvalidos(invalidos));
      if (body.some((f) => !dataValida(f.dataSolicitacao.slice(0, 10)))) return recusa(mensagensGestao.dataInvalida);
      const porCpf = new Map(body.map((f) => [f.cpf, { cpf: f.cpf, nome: f.nome, dataSolicitacao: f.dataSolicitacao.slice(0, 10) }]));
      const feito = await naGestao(database, codSocio, agora, (tx) => gravarFuncionarios(tx, codSocio, [...porCpf.values()], agora));
      if (!feito.ok) return recusa(feito.mensagem);
      return { status: 200, body: { mensagem: mensagensGestao.usuariosCadastrados } };
    },

    cancelarFuncionariosClubeVantagens: async ({ body }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const feito = await naGestao(database, codSocio, agora, (tx) => removerFuncionarios(tx, codSocio, [...new Set(body)]));
      if (!feito.ok) return recusa(feito.mensagem);
      return feito.valor > 0
        ? { status: 200, body: { mensagem: mensagensGestao.usuariosRemovidos(feito.valor) } }
        : recusa(mensagensGestao.usuariosNaoEncontrados);
    },

    enviarPlanilhaFuncionariosClubeVantagens: async ({ body }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const recebida = await planilhaRecebida(codSocio, agora, body.file, mensagensGestao.planilhaSemCpfValido);
      if (!recebida.ok) return recebida.recusa;
      // 200 with cpfsInvalidos means the valid rows were written
      const { linhas, invalidos, totalInvalidos } = recebida;
      const dataSolicitacao = dataSaoPaulo(agora);
      const feito = await naGestao(database, codSocio, agora, (tx) => gravarFuncionarios(tx, codSocio, linhas.map((l) => ({ ...l, dataSolicitacao })), agora));
      if (!feito.ok) return recusa(feito.mensagem);
      const mensagem = totalInvalidos
        ? mensagensGestao.importadosComInvalidos(linhas.length, totalInvalidos)
        : mensagensGestao.usuariosCadastrados;
      return { status: 200, body: { mensagem, ...invalidos } };
    },

    buscarPlanilhaFuncionariosClubeVantagens: async (_, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const g = await gestao(codSocio, agora);
      if (!g.ok) return recusa(g.mensagem);
      const modelo = await gerarModeloUsuarios();
      return {
        status: 200,
        body: { file: { fileContents: modelo.toString('base64'), fileDownloadName: 'modelo-usuarios-clube-vantagens.xlsx' } },
      };
    },

    cancelarPlanilhaFuncionariosClubeVantagens: async ({ body }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const recebida = await planilhaRecebida(codSocio, agora, body.file, mensagensGestao.remocaoSemCpfValido);
      if (!recebida.ok) return recebida.recusa;
      const { linhas, invalidos, totalInvalidos } = recebida;
      const feito = await naGestao(database, codSocio, agora, (tx) => removerFuncionarios(tx, codSocio, linhas.map((l) => l.cpf)));
      if (!feito.ok) return recusa(feito.mensagem);
      const removidos = feito.valor;
      if (removidos === 0) return { status: 400, body: { mensagem: mensagensGestao.usuariosNaoEncontrados, ...invalidos } };
      const mensagem = totalInvalidos
        ? mensagensGestao.removidosComInvalidos(removidos, totalInvalidos)
        : mensagensGestao.usuariosRemovidos(removidos);
      return { status: 200, body: { mensagem, ...invalidos } };
    },
  });
}
