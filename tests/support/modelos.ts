import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { PathEvent } from './paths';
import type { Textos } from './cenarios';
import { existsSync } from 'node:fs';
import { modulosDoCliente } from '../../src/views/produtos';

/** A flow model: its machine, the events paths may take (one per outcome, payload included) and what a graph node is. */
export type Modelo = {
  nome: string;
  machine: AnyStateMachine;
  events: PathEvent[];
  key: (snapshot: AnyMachineSnapshot) => unknown[];
  /** The input a machine that takes one starts with. */
  input?: unknown;
  /** What the machine's `description`s cannot say: payloads in words, a product's words for a kit, calls, facts (tests/support/cenarios.ts). */
  textos?: Textos;
  /**
   * SPEC.md rule ids (tests/support/regras.ts) per state path (`reading`) or transition label
   * (`accepting: error acceptTerm #3 → reading`, as `npm run paths` prints it), beside the machine's `meta.regras`:
   * for a kit machine, whose rules depend on the product using it (a product's own machine tags itself).
   */
  regras?: Record<string, string[]>;
  /** Events the flow must refuse in a state (a guard's "no"): tried on the machine, shown as "Quando … Então nada muda". */
  recusas?: Recusa[];
};

/** An event the flow must refuse: sent there, the state stays and no call starts. */
export type Recusa = {
  /** The state path where it is refused (`showing`, `editing.browsing`). */
  estado: string;
  /** Which situation of that state (first in breadth-first order that passes), when the refusal depends on context. */
  quando?: (snapshot: AnyMachineSnapshot) => boolean;
  evento: PathEvent;
  /** Why, in pt-BR. */
  porque: string;
  regras?: string[];
};

/**
 * The folders with flow models: the common kits', then each product of the client's list (src/views/produtos.ts), in
 * its order. A product's tests/<produto>/modelos.ts lists its models (each tests/<produto>/<fluxo>.model.ts): a product
 * registered on the client gets its models here, with no line of its own.
 */
export const PASTAS_DE_MODELOS = ['comum', ...modulosDoCliente.map((m) => m.produto)];

/** Every flow model, read by tests/<produto>/<fluxo>.paths.test.ts and `npm run paths`. */
export const modelos: Modelo[] = (await Promise.all(PASTAS_DE_MODELOS
  .filter((pasta) => existsSync(new URL(`../${pasta}/modelos.ts`, import.meta.url)))
  .map(async (pasta) => ((await import(`../${pasta}/modelos.ts`)) as { modelos: Modelo[] }).modelos))).flat();
