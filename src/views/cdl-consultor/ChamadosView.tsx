import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { mensagensConsultor, opcaoDoChamado, situacaoDoChamado } from '../../domain/cdl-consultor/carteira';
import { formatDataHora } from '../../domain/comum/datas';
import { chamadosMachine } from '../../machines/cdl-consultor/chamados.machine';
import type { MembroDaCarteira } from '../../services/comum/associado.store';
import { CabecalhoDoAssociado } from '../comum/AssociadoDaRota';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { rotasConsultor } from './rotas';

/** An opening instant (ISO) as São Paulo's 'dd/mm/aaaa às hh:mm' (issue 27: two tickets of one day told apart). */
const quando = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : formatDataHora(iso));

/** /produto/cdl-consultor/associado/:codSocio/chamados (§2 Tickets screen), for the member of the address. */
export function ChamadosView({ associado }: { associado: MembroDaCarteira }) {
  return <Chamados key={associado.codSocio} associado={associado} />;
}

function Chamados({ associado }: { associado: MembroDaCarteira }) {
  const idSeletor = useId();
  const [state, send] = useMachine(chamadosMachine, { input: { codSocio: associado.codSocio } });
  const { chamados, selecionado, notice } = state.context;
  if (state.matches('sessionLost')) return null;
  if (state.matches('loading')) return <Carregando />;
  const voltar = <div className="acoes"><Link className="botao secundario" href={rotasConsultor.painelAssociado.link({ codSocio: associado.codSocio })}>VOLTAR</Link></div>;
  const chamado = chamados.find((c) => c.codigo === selecionado);
  return (
    <section aria-labelledby="titulo" className="consultor-chamados">
      <h1 id="titulo">Chamados</h1>
      {(state.matches('showing') || state.matches('empty')) && <CabecalhoDoAssociado associado={associado} />}
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
