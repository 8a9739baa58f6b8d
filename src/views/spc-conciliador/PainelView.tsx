import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { rotulosPagamento } from '../../domain/comum/pagamentos';
import { mensagensConciliador, mensagensPagamentoConciliador as textos, ROTULOS_SOLICITACAO } from '../../domain/spc-conciliador/conciliador';
import { conciliadorPainelMachine } from '../../machines/spc-conciliador/painel.machine';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { DadosDoBoleto } from '../comum/DadosDoBoleto';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { rotas } from '../rotas';
import { rotasConciliador } from './rotas';

const painelMachine = conciliadorPainelMachine.provide({
  actions: { warn: ({ context }) => avisos.atencao(context.notice ?? '') },
});

/** /produto/spc-conciliador/painel-conciliador (§2 "Requests list with pay button", §4, §8). */
export function PainelView() {
  const [state, send] = useMachine(painelMachine);
  const { linhas, notice } = state.context;
  const titulo = <h1 id="titulo">{textos.tituloPainel}</h1>;
  const contratar = <Link className="botao" href={rotasConciliador.planos.link()}>{textos.contratarNovo}</Link>;

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('leftToProducts')) return <Redirect to={rotas.Dashboard.link()} replace />;
  if (state.matches('loading')) return <Carregando />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} /></section>;

  return (
    <section aria-labelledby="titulo" className="conciliador-painel">
      <div className="painel-topo">
        {titulo}
        {contratar}
      </div>
      <h2 id="lista-titulo">{textos.tituloLista}</h2>
      {state.matches('empty') ? <p className="vazio">{mensagensConciliador.nenhumaSolicitacao}</p> : (
        <ul className="lista-limpa solicitacoes" aria-labelledby="lista-titulo">
          {linhas.map((l) => (
            <li key={l.solicitacaoId} className="cartao solicitacao">
              <div className="solicitacao-topo">
                <h3 id={`solicitacao-${l.solicitacaoId}`}>{ROTULOS_SOLICITACAO.plano} {l.plano}</h3>
                <span className="selo">{l.situacao}</span>
              </div>
              <dl className="solicitacao-detalhes">
                {l.detalhes.map((d) => <div key={d.rotulo}><dt>{d.rotulo}</dt><dd>{d.valor}</dd></div>)}
              </dl>
              {l.boleto && <DadosDoBoleto id={`boleto-${l.solicitacaoId}`} {...l.boleto} />}
              {(l.pagar || l.urlBoleto) && (
                <div className="acoes">
                  {l.pagar && (
                    <Link className="botao" href={rotasConciliador.pagamento.link({ solicitacaoId: l.solicitacaoId })}
                      aria-describedby={`solicitacao-${l.solicitacaoId}`}>{rotulosPagamento.pagar}</Link>
                  )}
                  {l.urlBoleto && (
                    <a className="botao secundario" href={l.urlBoleto} target="_blank" rel="noopener"
                      aria-describedby={`solicitacao-${l.solicitacaoId}`}>{rotulosPagamento.abrirBoleto}</a>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
