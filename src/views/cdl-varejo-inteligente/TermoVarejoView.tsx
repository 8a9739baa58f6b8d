import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { horaSaoPaulo } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import { ESPERA_APOS_PAGAMENTO_MS } from '../../domain/comum/pagamentos';
import { periodoDaReserva, textosVarejo as t } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import type { TermoDaReservaRef } from '../../machines/cdl-varejo-inteligente/termo.machine';
import type { Aceite, TermoDaReserva } from '../../services/cdl-varejo-inteligente/varejo.service';
import { Carregando } from '../comum/Carregando';
import { TermoAceite } from '../comum/TermoAceite';
import { rotasVarejo } from './rotas';
import './varejo.css';

/**
 * §2 termoVarejo, the last step of each retail wizard (its route is the wizard's: termo/{kind}/{agendaId}): draws the
 * wizard's term step (the term kit, invoked with the reservation), the reservation's summary above the term. When the
 * term ends, the wizard decides where to go (back to its grid or Agenda, or `ReservaAceita`); VOLTAR shows the hold
 * being let go first, so the screen gone back to shows the space free.
 */
export function TermoVarejoView({ termo }: { termo: TermoDaReservaRef }) {
  const state = useSelector(termo, (s) => s);
  if (state.status !== 'active') return null; // the wizard is on its way out of the term
  if (state.matches('releasing' as never)) return <Carregando texto={t.liberando} />;
  const lido = state.context.termo;
  const produtos = rotasVarejo.produtos.link(); // never drawn: the wizard leaves the term before it ends
  return (
    <div className="varejo varejo-termo">
      {/* the summary goes under the kit's h1, so the page's title is read first */}
      <TermoAceite state={state} send={termo.send}
        textos={{ titulo: t.tituloTermo, aceitar: t.aceitar, salvando: t.salvandoTermo }}
        saidas={{ aceito: produtos, recusado: produtos, voltar: produtos }}
        antesDoTermo={lido && (state.matches('reading') || state.matches('accepting')) ? <Resumo termo={lido} /> : null} />
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

/** A wizard's term accepted: on the monthly slip, Meus espaços 2 s later (§8, §9); awaiting payment, the payment screen. */
export function ReservaAceita({ aceite }: { aceite: Aceite }) {
  const [, navegar] = useLocation();
  const pagar = aceite.status === 'aguardandoPagamento';
  useEffect(() => {
    if (pagar) return undefined;
    const espera = setTimeout(() => navegar(rotasVarejo.varejo.link(), { replace: true }), ESPERA_APOS_PAGAMENTO_MS);
    return () => clearTimeout(espera);
  }, [pagar, navegar]);
  if (pagar) return <Redirect to={rotasVarejo.pagamento.link({ eventoId: aceite.eventoId })} replace />;
  return <Carregando texto={t.mensalidadeRegistrada} />;
}
