import { clubeGestaoContract } from '../../contracts/clube-vantagens.contract';
import { formatCPF } from '../../domain/comum/cpf';
import { formatData } from '../../domain/comum/datas';
import { LINHAS_POR_PAGINA } from '../../domain/clube-vantagens/gestao';
import { clienteDe, valorDe } from '../comum/api';
import { enderecoDoArquivo } from '../comum/arquivos';
import type { PaginaLista } from '../../domain/comum/lista';

const client = clienteDe(clubeGestaoContract);

/** The panel's three lists (spec §2: side tabs Anúncios, Banner, Usuários). */
export type TipoLista = 'anuncios' | 'banners' | 'usuarios';


export { LINHAS_POR_PAGINA } from '../../domain/clube-vantagens/gestao';
export type { ItemLista, PaginaLista } from '../../domain/comum/lista';

const periodo = (dtInicio: string, dtFim: string) => `${formatData(dtInicio)} a ${formatData(dtFim)}`;

/** One page of a list; ads and users are paged by the server, banners (few) here. */
export async function consultarPagina(tipo: TipoLista, pagina: number): Promise<PaginaLista> {
  const query = { linhas: LINHAS_POR_PAGINA, pagina };
  switch (tipo) {
    case 'anuncios': {
      const { totalLinhas, anuncios } = valorDe(await client.consultarAnunciosClubeVantagens({ query }));
      return {
        totalLinhas,
        itens: anuncios.map((a) => ({
          id: String(a.anuncioId), titulo: a.titulo, miniatura: enderecoDoArquivo(a.logomarcaId),
          detalhes: [periodo(a.dtInicio, a.dtFim), ...(a.tituloBanner ? [`Banner: ${a.tituloBanner}`] : [])],
        })),
      };
    }
    case 'banners': {
      const { banners } = valorDe(await client.consultarBannersClubeVantagens());
      const inicio = (pagina - 1) * LINHAS_POR_PAGINA;
      return {
        totalLinhas: banners.length,
        itens: banners.slice(inicio, inicio + LINHAS_POR_PAGINA)
          .map((b) => ({
            id: String(b.bannerId), titulo: b.titulo, miniatura: enderecoDoArquivo(b.imagemId), detalhes: [periodo(b.dtInicio, b.dtFim)],
          })),
      };
    }
    case 'usuarios': {
      const { totalLinhas, funcionarios } = valorDe(await client.consultarFuncionariosClubeVantagens({ query }));
      return {
        totalLinhas,
        itens: funcionarios.map((f) => ({
          id: f.cpf, titulo: f.nome ?? formatCPF(f.cpf),
          detalhes: [`CPF ${formatCPF(f.cpf)}`, `Solicitado em ${formatData(f.dataSolicitacao)}`],
        })),
      };
    }
  }
}

/** Removes one row (an ad, a banner, or a club user by CPF); answers the server's confirmation. */
export async function removerItem(tipo: TipoLista, id: string): Promise<string> {
  const res = tipo === 'anuncios' ? await client.cancelarAnuncioClubeVantagens({ query: { anuncioId: Number(id) } })
    : tipo === 'banners' ? await client.cancelarBannerClubeVantagens({ query: { bannerId: Number(id) } })
    : await client.cancelarFuncionariosClubeVantagens({ body: [id] });
  return valorDe(res).mensagem;
}
