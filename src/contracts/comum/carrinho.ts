import { z } from 'zod';
import { METODOS_PAGAMENTO } from '../../domain/comum/pagamentos';

// apart from esquemas.ts, which the initial route loads (the login): the payment rules stay in the products' chunks
/**
 * decided (issue 20): what a cart answer says about paying it, computed on the server for the associate it is for
 * (domain/comum/pagamentos.ts `metodosDoCarrinho`): the methods the payment screen offers, and those ruled out with the
 * sentence it shows (issue 19: a boleto the bank would confirm too late).
 */
export const MetodosDoCarrinho = z.object({
  metodosPermitidos: z.array(z.enum(METODOS_PAGAMENTO)).max(METODOS_PAGAMENTO.length),
  metodosIndisponiveis: z.array(z.object({ metodo: z.enum(METODOS_PAGAMENTO), motivo: z.string() })).max(METODOS_PAGAMENTO.length),
});
