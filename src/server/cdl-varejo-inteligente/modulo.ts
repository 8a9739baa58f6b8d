/** CDL Varejo Inteligente on the server (src/server/produtos.ts lists it). */
import { cdlVarejoInteligenteContract } from '../../contracts/cdl-varejo-inteligente.contract';
import type { ModuloDoServidor } from '../comum/modulo';
import * as tabelas from '../db/schema/cdl-varejo-inteligente';
import { semearAgendasVarejo } from './catalogo';
import { cdlVarejoInteligenteRouter } from './varejo.router';

export const cdlVarejoInteligente: ModuloDoServidor = {
  produto: 'cdl-varejo-inteligente',
  contratos: { varejo: cdlVarejoInteligenteContract },
  routers: (deps) => ({ varejo: cdlVarejoInteligenteRouter(deps) }),
  recursos: ['eventoId', 'eventoid'],
  tabelas,
  semente: { catalogo: semearAgendasVarejo },
};
