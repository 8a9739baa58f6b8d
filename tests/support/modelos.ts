import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { PathEvent } from './paths';
import { clubeAnuncioModelo } from '../clube-vantagens/anuncio.model';
import { clubeBannerModelo } from '../clube-vantagens/banner.model';
import { clubeListaModelo } from '../clube-vantagens/lista.model';
import { clubeRemoverUsuariosModelo } from '../clube-vantagens/remover-usuarios.model';
import { clubeUsuariosModelo, planilhaUsuariosModelo } from '../clube-vantagens/usuarios.model';
import { clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo } from '../clube-vantagens/clube.model';
import { clubeSituacaoModelo } from '../clube-vantagens/situacao.model';
import { listaComEscolhaModelo } from '../comum/lista.model';
import { loginModelo, sessaoModelo } from '../comum/sessao.model';

/** A flow model: its machine, the events paths may take (one per outcome, payload included) and what a graph node is. */
export type Modelo = {
  nome: string;
  machine: AnyStateMachine;
  events: PathEvent[];
  key: (snapshot: AnyMachineSnapshot) => unknown[];
  /** The input a machine that takes one starts with. */
  input?: unknown;
};

/** Every flow model, read by tests/<produto>/<fluxo>.paths.test.ts and `npm run paths`; add each tests/<produto>/<fluxo>.model.ts here. */
export const modelos: Modelo[] = [sessaoModelo, loginModelo, clubePainelModelo, clubeTermoModelo, clubeCancelamentoModelo, clubeAnuncioModelo, clubeListaModelo,
  clubeBannerModelo, clubeUsuariosModelo, planilhaUsuariosModelo, clubeRemoverUsuariosModelo, clubeSituacaoModelo, listaComEscolhaModelo];
