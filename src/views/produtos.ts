/**
 * The client's products: one line each (docs/kits.md "Um produto novo em uma hora"). App.tsx routes and titles
 * their addresses and the products screen draws their cards from this list, in its order; a product of
 * domain/comum/produtos.ts PRODUTOS without a module here shows as 'Em breve', with no link. Every module loads its
 * product lazily: this list is in the initial route.
 */
import type { ModuloDoCliente } from './comum/modulo';
import { clubeVantagens } from './clube-vantagens/modulo';
import { spcConciliador } from './spc-conciliador/modulo';
import { cdlVarejoInteligente } from './cdl-varejo-inteligente/modulo';
import { cdlConsultor } from './cdl-consultor/modulo';
import { cdlSaude } from './cdl-saude/modulo';
import { atendimento } from './atendimento/modulo';

export const modulosDoCliente: readonly ModuloDoCliente[] = [clubeVantagens, spcConciliador, cdlVarejoInteligente, cdlSaude, cdlConsultor, atendimento];
