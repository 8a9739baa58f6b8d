import { useMachine } from '@xstate/react';
import { useParams } from 'wouter';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { textosVarejo as t } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { varejoPagamentoMachine } from '../../machines/cdl-varejo-inteligente/pagamento.machine';
import { idDaRota } from '../comum/rota';
import { comAvisosDePagamento, Pagamento } from '../comum/Pagamento';
import { rotasVarejo } from './rotas';
import './varejo.css';

const pagamentoMachine = comAvisosDePagamento(varejoPagamentoMachine);

/**
 * /produto/cdl-varejo-inteligente/pagamento/:eventoId (§2 pagamentoVarejo): Boleto, Cartao, Mensalidade (not for a
 * naoAssociado). Not the caller's, or nothing to pay: Meus espaços. Paid: Meus espaços 2 s later (§9).
 */
export function PagamentoVarejoView() {
  const { eventoId } = useParams<{ eventoId: string }>();
  return <PagamentoDaReserva key={eventoId} eventoId={idDaRota(eventoId)} />;
}

function PagamentoDaReserva({ eventoId }: { eventoId: number }) {
  // the methods offered are the server's cart's (the reservation's associate), not the logged-in user's
  const [state, send] = useMachine(pagamentoMachine, { input: { entrada: { eventoId }, hoje: dataSaoPaulo(new Date()) } });
  const meusEspacos = rotasVarejo.varejo.link();
  return (
    <Pagamento state={state} send={send}
      textos={{ titulo: t.tituloPagamento, tituloCarrinho: t.tituloCarrinho, irPara: t.irParaMeusEspacos }}
      saidas={{ pago: meusEspacos, semPagamento: meusEspacos, recusado: meusEspacos, voltar: meusEspacos }} />
  );
}
