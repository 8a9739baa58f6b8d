import { tsr } from '@ts-rest/serverless/fetch';
import { clubeGestaoContract } from '../../contracts/clube-vantagens.contract';
import {
  dataValida, mensagensGestao, problemaDoBanner, problemaDoPeriodo, rotuloImagemAnuncio, TIPOS_IMAGEM,
} from '../../domain/clube-vantagens/gestao';
import { mensagensClube, VERSAO_TERMO_CLUBE } from '../../domain/clube-vantagens/clube';
import { cpfValido, formatCPF } from '../../domain/comum/cpf';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { lerArquivoEnviado, recusaDeTamanho, type ArquivoLido } from '../comum/arquivos';
import {
  anuncioEmVigorParaBanner, clubeParaGestao, codigoDoErro, gravarArquivo, gravarArquivos, gravarFuncionarios, inserirAnuncio,
  inserirBanner, listarAnuncios, listarBanners, listarFuncionarios, removerAnuncio,
  removerBanner, removerFuncionarios,
} from './gestao.repo';
import { registrarAceite } from '../comum/aceites.repo';
import { soPara } from '../comum/acesso';
import type { Contexto, Dependencias } from '../comum/context';
import { gerarModeloUsuarios, lerPlanilhaUsuarios } from './planilha';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });
const naoEncontrado = (mensagem: string) => ({ status: 404 as const, body: { mensagem } });

/** PostgreSQL's exclusion_violation: banners_clube_um_por_vez refused an overlapping live banner. */
const EXCLUSAO_VIOLADA = '23P01';

/** Ads, banners and club users of the merchant's club (spec §2, §3, §5, §7, §8). */
export function clubeGestaoRouter(deps: Dependencias) {
  const { database } = deps;
  const { db } = database;
  /** §2: nothing here works without a club in force with its term signed (400 → products screen). */
  const gestao = (usuarioId: number, agora: Date) => clubeParaGestao(db, usuarioId, agora);
  /** Both spreadsheet calls start alike: a club in force, a file within 10 MB, a readable .xlsx with a CPF column. */
  async function planilhaRecebida(usuarioId: number, agora: Date, arquivo: Blob) {
    const g = await gestao(usuarioId, agora);
    if (!g.ok) return { ok: false as const, recusa: recusa(g.mensagem) };
    const grande = recusaDeTamanho(arquivo);
    if (grande) return { ok: false as const, recusa: grande };
    const planilha = await lerPlanilhaUsuarios(new Uint8Array(await arquivo.arrayBuffer()));
    return planilha.ok ? planilha : { ok: false as const, recusa: recusa(planilha.mensagem) };
  }

  return soPara(['associado'], tsr.platformContext<Contexto>().router(clubeGestaoContract, {
    consultarAnunciosClubeVantagens: async ({ query }, { usuario, agora }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      return { status: 200, body: await listarAnuncios(db, usuario.id, dataSaoPaulo(agora), query.linhas, query.pagina) };
    },

    incluirAnuncioClubeVantagens: async ({ body }, { usuario, agora, ip, userAgent }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      if (body.dtVersao !== VERSAO_TERMO_CLUBE) return recusa(mensagensClube.termoDesatualizado);
      const periodo = problemaDoPeriodo(body.dtInicio, body.dtFim, dataSaoPaulo(agora));
      if (periodo) return recusa(periodo);
      if (body.enquadramento.includes('Outros') && !body.enquadramentoOutros) return recusa(mensagensGestao.enquadramentoOutros);
      // files are checked by their bytes before anything is written
      const logo = await lerArquivoEnviado(body.logomarca, TIPOS_IMAGEM, 'A logomarca', mensagensGestao.imagemInvalida('A logomarca'));
      if (!logo.ok) return logo.recusa;
      const imagens: ArquivoLido[] = [];
      for (const parte of body.anuncioPadrao) {
        const rotulo = rotuloImagemAnuncio(parte instanceof File ? parte.name : '');
        const imagem = await lerArquivoEnviado(parte, TIPOS_IMAGEM, rotulo, mensagensGestao.imagemInvalida(rotulo));
        if (!imagem.ok) return imagem.recusa;
        imagens.push(imagem.arquivo);
      }

      const anuncioId = await database.tx(async (tx) => {
        // dtAceite and ipOrigem of the body are ignored: server clock and request address (DESIGN.md)
        const aceiteId = await registrarAceite(tx, { agora, ip, userAgent }, {
          usuarioId: usuario.id, produto: 'clube-vantagens', finalidade: 'anuncio', dtVersao: body.dtVersao, browserData: body.browserData,
        });
        return inserirAnuncio(tx, {
          usuarioId: usuario.id,
          titulo: body.titulo,
          tipoAtividade: body.tipoAtividade,
          descricaoAtividade: body.descricaoAtividade,
          siteMidiasSociais: body.siteMidiasSociais,
          descontoOferecido: body.descontoOferecido,
          descricaoDesconto: body.descricaoDesconto,
          possuiECommerce: body.possuiECommerce === 'Sim',
          cupomDesconto: body.cupomDesconto,
          enderecoECommerce: body.enderecoECommerce,
          enquadramento: [...new Set(body.enquadramento)],
          enquadramentoOutros: body.enquadramento.includes('Outros') ? body.enquadramentoOutros : '',
          deAcordo: body.deAcordo === 'Sim',
          dtInicio: body.dtInicio,
          dtFim: body.dtFim,
          logomarcaId: await gravarArquivo(tx, usuario.id, logo.arquivo),
          aceiteId,
        }, await gravarArquivos(tx, usuario.id, imagens));
      });
      return { status: 200, body: { mensagem: mensagensGestao.anuncioCadastrado, anuncioId } };
    },

    cancelarAnuncioClubeVantagens: async ({ query }, { usuario, agora }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      // another merchant's ad answers like a missing one: 404, nothing changed
      const removido = await database.tx((tx) => removerAnuncio(tx, usuario.id, query.anuncioId, agora));
      return removido
        ? { status: 200, body: { mensagem: mensagensGestao.anuncioRemovido } }
        : naoEncontrado(mensagensGestao.anuncioNaoEncontrado);
    },

    consultarBannersClubeVantagens: async (_, { usuario, agora }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      return { status: 200, body: { banners: await listarBanners(db, usuario.id) } };
    },

    incluirBannerClubeVantagens: async ({ body }, { usuario, agora, ip, userAgent }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      if (body.dtVersao !== VERSAO_TERMO_CLUBE) return recusa(mensagensClube.termoDesatualizado);
      const hoje = dataSaoPaulo(agora);
      const periodo = problemaDoPeriodo(body.dtInicio, body.dtFim, hoje);
      if (periodo) return recusa(periodo);
      const { anuncioId } = body; // an int4 id: the contract refuses a larger one
      const imagem = await lerArquivoEnviado(body.banner, TIPOS_IMAGEM, 'A imagem do banner', mensagensGestao.imagemInvalida('A imagem do banner'));
      if (!imagem.ok) return imagem.recusa;

      try {
        return await database.tx(async (tx) => {
          const anuncio = await anuncioEmVigorParaBanner(tx, usuario.id, anuncioId, hoje);
          if (!anuncio) return recusa(mensagensGestao.anuncioDoBannerInvalido);
          const fora = problemaDoBanner(body, anuncio);
          if (fora) return recusa(fora);
          const aceiteId = await registrarAceite(tx, { agora, ip, userAgent }, {
            usuarioId: usuario.id, produto: 'clube-vantagens', finalidade: 'banner', dtVersao: body.dtVersao, browserData: body.browserData,
          });
          const bannerId = await inserirBanner(tx, {
            usuarioId: usuario.id, anuncioId, titulo: body.titulo, dtInicio: body.dtInicio, dtFim: body.dtFim,
            imagemId: await gravarArquivo(tx, usuario.id, imagem.arquivo), aceiteId,
          });
          return { status: 200 as const, body: { mensagem: mensagensGestao.bannerCadastrado, bannerId } };
        });
      } catch (erro) {
        // §5 one featured banner at a time: the exclusion constraint decides between concurrent requests
        if (codigoDoErro(erro) === EXCLUSAO_VIOLADA) return { status: 409, body: { mensagem: mensagensGestao.bannerJaEmDestaque } };
        throw erro;
      }
    },

    cancelarBannerClubeVantagens: async ({ query }, { usuario, agora }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      const removido = await database.tx((tx) => removerBanner(tx, usuario.id, query.bannerId, agora));
      return removido
        ? { status: 200, body: { mensagem: mensagensGestao.bannerRemovido } }
        : naoEncontrado(mensagensGestao.bannerNaoEncontrado);
    },

    consultarFuncionariosClubeVantagens: async ({ query }, { usuario, agora }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      return { status: 200, body: await listarFuncionarios(db, usuario.id, query.linhas, query.pagina) };
    },

    incluirFuncionariosClubeVantagens: async ({ body }, { usuario, agora }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      const invalidos = body.filter((f) => !cpfValido(f.cpf)).map((f) => formatCPF(f.cpf));
      if (invalidos.length) return recusa(mensagensGestao.cpfsInvalidos(invalidos));
      if (body.some((f) => !dataValida(f.dataSolicitacao.slice(0, 10)))) return recusa(mensagensGestao.dataInvalida);
      const porCpf = new Map(body.map((f) => [f.cpf, { cpf: f.cpf, nome: f.nome, dataSolicitacao: f.dataSolicitacao.slice(0, 10) }]));
      await database.tx((tx) => gravarFuncionarios(tx, usuario.id, [...porCpf.values()], agora));
      return { status: 200, body: { mensagem: mensagensGestao.usuariosCadastrados } };
    },

    cancelarFuncionariosClubeVantagens: async ({ body }, { usuario, agora }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      const removidos = await database.tx((tx) => removerFuncionarios(tx, usuario.id, [...new Set(body)]));
      return removidos > 0
        ? { status: 200, body: { mensagem: mensagensGestao.usuariosRemovidos(removidos) } }
        : recusa(mensagensGestao.usuariosNaoEncontrados);
    },

    enviarPlanilhaFuncionariosClubeVantagens: async ({ body }, { usuario, agora }) => {
      const recebida = await planilhaRecebida(usuario.id, agora, body.file);
      if (!recebida.ok) return recebida.recusa;
      const { linhas, cpfsInvalidos, cpfsInvalidosNaoListados } = recebida;
      // the first invalid cells and how many more; the message counts them all
      const invalidos = { cpfsInvalidos, cpfsInvalidosNaoListados };
      const totalInvalidos = cpfsInvalidos.length + cpfsInvalidosNaoListados;
      // 400 means nothing was written; 200 with cpfsInvalidos means the valid rows were (§8 toast lists them)
      if (linhas.length === 0) return { status: 400, body: { mensagem: mensagensGestao.planilhaSemCpfValido, ...invalidos } };
      const dataSolicitacao = dataSaoPaulo(agora);
      await database.tx((tx) => gravarFuncionarios(tx, usuario.id, linhas.map((l) => ({ ...l, dataSolicitacao })), agora));
      const mensagem = totalInvalidos
        ? mensagensGestao.importadosComInvalidos(linhas.length, totalInvalidos)
        : mensagensGestao.usuariosCadastrados;
      return { status: 200, body: { mensagem, ...invalidos } };
    },

    buscarPlanilhaFuncionariosClubeVantagens: async (_, { usuario, agora }) => {
      const g = await gestao(usuario.id, agora);
      if (!g.ok) return recusa(g.mensagem);
      const modelo = await gerarModeloUsuarios();
      return {
        status: 200,
        body: { file: { fileContents: modelo.toString('base64'), fileDownloadName: 'modelo-usuarios-clube-vantagens.xlsx' } },
      };
    },

    cancelarPlanilhaFuncionariosClubeVantagens: async ({ body }, { usuario, agora }) => {
      const recebida = await planilhaRecebida(usuario.id, agora, body.file);
      if (!recebida.ok) return recebida.recusa;
      const { linhas, cpfsInvalidos, cpfsInvalidosNaoListados } = recebida;
      const invalidos = { cpfsInvalidos, cpfsInvalidosNaoListados };
      const totalInvalidos = cpfsInvalidos.length + cpfsInvalidosNaoListados;
      if (linhas.length === 0) return { status: 400, body: { mensagem: mensagensGestao.remocaoSemCpfValido, ...invalidos } };
      const removidos = await database.tx((tx) => removerFuncionarios(tx, usuario.id, linhas.map((l) => l.cpf)));
      if (removidos === 0) return { status: 400, body: { mensagem: mensagensGestao.usuariosNaoEncontrados, ...invalidos } };
      const mensagem = totalInvalidos
        ? mensagensGestao.removidosComInvalidos(removidos, totalInvalidos)
        : mensagensGestao.usuariosRemovidos(removidos);
      return { status: 200, body: { mensagem, ...invalidos } };
    },
  }));
}
