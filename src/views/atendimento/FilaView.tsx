import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  LINHAS_ATENDIMENTO, mensagensAtendimento, NOMES_DOS_TIPOS, nomeDoProduto,
} from '../../domain/atendimento/atendimento';
import { formatDataHora } from '../../domain/comum/datas';
import { NOMES_DOS_PRODUTOS, PRODUTOS, type Produto } from '../../domain/comum/produtos';
import { atendimentoFilaMachine } from '../../machines/atendimento/fila.machine';
import { ultimaPagina } from '../../machines/comum/lista';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { Paginacao } from '../comum/ListaPaginada';
import { filaDo, rotasAtendimento } from './rotas';
import { SecoesAtendimento } from './Secoes';

/** The product named in the address (?produto=…), if it is one of the portal's. */
const produtoDaBusca = (busca: string): Produto | null => {
  const p = new URLSearchParams(busca).get('produto');
  return p && (PRODUTOS as readonly string[]).includes(p) ? (p as Produto) : null;
};

/** The queue: open tickets of the product chosen (or all), oldest first, each a link to its page. */
export function FilaView() {
  const busca = useSearch();
  const [, navegar] = useLocation();
  const daBusca = produtoDaBusca(busca);
  const machine = useMemo(() => atendimentoFilaMachine.provide({
    actions: { keepFilter: ({ context }) => navegar(filaDo(context.produto), { replace: true }) },
  }), [navegar]);
  const [state, send] = useMachine(machine, { input: { produto: daBusca } });
  const { produto, chamados, pagina, totalLinhas, notice } = state.context;
  const idFiltro = useId();
  // the address changed by itself (the header's link, back): the queue follows it
  useEffect(() => { send({ type: 'filter.set', produto: daBusca }); }, [daBusca, send]);

  if (state.matches('sessionLost')) return null;
  const carregando = state.matches('loading');
  return (
    <section aria-labelledby="titulo" className="atendimento">
      <h1 id="titulo">{mensagensAtendimento.tituloFila}</h1>
      <SecoesAtendimento atual="fila" />
      <h2 className="visualmente-oculto">Chamados abertos</h2>
      <div className="campo filtro-atendimento">
        <label htmlFor={idFiltro}>Produto</label>
        <select id={idFiltro} value={produto ?? ''}
          onChange={(e) => send({ type: 'filter.set', produto: (e.target.value || null) as Produto | null })}>
          <option value="">{mensagensAtendimento.todosOsProdutos}</option>
          {PRODUTOS.map((p) => <option key={p} value={p}>{NOMES_DOS_PRODUTOS[p]}</option>)}
        </select>
      </div>
      {state.matches('loadFailed') ? <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} />
        : carregando && chamados.length === 0 ? <Carregando />
        : (
          <>
            <p className="contagem" aria-live="polite">
              {totalLinhas === 0 ? mensagensAtendimento.filaVazia
                : `${totalLinhas} ${totalLinhas === 1 ? 'chamado aberto' : 'chamados abertos'}, o mais antigo primeiro.`}
            </p>
            {chamados.length > 0 && (
              <ul className="lista-limpa lista-atendimento" aria-busy={carregando}>
                {chamados.map((c) => (
                  <li key={c.chamadoId} className="item-atendimento">
                    <Link href={rotasAtendimento.chamado.link({ chamadoId: c.chamadoId })} className="titulo-item">{c.label}</Link>
                    <span>{c.nomeAssociado} (código {c.codSocio})</span>
                    <span className="detalhe">{nomeDoProduto(c.produto)} · {NOMES_DOS_TIPOS[c.tipo]} · chamado nº {c.chamadoId}</span>
                    <span className="detalhe">Aberto em {formatDataHora(c.dataAbertura)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Paginacao pagina={pagina} paginas={ultimaPagina(totalLinhas, LINHAS_ATENDIMENTO)} ocupado={!state.matches('showing')}
              irPara={(p) => send({ type: 'page.go', pagina: p })} />
          </>
        )}
    </section>
  );
}
