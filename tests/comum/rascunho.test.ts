/**
 * The drafts kit (issue 9 §1): a small form machine with a storage double. Saved only at resting
 * states, restored whole or not at all (older version, corrupt JSON, expired, another login, another
 * shape, a state that was calling the server), no file and no card field ever written, deleted when
 * the flow ends (kept at sessionLost), swept at SAIR and at a login, and a storage that throws never
 * reaches the form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ambienteEmMemoria, Memoria } from '../support/armazenamento';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import {
  acompanharRascunho, apagarRascunho, apagarRascunhos, chaveDoRascunho, decisao, donoDoRascunho, guardarRascunho,
  lerRascunho, mesmoFormato, VALIDADE_RASCUNHO_MS, type Ambiente, type ConfigRascunho,
} from '../../src/services/comum/rascunho';
import { sessaoMachine } from '../../src/machines/comum/sessao.machine';
import type { Usuario } from '../../src/contracts/comum/auth.contract';
import { usuario } from '../support/fixtures';

/** Storage in memory; `quebrado` makes every call throw, as a full or disabled storage does. */
const ambienteDeTeste = (inicio = Date.parse('2026-03-10T12:00:00Z')) => ambienteEmMemoria(inicio);

interface Ctx { nome: string; cidade: string; arquivos: File[]; enviado: string | null }

/** A two-step form: editing and files rest; saving calls the server; saved ends; sessionLost parks. */
const formulario = setup({
  types: {
    context: {} as Ctx,
    events: {} as { type: 'field.change'; nome: string } | { type: 'step.next' } | { type: 'files.choose'; arquivos: File[] } | { type: 'form.submit' },
  },
  actors: { save: fromPromise<string, Ctx>(async () => 'ok') },
}).createMachine({
  id: 'formularioTeste',
  context: { nome: '', cidade: 'Belo Horizonte', arquivos: [], enviado: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign({ nome: ({ event }) => event.nome }) },
        'step.next': 'files',
      },
    },
    files: {
      on: {
        'files.choose': { actions: assign({ arquivos: ({ event }) => event.arquivos }) },
        'form.submit': 'saving',
      },
    },
    saving: {
      invoke: {
        src: 'save', input: ({ context }) => context,
        onDone: { target: 'saved', actions: assign({ enviado: ({ event }) => event.output }) },
        onError: 'sessionLost',
      },
    },
    saved: { type: 'final' },
    sessionLost: { type: 'final' },
  },
});

const config: ConfigRascunho<Ctx> = {
  chave: 'cdlsaude_cadastro', versao: 3, emRepouso: ['editing', 'files'], armazenamento: 'local',
  paraGuardar: (c) => ({ ...c, arquivos: [] }),
};
const ANA = 'ana';
const BRUNO = 'bruno';
const chaveAna = chaveDoRascunho(config.chave, ANA);
const logo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

/** A form actor followed by the kit, as useMachineComRascunho runs it. */
function acompanhado(t: ReturnType<typeof ambienteDeTeste>, dono = ANA, save?: () => Promise<string>) {
  const machine = save ? formulario.provide({ actors: { save: fromPromise(save) } }) : formulario;
  const actor = createActor(machine).start();
  const parar = acompanharRascunho(actor, config, { dono }, t.ambiente);
  return { actor, parar };
}
const guardado = (s: Memoria, chave = chaveAna) => JSON.parse(s.getItem(chave) ?? 'null');

afterEach(() => vi.unstubAllGlobals());

describe('guardar', () => {
  it('guarda só em estado de repouso: o que chama o servidor nunca é guardado', async () => {
    const t = ambienteDeTeste();
    let terminar: (v: string) => void = () => {};
    const { actor } = acompanhado(t, ANA, () => new Promise((ok) => { terminar = ok; }));
    expect(t.local.getItem(chaveAna)).toBeNull(); // a fresh form writes nothing
    actor.send({ type: 'field.change', nome: 'Ana' });
    expect(guardado(t.local).snapshot).toMatchObject({ value: 'editing', context: { nome: 'Ana' } });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(guardado(t.local).snapshot.value).toBe('files'); // the last resting state, not saving
    expect(decisao(config, actor.getSnapshot())).toBe('nada');
    terminar('ok');
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('o envelope diz versão, dono e validade (24 h depois do último salvamento)', () => {
    const t = ambienteDeTeste();
    const { actor } = acompanhado(t);
    actor.send({ type: 'field.change', nome: 'Ana' });
    expect(t.local.getItem(chaveAna)!.startsWith('{"formatoRascunho":1,')).toBe(true);
    expect(guardado(t.local)).toMatchObject({ versao: 3, dono: ANA, salvoEm: t.relogio.agora, expiraEm: t.relogio.agora + VALIDADE_RASCUNHO_MS });
    expect(VALIDADE_RASCUNHO_MS).toBe(24 * 3_600_000);
    expect(t.sessao.dados.size).toBe(0); // this flow said local
  });

  it('sem armazenamento escolhido, o rascunho fica na sessão da aba', () => {
    const t = ambienteDeTeste();
    const actor = createActor(formulario).start();
    acompanharRascunho(actor, { ...config, armazenamento: undefined }, { dono: ANA }, t.ambiente);
    actor.send({ type: 'field.change', nome: 'Ana' });
    expect(t.sessao.getItem(chaveAna)).not.toBeNull();
    expect(t.local.dados.size).toBe(0);
  });

  it('arquivo nunca é guardado: paraGuardar o tira e o envelope avisa que faltam arquivos', () => {
    const t = ambienteDeTeste();
    const { actor } = acompanhado(t);
    actor.send({ type: 'field.change', nome: 'Ana' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'files.choose', arquivos: [logo()] });
    expect(actor.getSnapshot().context.arquivos).toHaveLength(1);
    const e = guardado(t.local);
    expect(e.snapshot.context).toEqual({ nome: 'Ana', cidade: 'Belo Horizonte', arquivos: [], enviado: null });
    expect(e.arquivosDeixados).toBe(true);
    expect(t.local.getItem(chaveAna)).not.toContain('logo.png');
  });

  it('um snapshot que ainda tem um File não é guardado (paraGuardar esquecido)', () => {
    const t = ambienteDeTeste();
    const actor = createActor(formulario).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'files.choose', arquivos: [logo()] });
    const semFiltro = { ...config, paraGuardar: undefined };
    expect(guardarRascunho(semFiltro, actor.getPersistedSnapshot(), { dono: ANA }, t.ambiente)).toBe('recusado');
    expect(t.local.dados.size).toBe(0);
    // a Blob deep inside is found too
    const fundo = { status: 'active', context: { a: { b: [{ c: new Blob(['x']) }] } } } as never;
    expect(guardarRascunho(semFiltro, fundo, { dono: ANA }, t.ambiente)).toBe('recusado');
  });

  it('dado de cartão nunca é guardado: um campo com nome de cartão recusa o rascunho todo', () => {
    const t = ambienteDeTeste();
    for (const campo of ['numeroCartao', 'dataExpiracaoCartao', 'codigoValidacaoCartao', 'cvv', 'card']) {
      const snapshot = { status: 'active', value: 'editing', context: { pagamento: { [campo]: '4111111111111111' } } } as never;
      expect(guardarRascunho(config, snapshot, { dono: ANA }, t.ambiente)).toBe('recusado');
    }
    expect(t.local.dados.size).toBe(0);
    const semCartao = { status: 'active', value: 'editing', context: { nome: 'Ana', cidade: '', arquivos: [], enviado: null } } as never;
    expect(guardarRascunho(config, semCartao, { dono: ANA }, t.ambiente)).toBe('guardado');
  });

  it('guarda de novo a cada mudança e a validade conta do último salvamento', () => {
    const t = ambienteDeTeste();
    const { actor } = acompanhado(t);
    actor.send({ type: 'field.change', nome: 'A' });
    t.relogio.agora += 60_000;
    actor.send({ type: 'field.change', nome: 'An' });
    expect(guardado(t.local)).toMatchObject({ salvoEm: t.relogio.agora, snapshot: { context: { nome: 'An' } } });
  });
});

describe('restaurar', () => {
  /** Ana typed her name and went to the files step; the draft is in `t`. */
  function comRascunho() {
    const t = ambienteDeTeste();
    const { actor, parar } = acompanhado(t);
    actor.send({ type: 'field.change', nome: 'Ana Souza' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'files.choose', arquivos: [logo()] });
    parar();
    actor.stop(); // the view unmounts (reload, or App sends the user to login)
    return t;
  }
  const ler = (t: ReturnType<typeof ambienteDeTeste>, dono = ANA, c: ConfigRascunho<Ctx> = config) => lerRascunho(formulario, c, { dono }, t.ambiente);

  it('volta como estava: estado de repouso e o que foi digitado, e diz que os arquivos ficaram de fora', () => {
    const t = comRascunho();
    const r = ler(t);
    expect(r).not.toBeNull();
    expect(r!.arquivosDeixados).toBe(true);
    const actor = createActor(formulario, { snapshot: r!.snapshot }).start();
    expect(actor.getSnapshot().value).toBe('files');
    expect(actor.getSnapshot().context).toEqual({ nome: 'Ana Souza', cidade: 'Belo Horizonte', arquivos: [], enviado: null });
    actor.send({ type: 'form.submit' }); // and it runs on from there
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it('sem arquivos escolhidos, não pede para escolher de novo', () => {
    const t = ambienteDeTeste();
    const { actor } = acompanhado(t);
    actor.send({ type: 'field.change', nome: 'Ana' });
    expect(ler(t)!.arquivosDeixados).toBe(false);
  });

  it('o rascunho de um usuário nunca volta para outro', () => {
    const t = comRascunho();
    expect(ler(t, BRUNO)).toBeNull();
    // nor when it sits under the other's key: the envelope names its owner
    t.local.setItem(chaveDoRascunho(config.chave, BRUNO), t.local.getItem(chaveAna)!);
    expect(ler(t, BRUNO)).toBeNull();
    expect(t.local.getItem(chaveDoRascunho(config.chave, BRUNO))).toBeNull(); // and it is deleted
    expect(ler(t, ANA)).not.toBeNull();
  });

  it('uma versão anterior é apagada, não restaurada pela metade', () => {
    const t = comRascunho();
    expect(ler(t, ANA, { ...config, versao: 4 })).toBeNull();
    expect(t.local.getItem(chaveAna)).toBeNull();
  });

  it('JSON corrompido, ou um valor que não é rascunho, é apagado', () => {
    const t = ambienteDeTeste();
    for (const texto of ['{"formatoRascunho":1,"versao":3,', 'não é json', '{"versao":3}', '{"formatoRascunho":1,"versao":3,"dono":"ana"}', 'null']) {
      t.local.setItem(chaveAna, texto);
      expect(ler(t)).toBeNull();
      expect(t.local.getItem(chaveAna)).toBeNull();
    }
  });

  it('expira 24 h depois do último salvamento', () => {
    const t = comRascunho();
    t.relogio.agora += VALIDADE_RASCUNHO_MS - 1;
    expect(ler(t)).not.toBeNull();
    t.relogio.agora += 1;
    expect(ler(t)).toBeNull();
    expect(t.local.getItem(chaveAna)).toBeNull();
  });

  /** Rewrites the stored envelope's snapshot. */
  const adulterar = (t: ReturnType<typeof ambienteDeTeste>, mudar: (snapshot: Record<string, unknown>) => void) => {
    const e = guardado(t.local);
    mudar(e.snapshot);
    t.local.setItem(chaveAna, JSON.stringify(e));
  };

  it('um estado que chamava o servidor nunca é restaurado (a chamada correria de novo)', () => {
    const t = comRascunho();
    adulterar(t, (s) => { s.value = 'saving'; });
    expect(ler(t)).toBeNull();
    expect(t.local.getItem(chaveAna)).toBeNull();
  });

  it('um snapshot que não está ativo (terminado, com erro) é apagado', () => {
    const t = comRascunho();
    adulterar(t, (s) => { s.status = 'done'; });
    expect(ler(t)).toBeNull();
  });

  it('um envelope sem a marca de rascunho não é lido como rascunho', () => {
    const t = comRascunho();
    const { formatoRascunho: _, ...semMarca } = guardado(t.local);
    t.local.setItem(chaveAna, JSON.stringify(semMarca));
    expect(ler(t)).toBeNull();
  });

  it('um estado que a máquina não tem mais é apagado', () => {
    const t = comRascunho();
    adulterar(t, (s) => { s.value = 'passoRemovido'; });
    expect(ler(t)).toBeNull();
  });

  it('um contexto de outro formato (campo novo sem versão nova) é apagado', () => {
    const t = comRascunho();
    adulterar(t, (s) => { delete (s.context as Record<string, unknown>).cidade; });
    expect(ler(t)).toBeNull();
    const t2 = comRascunho();
    adulterar(t2, (s) => { (s.context as Record<string, unknown>).nome = 42; });
    expect(ler(t2)).toBeNull();
  });

  it('aoRestaurar traz do contexto novo o que vem da entrada (o "hoje" de quem volta no dia seguinte)', () => {
    const comHoje = setup({ types: { context: {} as { hoje: string; nome: string }, input: {} as { hoje: string }, events: {} as { type: 'field.change'; nome: string } } })
      .createMachine({
        context: ({ input }) => ({ hoje: input.hoje, nome: '' }), initial: 'editing',
        states: { editing: { on: { 'field.change': { actions: assign({ nome: ({ event }) => event.nome }) } } } },
      });
    const cfg: ConfigRascunho<{ hoje: string; nome: string }> = {
      chave: 'teste', versao: 1, emRepouso: ['editing'], aoRestaurar: (salvo, fresco) => ({ ...salvo, hoje: fresco.hoje }),
    };
    const t = ambienteDeTeste();
    const ontem = createActor(comHoje, { input: { hoje: '2026-03-10' } }).start();
    acompanharRascunho(ontem, cfg, { dono: ANA }, t.ambiente);
    ontem.send({ type: 'field.change', nome: 'Ana' });
    const r = lerRascunho(comHoje, cfg, { dono: ANA, input: { hoje: '2026-03-11' } }, t.ambiente);
    const hoje = createActor(comHoje, { input: { hoje: '2026-03-11' }, snapshot: r!.snapshot }).start();
    expect(hoje.getSnapshot().context).toEqual({ hoje: '2026-03-11', nome: 'Ana' });
  });

  it('validar recusa o que o formato deixa passar', () => {
    const t = comRascunho();
    expect(ler(t, ANA, { ...config, validar: (c) => c.nome.length <= 5 })).toBeNull();
  });

  it('formato: null combina com qualquer coisa, chaves a mais não atrapalham', () => {
    expect(mesmoFormato({ a: null, b: { c: '' } }, { a: 'x', b: { c: 'y', d: 1 } })).toBe(true);
    expect(mesmoFormato({ a: [] }, { a: {} })).toBe(false);
    expect(mesmoFormato({ a: { c: '' } }, { a: {} })).toBe(false);
  });
});

describe('fim do fluxo', () => {
  it('apagado quando o fluxo termina', async () => {
    const t = ambienteDeTeste();
    const { actor } = acompanhado(t);
    actor.send({ type: 'field.change', nome: 'Ana' });
    actor.send({ type: 'step.next' });
    expect(t.local.getItem(chaveAna)).not.toBeNull();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(t.local.getItem(chaveAna)).toBeNull();
  });

  it('mantido quando a sessão caiu: depois do login o formulário volta', async () => {
    const t = ambienteDeTeste();
    const { actor } = acompanhado(t, ANA, () => Promise.reject(new Error('401')));
    actor.send({ type: 'field.change', nome: 'Ana' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sessionLost'));
    expect(guardado(t.local).snapshot.value).toBe('files');
    expect(lerRascunho(formulario, config, { dono: ANA }, t.ambiente)).not.toBeNull();
  });

  it('apagarRascunho apaga só o deste fluxo e deste dono', () => {
    const t = ambienteDeTeste();
    for (const dono of [ANA, BRUNO]) guardarRascunho(config, { status: 'active', value: 'editing', context: {} } as never, { dono }, t.ambiente);
    apagarRascunho(config, { dono: ANA }, t.ambiente);
    expect([...t.local.dados.keys()]).toEqual([chaveDoRascunho(config.chave, BRUNO)]);
  });
});

describe('varredura (SAIR e login)', () => {
  function variosRascunhos(inicio?: number) {
    const t = ambienteDeTeste(inicio);
    const snap = { status: 'active', value: 'editing', context: {} } as never;
    guardarRascunho(config, snap, { dono: ANA }, t.ambiente);
    guardarRascunho({ ...config, chave: 'reserva', armazenamento: 'sessao' }, snap, { dono: ANA }, t.ambiente);
    guardarRascunho({ ...config, chave: 'spc_conciliador' }, snap, { dono: BRUNO }, t.ambiente);
    t.local.setItem('outraCoisa', '{"x":1}'); // not a draft: never touched
    return t;
  }

  it('SAIR apaga todos os rascunhos do navegador, nos dois armazenamentos', () => {
    const t = variosRascunhos();
    apagarRascunhos(null, t.ambiente);
    expect([...t.local.dados.keys()]).toEqual(['outraCoisa']);
    expect(t.sessao.dados.size).toBe(0);
  });

  it('um login apaga os rascunhos dos outros e os vencidos, e mantém os seus', () => {
    const t = variosRascunhos();
    apagarRascunhos({ dono: ANA }, t.ambiente);
    expect([...t.local.dados.keys()].sort()).toEqual([chaveAna, 'outraCoisa']);
    expect(t.sessao.dados.size).toBe(1);
    t.relogio.agora += VALIDADE_RASCUNHO_MS;
    apagarRascunhos({ dono: ANA }, t.ambiente);
    expect([...t.local.dados.keys()]).toEqual(['outraCoisa']);
    expect(t.sessao.dados.size).toBe(0);
  });

  it('o dono é um hash do e-mail do login (sem o e-mail na chave), o mesmo em qualquer caixa', () => {
    const dono = donoDoRascunho(usuario)!;
    expect(dono).toMatch(/^[0-9a-z]{6,11}$/);
    expect(chaveDoRascunho('cdlsaude_cadastro', dono)).not.toContain('exemplo');
    const outro = (email: string) => donoDoRascunho({ dadosContatoPrincipal: [{ ...usuario.dadosContatoPrincipal[0]!, email }] });
    expect(outro(' Associado@Exemplo.com.br ')).toBe(dono);
    expect(outro('associada@exemplo.com.br')).not.toBe(dono);
    expect(donoDoRascunho(null)).toBeNull();
    expect(donoDoRascunho({ dadosContatoPrincipal: [] })).toBeNull();
  });

  it('a sessão: o login varre os rascunhos dos outros, SAIR apaga todos', async () => {
    const t = variosRascunhos(Date.now()); // the session machine reads the real clock
    vi.stubGlobal('localStorage', t.local);
    vi.stubGlobal('sessionStorage', t.sessao);
    // Ana's draft under her real owner (the fixture's e-mail)
    const ana = donoDoRascunho(usuario)!;
    guardarRascunho(config, { status: 'active', value: 'editing', context: {} } as never, { dono: ana }, t.ambiente);
    const sessao = createActor(sessaoMachine.provide({
      actors: { loadUser: fromPromise(async (): Promise<Usuario | null> => null), logout: fromPromise(async (): Promise<void> => {}) },
    })).start();
    await waitFor(sessao, (s) => s.matches('anonymous'));
    sessao.send({ type: 'session.started', usuario });
    expect([...t.local.dados.keys()].sort()).toEqual([chaveDoRascunho(config.chave, ana), 'outraCoisa']);
    expect(t.sessao.dados.size).toBe(0);
    sessao.send({ type: 'session.end' });
    expect([...t.local.dados.keys()]).toEqual(['outraCoisa']); // at once, before the server answers
    await waitFor(sessao, (s) => s.matches('signedOut'));
  });
});

describe('armazenamento que falha nunca quebra o formulário', () => {
  it('cota cheia ao guardar: o formulário segue e o rascunho anterior fica', () => {
    const t = ambienteDeTeste();
    const { actor } = acompanhado(t);
    actor.send({ type: 'field.change', nome: 'Ana' });
    t.local.quebrado = 'escrita';
    expect(() => actor.send({ type: 'field.change', nome: 'Ana Souza' })).not.toThrow();
    expect(actor.getSnapshot().context.nome).toBe('Ana Souza');
    expect(guardado(t.local).snapshot.context.nome).toBe('Ana');
    expect(guardarRascunho(config, actor.getPersistedSnapshot(), { dono: ANA }, t.ambiente)).toBe('falhou');
  });

  it('armazenamento que lança em tudo (modo privado, bloqueado): sem rascunho, sem erro', () => {
    const t = ambienteDeTeste();
    t.local.quebrado = 'tudo';
    const { actor } = acompanhado(t);
    expect(() => {
      actor.send({ type: 'field.change', nome: 'Ana' });
      actor.send({ type: 'step.next' });
    }).not.toThrow();
    expect(lerRascunho(formulario, config, { dono: ANA }, t.ambiente)).toBeNull();
    expect(() => apagarRascunhos(null, t.ambiente)).not.toThrow();
    expect(() => apagarRascunho(config, { dono: ANA }, t.ambiente)).not.toThrow();
  });

  it('sem armazenamento nenhum, ou com o acesso a window.localStorage lançando', async () => {
    const sem: Ambiente = { armazenamento: () => null, agora: () => 0 };
    const actor = createActor(formulario).start();
    acompanharRascunho(actor, config, { dono: ANA }, sem);
    expect(() => actor.send({ type: 'field.change', nome: 'Ana' })).not.toThrow();
    expect(lerRascunho(formulario, config, { dono: ANA }, sem)).toBeNull();
    const { navegador } = await import('../../src/services/comum/rascunho');
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get() { throw new DOMException('negado', 'SecurityError'); } });
    try {
      expect(navegador.armazenamento('local')).toBeNull();
      expect(() => apagarRascunhos(null)).not.toThrow();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
