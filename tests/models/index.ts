import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { PathEvent } from '../support/paths';
import { clubeAnuncioModelo } from './clube-anuncio.model';
import { clubeBannerModelo } from './clube-banner.model';
import { clubeListaModelo } from './clube-lista.model';
import { clubeRemoverUsuariosModelo } from './clube-remover-usuarios.model';
import { clubeUsuariosModelo, planilhaUsuariosModelo } from './clube-usuarios.model';
import { clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo } from './clube-vantagens.model';
import { loginModelo, sessaoModelo } from './sessao.model';

/** A flow model: its machine, the events paths may take (one per outcome, payload included) and what a graph node is. */
export type Modelo = {
  nome: string;
  machine: AnyStateMachine;
  events: PathEvent[];
  key: (snapshot: AnyMachineSnapshot) => unknown[];
  /** The input a machine that takes one starts with. */
  input?: unknown;
};

/** Every flow model, read by tests/<flow>.paths.test.ts and `npm run paths`; add each tests/models/<flow>.model.ts here. */
export const modelos: Modelo[] = [sessaoModelo, loginModelo, clubePainelModelo, clubeTermoModelo, clubeCancelamentoModelo, clubeAnuncioModelo, clubeListaModelo,
  clubeBannerModelo, clubeUsuariosModelo, planilhaUsuariosModelo, clubeRemoverUsuariosModelo];
