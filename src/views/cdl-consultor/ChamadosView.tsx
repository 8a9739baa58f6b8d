import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { Link, Redirect } from 'wouter';
import { mensagensConsultor, opcaoDoChamado, situacaoDoChamado } from '../../domain/cdl-consultor/carteira';
import { formatDataHora } from '../../domain/comum/datas';
import { chamadosMachine } from '../../machines/cdl-consultor/chamados.machine';
import { associadoSelecionado } from '../../services/comum/associado.store';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { rotasConsultor } from './rotas';

/** An opening instant (ISO) as São Paulo's 'dd/mm/aaaa às hh:mm' (issue 27: two tickets of one day told apart). */
const quando = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : formatDataHora(iso));

/** /produto/cdl-consultor/chamados (§2 Tickets screen), for associadoSelecionado; none chosen: the carteira. */
export function ChamadosView() {
  const s = associadoSelecionado();
  if (!s || s.proprio) return <Redirect to={rotasConsultor.gerenciarAssociados.link()} replace />;
  return <Chamados key={s.codSocio} codSocio={s.codSocio} />;
}

function Chamados({ codSocio }: { codSocio: string }) {
  const idSeletor = useId();
  const [state, send] = useMachine(chamadosMachine, { input: { codSocio } });
  const { chamados, selecionado, notice } = state.context;
  if (state.matches('sessionLost')) return null;
  if (state.matches('loading')) return <Carregando />;
  const voltar = <div className="acoes"><Link className="botao secundario" href={rotasConsultor.painelAssociado.link()}>VOLTAR</Link></div>;
  const chamado = chamados.find((c) => c.codigo === selecionado);
  return (
    <section aria-labelledby="titulo" className="consultor-chamados">
      <h1 id="titulo">Chamados</h1>
      {state.matches('loadFailed') && <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} />}
      {state.matches('refused') && <p className="alerta" role="alert">{notice}</p>}
      {state.matches('empty') && <p className="vazio">{mensagensConsultor.semChamados}</p>}
      {state.matches('showing') && chamado && (
        <>
          <div className="campo">
            <label htmlFor={idSeletor}>Chamado</label>
            <select id={idSeletor} value={selecionado ?? ''} onChange={(e) => send({ type: 'ticket.select', codigo: e.currentTarget.value })}>
              {chamados.map((c) => <option key={c.codigo} value={c.codigo}>{opcaoDoChamado(c, quando(c.dataAbertura))}</option>)}
            </select>
          </div>
          <article className="cartao chamado" aria-labelledby="chamado-titulo">
            <h2 id="chamado-titulo">{`${chamado.label} nº ${chamado.codigo}`}</h2>
            <dl className="dados-leitura">
              <div><dt>Abertura</dt><dd>{quando(chamado.dataAbertura)}</dd></div>
              <div><dt>Status</dt><dd>{situacaoDoChamado(chamado)}</dd></div>
              {chamado.status === 1 ? (
                // issue 27: a refused request says why (staff's comment)
                <div><dt>Motivo da recusa</dt><dd className="motivo-recusa">{chamado.ultimasolucao ?? '-'}</dd></div>
              ) : (
                <>
                  <div><dt>Última solução</dt><dd>{chamado.tipoultimasolucao ?? '-'}</dd></div>
                  <div><dt>Descrição da solução</dt><dd className="motivo-recusa">{chamado.ultimasolucao ?? '-'}</dd></div>
                </>
              )}
            </dl>
          </article>
        </>
      )}
      {voltar}
    </section>
  );
}
