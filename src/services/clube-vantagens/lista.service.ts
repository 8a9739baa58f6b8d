import { clubeGestaoContract } from '../../contracts/clube-vantagens.contract';
import { formatCPF } from '../../domain/comum/cpf';
import { formatData } from '../../domain/comum/datas';
import { LINHAS_POR_PAGINA } from '../../domain/clube-vantagens/gestao';
import { clienteDe, rejected, sessionExpired } from '../comum/api';
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
      const res = await client.consultarAnunciosClubeVantagens({ query });
      if (res.status === 401) return sessionExpired();
      if (res.status !== 200) return rejected(res.body, '');
      return {
        totalLinhas: res.body.totalLinhas,
        itens: res.body.anuncios.map((a) => ({
          id: String(a.anuncioId), titulo: a.titulo, miniatura: enderecoDoArquivo(a.logomarcaId),
          detalhes: [periodo(a.dtInicio, a.dtFim), ...(a.tituloBanner ? [`Banner: ${a.tituloBanner}`] : [])],
        })),
      };
    }
    case 'banners': {
      const res = await client.consultarBannersClubeVantagens();
      if (res.status === 401) return sessionExpired();
      if (res.status !== 200) return rejected(res.body, '');
      const inicio = (pagina - 1) * LINHAS_POR_PAGINA;
      return {
        totalLinhas: res.body.banners.length,
        itens: res.body.banners.slice(inicio, inicio + LINHAS_POR_PAGINA)
          .map((b) => ({
            id: String(b.bannerId), titulo: b.titulo, miniatura: enderecoDoArquivo(b.imagemId), detalhes: [periodo(b.dtInicio, b.dtFim)],
          })),
      };
    }
    case 'usuarios': {
      const res = await client.consultarFuncionariosClubeVantagens({ query });
      if (res.status === 401) return sessionExpired();
      if (res.status !== 200) return rejected(res.body, '');
      return {
        totalLinhas: res.body.totalLinhas,
        itens: res.body.funcionarios.map((f) => ({
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
  if (res.status === 401) return sessionExpired();
  if (res.status !== 200) return rejected(res.body, '');
  return res.body.mensagem;
}
