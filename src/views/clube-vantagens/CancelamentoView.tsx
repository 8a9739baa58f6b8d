import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { DESCONTO_RETENCAO } from '../../domain/clube-vantagens/clube';
import { formatData } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import { clubeCancelamentoMachine } from '../../machines/clube-vantagens/cancelamento.machine';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { rotas } from '../rotas';
import { rotasClube } from './rotas';

// one place per message: a load the server refused is a toast on the way to the panel; a failed discount or
// cancellation, and the discount's confirmation, are text on this screen (no toast besides)
const cancelamentoMachine = clubeCancelamentoMachine.provide({
  actions: { warn: ({ context }) => avisos.atencao(context.notice ?? '') },
});

/** cancelamentoClube: the retention offer, voltar, ACEITAR DESCONTO (when offered) and EFETUAR CANCELAMENTO. */
export function CancelamentoView() {
  const [state, send] = useMachine(cancelamentoMachine);
  const { clube, retencao, cancelamento, notice } = state.context;
  const titulo = <h1 id="titulo">Cancelar Clube de Vantagens</h1>;
  if (state.matches('sessionLost')) return null;
  if (state.matches('leftToPanel')) return <Redirect to={rotasClube.painel.link()} />;
  if (state.matches('loading') || state.matches('loadingRetention')) return <Carregando />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} /></section>;

  if (state.matches('cancelled') && cancelamento) {
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <div className="sucesso" role="status">
          <p>{cancelamento.mensagem}</p>
          <p>Protocolo: <strong>{cancelamento.protocolo}</strong>. Enviamos uma cópia para o seu e-mail.</p>
        </div>
        <div className="acoes"><Link className="botao" href={rotas.Dashboard.link()}>Ir para os produtos</Link></div>
      </section>
    );
  }

  if (state.matches('alreadyRequested') && clube) {
    // issue 9: what was asked before, never a second EFETUAR CANCELAMENTO
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <div className="aviso cancelamento-solicitado" role="status">
          <p>O cancelamento do seu Clube de Vantagens já foi solicitado.</p>
          <p>Protocolo: <strong>{clube.protocoloCancelamento}</strong></p>
          {clube.dtCancelamento && (
            <p>A partir de <strong>{formatData(clube.dtCancelamento)}</strong> seus anúncios e usuários do clube ficam suspensos. Até lá, tudo continua funcionando.</p>
          )}
        </div>
        <div className="acoes">
          <button type="button" className="botao secundario" onClick={() => send({ type: 'back' })}>voltar</button>
          <Link className="botao" href={rotas.Dashboard.link()}>Ir para os produtos</Link>
        </div>
      </section>
    );
  }

  if (state.matches('discountAccepted')) {
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <p className="sucesso" role="status">{notice}</p>
        <div className="acoes"><button type="button" className="botao" onClick={() => send({ type: 'back' })}>voltar</button></div>
      </section>
    );
  }

  const ocupado = state.matches('acceptingDiscount') || state.matches('cancelling');
  return (
    <section aria-labelledby="titulo">
      {titulo}
      {retencao?.ofertarRetencao && (
        <div className="cartao">
          <h2>Antes de ir: {DESCONTO_RETENCAO}% de desconto para você ficar</h2>
          <p>Continue com o Clube de Vantagens pagando {formatBRL(retencao.valorComDesconto)} por mês em vez de {formatBRL(retencao.valorMensal)}.</p>
        </div>
      )}
      {retencao && (
        <p>
          O cancelamento vale a partir de {formatData(retencao.dtCancelamento)}, o primeiro dia do próximo mês. A partir dessa data
          seus anúncios e usuários do clube serão suspensos. Cashback não resgatado não é coberto.
        </p>
      )}
      {notice && <p className="alerta" role="alert">{notice}</p>}
      <div className="acoes">
        <button type="button" className="botao secundario" disabled={ocupado} onClick={() => send({ type: 'back' })}>voltar</button>
        {retencao?.ofertarRetencao && (
          <button type="button" className="botao" disabled={ocupado} onClick={() => send({ type: 'discount.accept' })}>
            {state.matches('acceptingDiscount') ? 'Aguarde…' : 'ACEITAR DESCONTO'}
          </button>
        )}
        <button type="button" className="botao perigo" disabled={ocupado} onClick={() => send({ type: 'cancel.confirm' })}>
          {state.matches('cancelling') ? 'Aguarde…' : 'EFETUAR CANCELAMENTO'}
        </button>
      </div>
    </section>
  );
}
