/**
 * The server's products: one line each (docs/kits.md "Um produto novo em uma hora"). app.ts serves their contracts,
 * the database sees their tables, the seed writes their catalogues and demo data, the staff desk reads their tickets
 * and the authorization tests call every route, all from this list. A product of domain/comum/produtos.ts PRODUTOS
 * without a module here has no server yet.
 */
import type { ModuloDoServidor } from './comum/modulo';
import { clubeVantagens } from './clube-vantagens/modulo';
import { spcConciliador } from './spc-conciliador/modulo';
import { cdlVarejoInteligente } from './cdl-varejo-inteligente/modulo';
import { cdlConsultor } from './cdl-consultor/modulo';
import { cdlSaude } from './cdl-saude/modulo';

export const modulosDoServidor: readonly ModuloDoServidor[] = [clubeVantagens, spcConciliador, cdlVarejoInteligente, cdlConsultor, cdlSaude];
