import type { AnyEventObject } from 'xstate';
import { failedWith, messageOf } from '../../services/comum/api';

type ComEvento = { event: AnyEventObject };

/** Guard: the call failed because the session is gone (401): the machine parks in sessionLost. */
export const sessionLost = ({ event }: ComEvento) => 'error' in event && failedWith(event.error, 'unauthorized');

/** Guard: the server refused the call with a mensagem (400/403/404/409/413). */
export const rejected = ({ event }: ComEvento) => 'error' in event && failedWith(event.error, 'rejected');

/** What a machine keeps from a failed call: the server's mensagem, else `fallback` (e.g. no network). */
export const textoDaFalha = (fallback: string) => ({ event }: ComEvento) =>
  'error' in event ? messageOf(event.error, fallback) : null;
