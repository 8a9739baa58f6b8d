import { SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import {
  chaveDoRascunho, navegador, tentar, VALIDADE_RASCUNHO_MS, type Ambiente, type Envelope,
} from '../comum/rascunho-varredura';

/**
 * §3 Reservation session (`reserva`, session storage): the SimularReserva body a form or the agenda hands to the
 * term screen, idempotency key included (a reload of the term asks for the same hold again, never a second one).
 * Written as a drafts-kit envelope under the login's key, so the sweep at SAIR and at another login removes it
 * like every draft (docs/decisions/platform.md "Drafts"); gone with the tab. The term screen clears it once the
 * term is accepted or left.
 */
const CHAVE = 'reserva';
const VERSAO = 1;

export function guardarReserva(dono: string, pedido: SimulacaoReserva, ambiente: Ambiente = navegador): boolean {
  const s = ambiente.armazenamento('sessao');
  if (!s) return false;
  const agora = ambiente.agora();
  const envelope: Envelope = {
    formatoRascunho: 1, versao: VERSAO, dono, salvoEm: agora, expiraEm: agora + VALIDADE_RASCUNHO_MS, arquivosDeixados: false,
    snapshot: { status: 'active', output: undefined, error: undefined, context: { pedido } },
  };
  // storage refused (quota, private mode): the term screen finds nothing and sends back to the products
  return tentar(() => { s.setItem(chaveDoRascunho(CHAVE, dono), JSON.stringify(envelope)); return true; }, false);
}

/** The reservation handed to the term, checked by the contract's schema; null when absent, another login's, expired or unreadable. */
export function lerReserva(dono: string, ambiente: Ambiente = navegador): SimulacaoReserva | null {
  const texto = tentar(() => ambiente.armazenamento('sessao')?.getItem(chaveDoRascunho(CHAVE, dono)) ?? null, null);
  if (!texto) return null;
  const e = tentar(() => JSON.parse(texto) as Partial<Envelope>, null);
  if (!e || e.dono !== dono || e.versao !== VERSAO || typeof e.expiraEm !== 'number' || !(ambiente.agora() < e.expiraEm)) return null;
  const pedido = (e.snapshot?.context as { pedido?: unknown } | undefined)?.pedido;
  return SimulacaoReserva.safeParse(pedido).success ? (pedido as SimulacaoReserva) : null;
}

export function apagarReserva(dono: string, ambiente: Ambiente = navegador): void {
  tentar(() => ambiente.armazenamento('sessao')?.removeItem(chaveDoRascunho(CHAVE, dono)), undefined);
}
