import { authContract } from './auth.contract';
import { clubeGestaoContract, clubeVantagensContract } from './clube-vantagens.contract';
import { c } from './common';

/** The whole API surface of the portal (spec §7 plus login), one entry per product. */
export const portalContract = c.router({
  auth: authContract,
  clube: clubeVantagensContract,
  clubeGestao: clubeGestaoContract,
});
