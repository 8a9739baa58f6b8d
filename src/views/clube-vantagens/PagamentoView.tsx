import { useMachine } from '@xstate/react';
import { mensagensPagamentoClube as textos } from '../../domain/clube-vantagens/clube';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { clubePagamentoMachine } from '../../machines/clube-vantagens/pagamento.machine';
import { comAvisosDePagamento, Pagamento } from '../comum/Pagamento';
import { rotasClube } from './rotas';

const pagamentoMachine = comAvisosDePagamento(clubePagamentoMachine);

/**
 * /produto/clube-vantagens/pagamento (issue 11): a naoAssociado buys the club by credit card through the payment kit.
 * Paid: the toast, then the club term 2 s later (§9). An associate (who buys on the slip) or a club already bought:
 * the panel. VOLTAR: the panel.
 */
export function PagamentoView() {
  // "today" for the card's expiry is São Paulo's, read here (a machine never reads the clock); the methods are the server's cart's
  const [state, send] = useMachine(pagamentoMachine, { input: { entrada: null, hoje: dataSaoPaulo(new Date()) } });
  const painel = rotasClube.painel.link();
  return (
    <Pagamento state={state} send={send}
      textos={{ titulo: textos.titulo, tituloCarrinho: textos.tituloCarrinho, irPara: textos.irPara }}
      saidas={{ pago: rotasClube.termo.link(), semPagamento: painel, recusado: painel, voltar: painel }} />
  );
}
