import { createStore } from '@xstate/store';

/**
 * The one place a 401 is announced: any service that meets one triggers `expirou`;
 * the session machine listens and App sends the user to login and back.
 */
export const sessaoStore = createStore({
  context: { expiracoes: 0 },
  on: {
    expirou: (context) => ({ expiracoes: context.expiracoes + 1 }),
  },
});
