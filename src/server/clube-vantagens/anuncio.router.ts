import { tsr } from '@ts-rest/serverless/fetch';
import { anuncioContract } from '../../contracts/clube-vantagens.contract';
import { mensagensGestao, problemaDoPeriodo, rotuloImagemAnuncio, TIPOS_IMAGEM } from '../../domain/clube-vantagens/gestao';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { TERMO_CLUBE } from './termo';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { lerArquivoEnviado, type ArquivoLido } from '../comum/arquivos';
import { registrarAceite, versaoVigente } from '../comum/termos';
import { associadoAtendido } from '../comum/acesso';
import { gravarArquivo, gravarArquivos } from '../comum/arquivos.repo';
import type { Contexto, Dependencias } from '../comum/context';
import { inserirAnuncio, listarAnuncios, removerAnuncio } from './anuncio.repo';
import { clubeParaGestao, naGestao } from './gestao.repo';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });
const naoEncontrado = (mensagem: string) => ({ status: 404 as const, body: { mensagem } });

/** The merchant's ads: list, include with its images and acceptance, remove (spec §2, §3, §7). */
export function anuncioRouter(deps: Dependencias) {
  const { database } = deps;
  const { db } = database;
  /** §2: nothing here works without a club in force with its term signed (400 → products screen). */
  const gestao = (codSocio: string, agora: Date) => clubeParaGestao(db, codSocio, agora);

  return tsr.platformContext<Contexto>().router(anuncioContract, {
    consultarAnunciosClubeVantagens: async ({ query }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const g = await gestao(codSocio, agora);
      if (!g.ok) return recusa(g.mensagem);
      return { status: 200, body: await listarAnuncios(db, codSocio, dataSaoPaulo(agora), query.linhas, query.pagina) };
    },

    incluirAnuncioClubeVantagens: async ({ body }, { usuario, agora, ip, userAgent }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const g = await gestao(codSocio, agora);
      if (!g.ok) return recusa(g.mensagem);
      if (!versaoVigente(TERMO_CLUBE.produto, body.dtVersao)) return recusa(mensagensClube.termoDesatualizado);
      const periodo = problemaDoPeriodo(body.dtInicio, body.dtFim, dataSaoPaulo(agora));
      if (periodo) return recusa(periodo);
      if (body.enquadramento.includes('Outros') && !body.enquadramentoOutros) return recusa(mensagensGestao.enquadramentoOutros);
      // files are checked by their bytes before anything is written
      const logo = await lerArquivoEnviado(body.logomarca, TIPOS_IMAGEM, 'A logomarca', mensagensGestao.imagemInvalida('A logomarca'), { campo: 'logomarca', indice: 0 });
      if (!logo.ok) return logo.recusa;
      const imagens: ArquivoLido[] = [];
      for (const [indice, parte] of body.anuncioPadrao.entries()) {
        const rotulo = rotuloImagemAnuncio(parte instanceof File ? parte.name : '');
        // issue 27: the refusal names the part and its place, and the screen marks that image's card
        const imagem = await lerArquivoEnviado(parte, TIPOS_IMAGEM, rotulo, mensagensGestao.imagemInvalida(rotulo), { campo: 'anuncioPadrao', indice });
        if (!imagem.ok) return imagem.recusa;
        imagens.push(imagem.arquivo);
      }

      const feito = await naGestao(database, codSocio, agora, async (tx) => {
        // dtAceite and ipOrigem of the body are ignored: server clock and request address (DESIGN.md)
        const aceiteId = await registrarAceite(tx, { agora, ip, userAgent }, {
          usuarioId: usuario.id, codSocio, produto: 'clube-vantagens', finalidade: 'anuncio', dtVersao: body.dtVersao, browserData: body.browserData,
        });
        return inserirAnuncio(tx, {
          codSocio,
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
          logomarcaId: await gravarArquivo(tx, { codSocio, produto: 'clube-vantagens', finalidade: 'logomarca' }, logo.arquivo),
          aceiteId,
        }, await gravarArquivos(tx, { codSocio, produto: 'clube-vantagens', finalidade: 'anuncio' }, imagens));
      });
      if (!feito.ok) return recusa(feito.mensagem);
      return { status: 200, body: { mensagem: mensagensGestao.anuncioCadastrado, anuncioId: feito.valor } };
    },

    cancelarAnuncioClubeVantagens: async ({ query }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      // another merchant's ad answers like a missing one: 404, nothing changed
      const feito = await naGestao(database, codSocio, agora, (tx) => removerAnuncio(tx, codSocio, query.anuncioId, agora));
      if (!feito.ok) return recusa(feito.mensagem);
      return feito.valor
        ? { status: 200, body: { mensagem: mensagensGestao.anuncioRemovido } }
        : naoEncontrado(mensagensGestao.anuncioNaoEncontrado);
    },
  });
}
