import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { formatBRL } from '../../domain/comum/dinheiro';
import { rotulosPagamento } from '../../domain/comum/pagamentos';
import { ROTULO_DO_STATUS } from '../../domain/cdl-varejo-inteligente/reservas';
import { periodoDaReserva, textosVarejo as t } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { varejoMeusEspacosMachine } from '../../machines/cdl-varejo-inteligente/listas.machine';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { DadosDoBoleto } from '../comum/DadosDoBoleto';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { rotas } from '../rotas';
import { rotasVarejo } from './rotas';
import './varejo.css';

const meusEspacosMachine = varejoMeusEspacosMachine.provide({ actions: { warn: ({ context }) => avisos.atencao(context.notice ?? '') } });

/** /produto/cdl-varejo-inteligente (§2 'varejo', Meus espaços): the caller's reservations; Pagar; NOVA LOCAÇÃO. */
export function MeusEspacosView() {
  const [state, send] = useMachine(meusEspacosMachine);
  const titulo = <h1 id="titulo">{t.meusEspacos}</h1>;
  if (state.matches('sessionLost')) return null;
  if (state.matches('leftRefused')) return <Redirect to={rotas.Dashboard.link()} replace />;
  if (state.matches('loading')) return <Carregando />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={state.context.notice} onRetry={() => send({ type: 'retry' })} /></section>;
  const reservas = state.context.itens;
  return (
    <section aria-labelledby="titulo" className="varejo">
      <div className="varejo-topo">
        {titulo}
        <Link className="botao" href={rotasVarejo.produtos.link()}>{t.novaLocacao}</Link>
      </div>
      {state.matches('empty') ? <p className="vazio">{t.nenhumaReserva}</p> : (
        <ul className="lista-limpa varejo-reservas">
          {reservas.map((r) => {
            const id = `reserva-${r.eventoId}`;
            return (
              <li key={r.eventoId} className="cartao reserva">
                <div className="reserva-topo">
                  <h2 id={id}>{r.espaco}</h2>
                  <span className={`selo status-${r.status}`}>{ROTULO_DO_STATUS[r.status]}</span>
                </div>
                <dl className="reserva-detalhes">
                  <div><dt>{t.periodo}</dt><dd>{periodoDaReserva(r)}</dd></div>
                  {r.estacoes.length > 0 && <div><dt>{t.estacoes}</dt><dd>{r.estacoes.map((e) => e.posicao).join(', ')}</dd></div>}
                  <div><dt>{t.valor}</dt><dd>{formatBRL(r.valorAPagar)}</dd></div>
                </dl>
                {r.boleto && <DadosDoBoleto id={`boleto-${r.eventoId}`} linhaDigitavel={r.boleto.linhaDigitavel} vencimento={r.boleto.vencimento} />}
                {(r.status === 'aguardandoPagamento') && (
                  <div className="acoes">
                    {r.urlBoleto ? (
                      <a className="botao secundario" href={r.urlBoleto} target="_blank" rel="noopener" aria-describedby={id}>{rotulosPagamento.abrirBoleto}</a>
                    ) : (
                      <Link className="botao" href={rotasVarejo.pagamento.link({ eventoId: r.eventoId })} aria-describedby={id}>{t.pagar}</Link>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
