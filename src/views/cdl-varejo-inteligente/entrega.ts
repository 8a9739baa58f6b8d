import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { guardarReserva } from '../../services/cdl-varejo-inteligente/reserva';
import { rotasVarejo } from './rotas';

/**
 * A finished reservation form hands its SimularReserva body to the term screen: written to the §3 `reserva` session
 * (this login's), then the term route, where the hold is made. `pedido` null: not finished yet.
 */
export function useEntregaAoTermo(dono: string | null, pedido: SimulacaoReserva | null) {
  const [, navegar] = useLocation();
  useEffect(() => {
    if (!pedido || !dono) return;
    guardarReserva(dono, pedido);
    navegar(rotasVarejo.termo.link());
  }, [pedido, dono, navegar]);
}
