import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ItemLista } from '../../domain/comum/lista';
import type { criarListaMachine } from '../../machines/comum/lista';
import { ultimaPagina } from '../../machines/comum/lista';
import { Carregando } from './Carregando';
import { FalhaDeCarga } from './FalhaDeCarga';

type MaquinaLista<I, F> = ReturnType<typeof criarListaMachine<I, F>>;

/** A column of the table presentation: its header and what a row shows in it (from the row's `dados`). */
export interface ColunaLista<D> {
  titulo: string;
  celula: (dados: D, item: ItemLista) => ReactNode;
  /** A cell's class (`acao`, `numero`). */
  classe?: string;
}

interface Props<I, F> {
  /** The product's list machine (criarListaMachine), with its toasts provided. */
  machine: MaquinaLista<I, F>;
  input: I;
  /** §8: what the empty list says; with a filter, what it says for that filter ('Nenhum associado encontrado.'). */
  vazio: string | ((filtro: F) => string);
  /** The remove button's accessible name before the row's title ('Remover anúncio'); a list that removes nothing has none. */
  rotuloRemover?: string;
  /** Rows a page the user may pick; with more than one, the list says 'Exibindo x até y de z' (the consultant's lists). */
  opcoesLinhas?: readonly number[];
  /** The server-side filter's controls (a select, a search), drawn above the rows: `mudar` reads page 1 of the new filter. */
  filtro?: (valor: F, mudar: (filtro: F) => void) => ReactNode;
  /**
   * The filter as something outside the list has it (the address: the header's link, Back): when it changes the list
   * follows it (page 1 of it). Only for a list with a filter (`filtroInicial`); the same filter again is ignored.
   */
  filtroAtual?: F;
  /** A line above the rows once a page is on screen ('12 chamados abertos, o mais antigo primeiro.'), read by screen readers as it changes. */
  resumo?: (totalLinhas: number) => ReactNode;
  /** A row's actions besides Remover (a link, a button), before it. */
  acoes?: (item: ItemLista) => ReactNode;
  /**
   * The words of the machine's row action (`acao`), confirmed in place: its button and the text while it runs, the
   * row's name after them, the question, the two answers; `indisponivel` what a row without it shows instead.
   */
  acao?: {
    rotulo: string; rotuloAndamento: string; nome: (item: ItemLista) => string; pergunta: (item: ItemLista) => ReactNode;
    confirmar: string; desistir: string; indisponivel?: (item: ItemLista) => ReactNode;
  };
  /** The id of the heading that names the list (tabIndex -1): focus goes to it when the row acted on went away. */
  idDoTitulo?: string;
  /**
   * A table with these column headers instead of the rows (the consultant's carteira); under 640 px each row stacks
   * as a card, each cell under its header's words. `legenda` names the table.
   */
  tabela?: { legenda: string; colunas: readonly ColunaLista<never>[]; destacar?: ((item: ItemLista) => boolean) | undefined };
  /**
   * The list's page, its size and its text filter are kept in the address's query (`?pagina=2&linhas=20&filtro=…`,
   * replaced as they change): a reload or Back returns to them. The product reads them back with `posicaoDoEndereco`
   * into its machine's input (`posicaoInicial`, `filtroInicial`).
   */
  noEndereco?: boolean;
  /** A row to draw highlighted (the one just created: 'Novo' before its first cell's words, for screen readers too). */
  destacar?: (item: ItemLista) => boolean;
  /** An emoji before the failed load's words (§8: the lives list's sad emoji). */
  emojiNaFalha?: { simbolo: string; nome: string };
}

/** Where a list kept in the address stands (`noEndereco`): what `posicaoDoEndereco` reads back. */
export interface PosicaoNoEndereco { pagina: number; linhas: number | undefined; filtro: string }

/** The most of a filter the address carries back (the carteira's box takes 100). */
const MAXIMO_FILTRO_NO_ENDERECO = 100;

/** A list's position from the address's query (wouter's useSearch): page 1, the default size and no filter where it says none. */
export function posicaoDoEndereco(busca: string): PosicaoNoEndereco {
  const q = new URLSearchParams(busca);
  const numero = (nome: string) => { const v = q.get(nome); return v && /^\d{1,6}$/.test(v) ? Number(v) : undefined; };
  return { pagina: numero('pagina') ?? 1, linhas: numero('linhas'), filtro: (q.get('filtro') ?? '').slice(0, MAXIMO_FILTRO_NO_ENDERECO) };
}

/** The query that keeps a list's position: only what differs from page 1, the default size and no filter (other keys kept). */
function buscaDaPosicao(busca: string, p: { pagina: number; linhas: number; filtro: string }, linhasPadrao: number | undefined): string {
  const q = new URLSearchParams(busca);
  const por = (nome: string, valor: string | null) => (valor === null ? q.delete(nome) : q.set(nome, valor));
  por('pagina', p.pagina > 1 ? String(p.pagina) : null);
  por('linhas', p.linhas !== linhasPadrao ? String(p.linhas) : null);
  por('filtro', p.filtro ? p.filtro : null);
  return q.toString();
}

/**
 * The paged-list kit: rows with an optional thumbnail and status, a fixed action column, removal confirmed in
 * place, and paging on one line at 360 px. Removal outcomes are the machine's toasts; a page that cannot be
 * read is inline text with a retry.
 */
export function ListaPaginada<I, F = null>({ machine, input, vazio, rotuloRemover, opcoesLinhas, filtro, filtroAtual, resumo, acoes, acao, idDoTitulo, tabela, noEndereco, destacar, emojiNaFalha }: Props<I, F>) {
  const [state, send] = useMachine(machine, { input });
  // the position into the address once a page is on screen (replaced: paging is not a step Back walks through)
  const [local, navegar] = useLocation();
  const busca = useSearch();
  const { pagina: paginaAtual, linhas: linhasAtuais, filtro: filtroDaLista } = state.context;
  const mostrando = state.matches('showing');
  useEffect(() => {
    if (!noEndereco || !mostrando) return;
    const nova = buscaDaPosicao(busca, { pagina: paginaAtual, linhas: linhasAtuais, filtro: typeof filtroDaLista === 'string' ? filtroDaLista : '' }, opcoesLinhas?.[0]);
    if (nova !== busca) navegar(nova ? `${local}?${nova}` : local, { replace: true, state: history.state as unknown });
  }, [noEndereco, mostrando, paginaAtual, linhasAtuais, filtroDaLista, busca, local, navegar, opcoesLinhas]);
  const segueFiltro = filtroAtual !== undefined;
  useEffect(() => { if (segueFiltro) send({ type: 'filter.set', filtro: filtroAtual }); }, [segueFiltro, filtroAtual, send]);
  const idDaAcao = useId();
  // focus after the row action: back to the row's button when kept, to the heading when the row went away
  const antes = useRef<{ estado: string; agindo: string | null }>({ estado: '', agindo: null });
  const estado = String(state.value);
  const { agindo, alerta } = state.context;
  useEffect(() => {
    const anterior = antes.current;
    antes.current = { estado, agindo };
    if (!acao || estado !== 'showing') return;
    if (anterior.estado === 'confirmingAction' && anterior.agindo !== null) document.getElementById(`${idDaAcao}${anterior.agindo}`)?.focus();
    if (anterior.estado === 'loading' && idDoTitulo && document.activeElement === document.body) document.getElementById(idDoTitulo)?.focus();
  }, [estado, agindo, acao, idDaAcao, idDoTitulo]);
  if (state.matches('sessionLost')) return null;
  const textoVazio = typeof vazio === 'function' ? vazio(state.context.filtro) : vazio;
  const corpo = (
    <Linhas state={state} send={send} vazio={textoVazio} rotuloRemover={rotuloRemover} opcoesLinhas={opcoesLinhas} resumo={resumo} acoes={acoes}
      acao={acao && { ...acao, idDaAcao }} tabela={tabela && { ...tabela, destacar }} emojiNaFalha={emojiNaFalha} />
  );
  return (
    <>
      {alerta && !state.matches('loadFailed') && <p className="alerta" role="alert">{alerta}</p>}
      {filtro?.(state.context.filtro, (f) => send({ type: 'filter.set', filtro: f }))}
      {corpo}
    </>
  );
}

type Estado<I, F> = ReturnType<typeof useMachine<MaquinaLista<I, F>>>;

/** The rows, their removal in place, the rows-per-page choice and the paging; or the load's failure, or the empty text. */
function Linhas<I, F>({ state, send, vazio, rotuloRemover, opcoesLinhas, resumo, acoes, acao, tabela, emojiNaFalha }:
  Pick<Props<I, F>, 'rotuloRemover' | 'opcoesLinhas' | 'resumo' | 'acoes' | 'tabela' | 'emojiNaFalha'>
  & { acao?: NonNullable<Props<I, F>['acao']> & { idDaAcao: string }; vazio: string; state: Estado<I, F>[0]; send: Estado<I, F>[1] }) {
  const idLinhas = useId();
  const { itens, pagina, linhas, totalLinhas, removendo, agindo, notice } = state.context;
  if (state.matches('loadFailed')) return <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} emoji={emojiNaFalha} />;
  if (state.matches('loading') && itens.length === 0) return <Carregando />;
  if (itens.length === 0) return <p className="vazio">{vazio}</p>;
  const ocupado = !state.matches('showing');
  const paginas = ultimaPagina(totalLinhas, linhas);
  const primeiro = (pagina - 1) * linhas + 1;
  return (
    <>
      {resumo && <p className="contagem" aria-live="polite">{resumo(totalLinhas)}</p>}
      {tabela ? <Tabela itens={itens} ocupado={state.matches('loading')} {...tabela} /> : (
      <ul className="lista-limpa lista-paginada" aria-busy={state.matches('loading')}>
        {itens.map((item) => (
          <li key={item.id} className={acao ? 'item-lista com-acao' : 'item-lista'}>
            {/* decorative: the title beside it names the row */}
            {item.miniatura && <img className="miniatura" src={item.miniatura} alt="" width={56} height={56} loading="lazy" decoding="async" />}
            <div className="item-texto">
              {item.link ? <Link href={item.link} className="titulo-item">{item.titulo}</Link> : <strong>{item.titulo}</strong>}
              {item.status && <span className="selo">{item.status}</span>}
              {item.detalhes.map((d) => <span key={d} className="detalhe">{d}</span>)}
            </div>
            <div className="item-acoes">
              {acoes?.(item)}
              {acao && (agindo === item.id && state.matches('confirmingAction') ? (
                <div role="group" aria-label={`Confirmar: ${acao.rotulo.toLowerCase()} ${acao.nome(item)}`} className="acoes">
                  <p className="pergunta">{acao.pergunta(item)}</p>
                  <button type="button" className="botao" autoFocus onClick={() => send({ type: 'action.confirm' })}>{acao.confirmar}</button>
                  <button type="button" className="botao secundario" onClick={() => send({ type: 'action.cancel' })}>{acao.desistir}</button>
                </div>
              ) : item.acaoDisponivel ? (
                <button type="button" id={`${acao.idDaAcao}${item.id}`} className="botao secundario" disabled={ocupado}
                  aria-label={`${agindo === item.id ? acao.rotuloAndamento : acao.rotulo} ${acao.nome(item)}`}
                  onClick={() => send({ type: 'action.ask', id: item.id })}>
                  {agindo === item.id ? `${acao.rotuloAndamento}…` : acao.rotulo}
                </button>
              ) : acao.indisponivel?.(item))}
              {rotuloRemover === undefined ? null : removendo === item.id && state.matches('confirmingRemoval') ? (
                <div role="group" aria-label={`Confirmar: ${rotuloRemover.toLowerCase()} ${item.titulo}`} className="acoes">
                  <button type="button" className="botao perigo" autoFocus onClick={() => send({ type: 'removal.confirm' })}>Confirmar remoção</button>
                  <button type="button" className="botao secundario" onClick={() => send({ type: 'removal.cancel' })}>Manter</button>
                </div>
              ) : (
                <button type="button" className="botao secundario" disabled={ocupado}
                  aria-label={`${rotuloRemover} ${item.titulo}`} onClick={() => send({ type: 'item.remove', id: item.id })}>
                  {removendo === item.id ? 'Removendo…' : 'Remover'}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      )}
      {opcoesLinhas && opcoesLinhas.length > 1 && (
        <div className="lista-rodape">
          <span aria-live="polite">Exibindo {primeiro} até {Math.min(primeiro + linhas - 1, totalLinhas)} de {totalLinhas}</span>
          {/* the label and its select stay together on one line (issue 27: at 360 px they were apart) */}
          <div className="itens-por-pagina">
            <label htmlFor={idLinhas}>Itens por página</label>
            <select id={idLinhas} value={linhas} disabled={ocupado} onChange={(e) => send({ type: 'rows.set', linhas: Number(e.target.value) })}>
              {opcoesLinhas.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </div>
        </div>
      )}
      <Paginacao pagina={pagina} paginas={paginas} ocupado={ocupado} irPara={(p) => send({ type: 'page.go', pagina: p })} />
    </>
  );
}

/** The table presentation: a header row, then a row per item; under 640 px each row is a card (estilos.css .tabela-lista). */
function Tabela({ itens, ocupado, legenda, colunas, destacar }: {
  itens: ItemLista[]; ocupado: boolean; legenda: string; colunas: readonly ColunaLista<never>[]; destacar?: ((item: ItemLista) => boolean) | undefined;
}) {
  return (
    <div className="tabela-rolagem">
      <table className="tabela-lista" aria-busy={ocupado}>
        <caption className="visualmente-oculto">{legenda}</caption>
        <thead>
          <tr>{colunas.map((c) => <th key={c.titulo} scope="col">{c.titulo}</th>)}</tr>
        </thead>
        <tbody>
          {itens.map((item) => (
            <tr key={item.id} className={destacar?.(item) ? 'destacada' : undefined}>
              {colunas.map((c, i) => (
                <td key={c.titulo} data-rotulo={c.titulo} className={c.classe}>
                  {i === 0 && destacar?.(item) && <span className="selo novo">Novo</span>}
                  {c.celula(item.dados as never, item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The kit's paging, on one line at 360 px: Anterior, 'Página x de y', Próxima; nothing when there is one page. */
function Paginacao({ pagina, paginas, ocupado, irPara }: { pagina: number; paginas: number; ocupado: boolean; irPara: (pagina: number) => void }) {
  if (paginas <= 1) return null;
  return (
    <nav className="paginacao" aria-label="Paginação">
      <button type="button" className="botao secundario" disabled={ocupado || pagina === 1} onClick={() => irPara(pagina - 1)}>Anterior</button>
      <span aria-live="polite">Página {pagina} de {paginas}</span>
      <button type="button" className="botao secundario" disabled={ocupado || pagina === paginas} onClick={() => irPara(pagina + 1)}>Próxima</button>
    </nav>
  );
}
