import { aoFalhar, falhouCarga } from '../comum/falhas';

/**
 * How every consultant screen that reads one member ends a failed read: the server's refusal (a member outside the
 * carteira: 404 and its sentence) goes to `refused`, a read that got no answer to `loadFailed` (Tentar novamente).
 * The machine provides `keepServerMessage`.
 */
export const recusaOuFalhaDoMembro = aoFalhar(
  { target: 'refused', actions: 'keepServerMessage', description: 'o servidor recusa (fora da carteira): a frase dele' },
  falhouCarga,
);

/** The state the refusal rests in: the view shows the sentence and the way back to the carteira, nothing of the member. */
export const membroRecusado = { description: 'a frase do servidor, com o link para a carteira' } as const;
