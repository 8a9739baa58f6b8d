import { tsr } from '@ts-rest/serverless/fetch';
import { bannerContract } from '../../contracts/clube-vantagens.contract';
import { mensagensGestao, problemaDoBanner, problemaDoPeriodo, TIPOS_IMAGEM } from '../../domain/clube-vantagens/gestao';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { TERMO_CLUBE } from './termo';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { lerArquivoEnviado } from '../comum/arquivos';
import { registrarAceite, versaoVigente } from '../comum/termos';
import { associadoAtendido } from '../comum/acesso';
import { gravarArquivo } from '../comum/arquivos.repo';
import type { Contexto, Dependencias } from '../comum/context';
import { codigoDoErro } from '../db/erros';
import { anuncioEmVigorParaBanner, inserirBanner, listarBanners, removerBanner } from './banner.repo';
import { clubeParaGestao, naGestao } from './gestao.repo';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });
const naoEncontrado = (mensagem: string) => ({ status: 404 as const, body: { mensagem } });

/** PostgreSQL's exclusion_violation: banners_clube_um_por_vez refused an overlapping live banner. */
const EXCLUSAO_VIOLADA = '23P01';

/** The featured banners over the merchant's ads: list, include with its acceptance, remove (spec §5, §7). */
export function bannerRouter(deps: Dependencias) {
  const { database } = deps;
  const { db } = database;
  /** §2: nothing here works without a club in force with its term signed (400 → products screen). */
  const gestao = (codSocio: string, agora: Date) => clubeParaGestao(db, codSocio, agora);

  return tsr.platformContext<Contexto>().router(bannerContract, {
    consultarBannersClubeVantagens: async (_, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const g = await gestao(codSocio, agora);
      if (!g.ok) return recusa(g.mensagem);
      return { status: 200, body: { banners: await listarBanners(db, codSocio) } };
    },

    incluirBannerClubeVantagens: async ({ body }, { usuario, agora, ip, userAgent }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const g = await gestao(codSocio, agora);
      if (!g.ok) return recusa(g.mensagem);
      if (!versaoVigente(TERMO_CLUBE.produto, body.dtVersao)) return recusa(mensagensClube.termoDesatualizado);
      const hoje = dataSaoPaulo(agora);
      const periodo = problemaDoPeriodo(body.dtInicio, body.dtFim, hoje);
      if (periodo) return recusa(periodo);
      const { anuncioId } = body; // an int4 id: the contract refuses a larger one
      const imagem = await lerArquivoEnviado(body.banner, TIPOS_IMAGEM, 'A imagem do banner', mensagensGestao.imagemInvalida('A imagem do banner'));
      if (!imagem.ok) return imagem.recusa;

      try {
        const feito = await naGestao(database, codSocio, agora, async (tx) => {
          const anuncio = await anuncioEmVigorParaBanner(tx, codSocio, anuncioId, hoje);
          if (!anuncio) return recusa(mensagensGestao.anuncioDoBannerInvalido);
          const fora = problemaDoBanner(body, anuncio);
          if (fora) return recusa(fora);
          const aceiteId = await registrarAceite(tx, { agora, ip, userAgent }, {
            usuarioId: usuario.id, codSocio, produto: 'clube-vantagens', finalidade: 'banner', dtVersao: body.dtVersao, browserData: body.browserData,
          });
          const bannerId = await inserirBanner(tx, {
            codSocio, anuncioId, titulo: body.titulo, dtInicio: body.dtInicio, dtFim: body.dtFim,
            imagemId: await gravarArquivo(tx, { codSocio, produto: 'clube-vantagens', finalidade: 'banner' }, imagem.arquivo), aceiteId,
          });
          return { status: 200 as const, body: { mensagem: mensagensGestao.bannerCadastrado, bannerId } };
        });
        return feito.ok ? feito.valor : recusa(feito.mensagem);
      } catch (erro) {
        // §5 one featured banner at a time: the exclusion constraint decides between concurrent requests
        if (codigoDoErro(erro) === EXCLUSAO_VIOLADA) return { status: 409, body: { mensagem: mensagensGestao.bannerJaEmDestaque } };
        throw erro;
      }
    },

    cancelarBannerClubeVantagens: async ({ query }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const feito = await naGestao(database, codSocio, agora, (tx) => removerBanner(tx, codSocio, query.bannerId, agora));
      if (!feito.ok) return recusa(feito.mensagem);
      return feito.valor
        ? { status: 200, body: { mensagem: mensagensGestao.bannerRemovido } }
        : naoEncontrado(mensagensGestao.bannerNaoEncontrado);
    },
  });
}
