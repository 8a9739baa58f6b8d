import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { aoFalhar, aoFalharSemSessao, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../../src/machines/comum/falhas';
import { ApiFailure } from '../../src/services/comum/api';
import { falhas } from '../support/fixtures';

const FALHA_DE_REDE = 'Não foi possível falar com o portal agora.';

/** The smallest machine a product would write with the kit: a load, its retry, and a save. */
function maquina(falhaDaCarga: unknown, falhaDoEnvio: unknown, comSessao = true) {
  return setup({
    types: { context: {} as { notice: string | null } },
    actors: {
      load: fromPromise<string>(() => (falhaDaCarga ? Promise.reject(falhaDaCarga) : Promise.resolve('ok'))),
      save: fromPromise<string>(() => Promise.reject(falhaDoEnvio)),
    },
    guards: { ...guardasDeFalha },
    actions: {
      keepServerMessage: assign({ notice: textoDaFalha(FALHA_DE_REDE) }),
      clearNotice: assign({ notice: null }),
    },
  }).createMachine({
    context: { notice: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: { src: 'load', onDone: 'editing', onError: aoFalhar({ target: 'leftToPanel', actions: 'keepServerMessage' }, falhouCarga) },
      },
      loadFailed: loadFailed({ on: { back: 'leftToPanel' } }),
      editing: {
        invoke: {
          src: 'save',
          onError: comSessao
            ? aoFalhar({ target: 'refused', actions: 'keepServerMessage' }, { target: 'unanswered', actions: 'keepServerMessage' })
            : aoFalharSemSessao({ target: 'refused', actions: 'keepServerMessage' }, { target: 'unanswered', actions: 'keepServerMessage' }),
        },
      },
      refused: {}, unanswered: {}, leftToPanel: {}, sessionLost: {},
    },
  });
}

async function fimDe(m: ReturnType<typeof maquina>) {
  const actor = createActor(m).start();
  const fim = await waitFor(actor, (s) => !s.matches('loading') && !s.matches('editing'));
  return { actor, fim };
}

describe('kit de falhas das máquinas', () => {
  it('401 em qualquer chamada: sessionLost, sem texto', async () => {
    expect((await fimDe(maquina(falhas.expirada, null))).fim.value).toBe('sessionLost');
    expect((await fimDe(maquina(null, falhas.expirada))).fim.value).toBe('sessionLost');
  });

  it('recusa do servidor: o destino do produto com a mensagem do servidor (sem mensagem, o texto de reserva)', async () => {
    const { fim } = await fimDe(maquina(null, falhas.rejeitada));
    expect([fim.value, fim.context.notice]).toEqual(['refused', falhas.rejeitada.message]);
    const vazia = await fimDe(maquina(null, new ApiFailure('rejected', '')));
    expect([vazia.fim.value, vazia.fim.context.notice]).toEqual(['refused', FALHA_DE_REDE]);
  });

  it('sem resposta (rede, 5xx): o outro destino, com o texto de reserva', async () => {
    const { fim } = await fimDe(maquina(null, falhas.rede));
    expect([fim.value, fim.context.notice]).toEqual(['unanswered', FALHA_DE_REDE]);
  });

  it('carga sem resposta: loadFailed com o texto; retry volta a carregar e apaga o texto; os eventos extras ficam', async () => {
    const { actor, fim } = await fimDe(maquina(falhas.rede, falhas.rede));
    expect([fim.value, fim.context.notice]).toEqual(['loadFailed', FALHA_DE_REDE]);
    expect(fim.can({ type: 'back' })).toBe(true);
    actor.send({ type: 'retry' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.notice]).toEqual(['loading', null]);
  });

  it('antes da sessão (login): um 401 não leva a sessionLost, é recusa', async () => {
    const { fim } = await fimDe(maquina(null, new ApiFailure('rejected', 'E-mail ou senha inválidos.'), false));
    expect([fim.value, fim.context.notice]).toEqual(['refused', 'E-mail ou senha inválidos.']);
  });
});
