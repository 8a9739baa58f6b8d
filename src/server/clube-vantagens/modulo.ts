/** Clube de Vantagens on the server (src/server/produtos.ts lists it): the member's club and its management. */
import { clubeGestaoContract, clubeVantagensContract } from '../../contracts/clube-vantagens.contract';
import type { ModuloDoServidor } from '../comum/modulo';
import * as tabelas from '../db/schema/clube-vantagens';
import { anuncioRouter } from './anuncio.router';
import { bannerRouter } from './banner.router';
import { clubeVantagensRouter } from './clube.router';
import { semearClube } from './semente';
import { usuariosRouter } from './usuarios.router';

export const clubeVantagens: ModuloDoServidor = {
  produto: 'clube-vantagens',
  contratos: { clube: clubeVantagensContract, clubeGestao: clubeGestaoContract },
  // one router per flow; together they implement clubeGestaoContract, the flat union of their contracts
  routers: (deps) => ({ clube: clubeVantagensRouter(deps), clubeGestao: { ...anuncioRouter(deps), ...bannerRouter(deps), ...usuariosRouter(deps) } }),
  recursos: ['anuncioId', 'bannerId'],
  tabelas,
  semente: { demo: semearClube },
};
