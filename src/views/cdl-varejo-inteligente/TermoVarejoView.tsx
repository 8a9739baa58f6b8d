import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { horaSaoPaulo } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import { ESPERA_APOS_PAGAMENTO_MS } from '../../domain/comum/pagamentos';
import { periodoDaReserva, textosVarejo as t } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { donoDoRascunho } from '../../services/comum/rascunho';
import { varejoTermoMachine } from '../../machines/cdl-varejo-inteligente/termo.machine';
import { apagarReserva, lerReserva } from '../../services/cdl-varejo-inteligente/reserva';
import { ReservaEmConflito, type Aceite, type TermoDaReserva } from '../../services/cdl-varejo-inteligente/varejo.service';
import { Carregando } from '../comum/Carregando';
import { Sessao } from '../comum/Sessao';
import { comAvisos, TermoAceite } from '../comum/TermoAceite';
import { useSaidaDaTela } from '../comum/assistente';
import { comConflito, origemDaReserva } from './links';
import { rotasVarejo } from './rotas';
import './varejo.css';

const termoMachine = comAvisos(varejoTermoMachine);

/** /produto/cdl-varejo-inteligente/termo (§2 termoVarejo): the reservation handed over in the `reserva` session. */
export function TermoVarejoView() {
  const dono = Sessao.useSelector((s) => donoDoRascunho(s.context.usuario));
  const [pedido] = useState(() => (dono ? lerReserva(dono) : null));
  if (!pedido || !dono) return <Redirect to={rotasVarejo.produtos.link()} replace />;
  return <Termo pedido={pedido} dono={dono} />;
}

function Termo({ pedido, dono }: { pedido: SimulacaoReserva; dono: string }) {
  // §4 "Leaving the term screen cancels the simulated reservation": VOLTAR, another route, closing the tab; the
  // machine lets the hold go (its `liberar`), the screen only tells it the user left
  const saida = useSaidaDaTela();
  const [state, send, actor] = useMachine(termoMachine, { input: pedido });
  saida.current = actor;
  const termo = state.context.termo;
  const aceito = state.matches('accepted');
  const origem = origemDaReserva(pedido);
  useEffect(() => { if (aceito) apagarReserva(dono); }, [aceito, dono]);

  if (aceito && termo && state.context.resposta) return <Aceito termo={termo} resposta={state.context.resposta} />;
  // VOLTAR: the hold is released before going back, so the grid or the agenda already shows the space free
  if (state.matches('releasing' as never)) return <Carregando texto={t.liberando} />;
  if (state.matches('leftBack')) return <Redirect to={origem} replace />;
  // refused (§8 "go to agenda"); a 409's chairs go back with the history entry, for the grid to show them red
  if (state.matches('leftToPanel')) {
    const falha = state.context.falha;
    return <Redirect to={origem} state={falha instanceof ReservaEmConflito ? comConflito(falha.estacoes) : undefined} />;
  }
  return (
    <div className="varejo varejo-termo">
      {/* the summary goes under the kit's h1, so the page's title is read first */}
      <TermoAceite state={state} send={send}
        textos={{ titulo: t.tituloTermo, aceitar: t.aceitar, salvando: t.salvandoTermo }}
        saidas={{ aceito: rotasVarejo.varejo.link(), recusado: origem, voltar: origem }}
        antesDoTermo={termo && (state.matches('reading') || state.matches('accepting')) ? <Resumo termo={termo} /> : null} />
    </div>
  );
}

/** What is being reserved, its price line by line, what is charged now, and until when the hold lasts. */
function Resumo({ termo }: { termo: TermoDaReserva }) {
  const r = termo.reserva;
  const ate = horaSaoPaulo(new Date(termo.expiraEm));
  return (
    <div className="cartao varejo-resumo" role="region" aria-label={t.resumoReserva}>
      <dl className="carrinho-linhas">
        <div><dt>{t.espaco}</dt><dd>{r.espaco}</dd></div>
        <div><dt>{t.periodo}</dt><dd>{periodoDaReserva(r)}</dd></div>
        {r.estacoes.length > 0 && <div><dt>{t.estacoes}</dt><dd>{r.estacoes.map((e) => e.posicao).join(', ')}</dd></div>}
        {r.preco.linhas.map((l) => <div key={l.descricao}><dt>{l.descricao}</dt><dd>{formatBRL(l.valor)}</dd></div>)}
        <div><dt>Valor total</dt><dd>{formatBRL(r.preco.total)}</dd></div>
        {r.preco.aPagar !== r.preco.total && <div><dt>{t.cobradoAgora}</dt><dd>{formatBRL(r.preco.aPagar)}</dd></div>}
      </dl>
      <p className="aviso">{t.reservaAte(ate)}</p>
    </div>
  );
}

/** Accepted: on the monthly slip, Meus espaços 2 s later (§8, §9); awaiting payment, the payment screen. */
function Aceito({ termo, resposta }: { termo: TermoDaReserva; resposta: Aceite }) {
  const [, navegar] = useLocation();
  const pagar = resposta.status === 'aguardandoPagamento';
  useEffect(() => {
    if (pagar) return undefined;
    const espera = setTimeout(() => navegar(rotasVarejo.varejo.link(), { replace: true }), ESPERA_APOS_PAGAMENTO_MS);
    return () => clearTimeout(espera);
  }, [pagar, navegar]);
  if (pagar) return <Redirect to={rotasVarejo.pagamento.link({ eventoId: termo.reserva.eventoId })} replace />;
  return <Carregando texto={t.mensalidadeRegistrada} />;
}
