import { useMachine } from '@xstate/react';
import { useParams } from 'wouter';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { mensagensPagamentoConciliador as textos } from '../../domain/spc-conciliador/conciliador';
import { conciliadorPagamentoMachine } from '../../machines/spc-conciliador/pagamento.machine';
import { idDaRota } from '../comum/rota';
import { comAvisosDePagamento, Pagamento } from '../comum/Pagamento';
import { rotas } from '../rotas';
import { rotasConciliador } from './rotas';

const pagamentoMachine = comAvisosDePagamento(conciliadorPagamentoMachine);

/**
 * /produto/spc-conciliador/pagamento-conciliador/:solicitacaoId (§2 Pagamento): the payment kit for one request.
 * Not the associate's, not accepted or not awaiting payment: the panel (§4). 400 on the query: products (§8).
 */
export function PagamentoView() {
  const { solicitacaoId } = useParams<{ solicitacaoId: string }>();
  // another id is another screen: a fresh machine
  return <PagamentoDaSolicitacao key={solicitacaoId} solicitacaoId={idDaRota(solicitacaoId)} />;
}

function PagamentoDaSolicitacao({ solicitacaoId }: { solicitacaoId: number }) {
  // "today" for the card's expiry is São Paulo's, read here (a machine never reads the clock); the methods offered are the
  // server's cart's, for the request's associate (a naoAssociado has no monthly slip, §6), not the logged-in user's
  const [state, send] = useMachine(pagamentoMachine, { input: { entrada: { solicitacaoId }, hoje: dataSaoPaulo(new Date()) } });
  const painel = rotasConciliador.painel.link();
  return (
    <Pagamento state={state} send={send}
      textos={{ titulo: textos.tituloPagamento, tituloCarrinho: textos.tituloCarrinho, irPara: textos.irParaOPainel }}
      saidas={{ pago: painel, semPagamento: painel, recusado: rotas.Dashboard.link(), voltar: painel }} />
  );
}
