import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { listasVazias } from '../../domain/clube-vantagens/clube';
import { clubeListaMachine } from '../../machines/clube-vantagens/lista.machine';
import { avisos, DURACAO } from '../../services/comum/avisos';
import { LINHAS_POR_PAGINA, type TipoLista } from '../../services/clube-vantagens/lista.service';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';

const listaMachine = clubeListaMachine.provide({
  actions: {
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
    fail: ({ context }) => avisos.erro(context.notice ?? '', DURACAO.longa),
  },
});

const ROTULO_REMOVER: Record<TipoLista, string> = { anuncios: 'Remover anúncio', banners: 'Remover banner', usuarios: 'Remover usuário' };

/** One paged list of the club panel (5 a page) with removal; remounted per tab. */
export function ListaClube({ tipo }: { tipo: TipoLista }) {
  const [state, send] = useMachine(listaMachine, { input: { tipo } });
  const { itens, pagina, totalLinhas, removendo, notice } = state.context;
  const paginas = useMemo(() => Math.max(1, Math.ceil(totalLinhas / LINHAS_POR_PAGINA)), [totalLinhas]);
  if (state.matches('sessionLost')) return null;
  if (state.matches('loadFailed')) return <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} />;
  if (state.matches('loading') && itens.length === 0) return <Carregando />;
  if (itens.length === 0) return <p className="vazio">{listasVazias[tipo]}</p>;
  const ocupado = !state.matches('showing');
  return (
    <>
      <ul className="lista-limpa lista-clube" aria-busy={state.matches('loading')}>
        {itens.map((item) => (
          <li key={item.id} className="item-clube">
            {/* decorative: the title beside it names the row */}
            {item.miniatura && <img className="miniatura" src={item.miniatura} alt="" width={56} height={56} loading="lazy" decoding="async" />}
            <div>
              <strong>{item.titulo}</strong>
              {item.detalhes.map((d) => <span key={d} className="detalhe">{d}</span>)}
            </div>
            {removendo === item.id && state.matches('confirmingRemoval') ? (
              <div role="group" aria-label={`Confirmar: ${ROTULO_REMOVER[tipo].toLowerCase()} ${item.titulo}`} className="acoes">
                <button type="button" className="botao perigo" autoFocus onClick={() => send({ type: 'removal.confirm' })}>Confirmar remoção</button>
                <button type="button" className="botao secundario" onClick={() => send({ type: 'removal.cancel' })}>Manter</button>
              </div>
            ) : (
              <button type="button" className="botao secundario" disabled={ocupado}
                aria-label={`${ROTULO_REMOVER[tipo]} ${item.titulo}`} onClick={() => send({ type: 'item.remove', id: item.id })}>
                {removendo === item.id ? 'Removendo…' : 'Remover'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {notice && state.matches('showing') && <p className="alerta" role="alert">{notice}</p>}
      {paginas > 1 && (
        <nav className="paginacao" aria-label="Paginação">
          <button type="button" className="botao secundario" disabled={ocupado || pagina === 1}
            onClick={() => send({ type: 'page.go', pagina: pagina - 1 })}>Anterior</button>
          <span aria-live="polite">Página {pagina} de {paginas}</span>
          <button type="button" className="botao secundario" disabled={ocupado || pagina === paginas}
            onClick={() => send({ type: 'page.go', pagina: pagina + 1 })}>Próxima</button>
        </nav>
      )}
    </>
  );
}
