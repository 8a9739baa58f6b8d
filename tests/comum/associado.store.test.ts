import { describe, expect, it } from 'vitest';
import type { Usuario } from '../../src/contracts/comum/auth.contract';
import { CHAVE_ASSOCIADO_SELECIONADO, criarAssociadoStore } from '../../src/services/comum/associado.store';
import { ambienteEmMemoria } from '../support/armazenamento';
import { usuario as associada } from '../support/fixtures';

// §3/§6 associadoSelecionado: who the calls act for, kept like the drafts (SAIR forgets it, a login forgets another's)
const pessoa = (email: string, perfil: Usuario['perfil']): Usuario => ({
  ...associada, perfil, consultor: perfil === 'consultor',
  dadosContatoPrincipal: [{ ...associada.dadosContatoPrincipal[0]!, email }],
});
const elisa = pessoa('consultor@exemplo.com.br', 'consultor');
const outra = pessoa('outra.consultora@exemplo.com.br', 'consultor');
const membro = { codSocio: '0002003', nomeSocio: 'Farmácia Ativa S.A.' };

function montar() {
  const t = ambienteEmMemoria(0);
  const novoStore = () => criarAssociadoStore(t.ambiente); // a reload: a new store over the same storage
  return { ...t, novoStore, guardado: () => t.local.getItem(CHAVE_ASSOCIADO_SELECIONADO) };
}

describe('associadoSelecionado: o associado por quem as chamadas agem', () => {
  it('o login de um associado age por si mesmo, e não escolhe outro', () => {
    const t = montar();
    const store = t.novoStore();
    store.trigger.entrou({ usuario: pessoa('associado@exemplo.com.br', 'associado') });
    store.trigger.selecionar({ associado: membro });
    expect(store.getSnapshot().context.selecionado).toEqual({ proprio: true });
    expect(t.guardado()).toBeNull();
  });

  it('o consultor escolhe um membro da carteira: guardado na chave do spec, volta depois de recarregar', () => {
    const t = montar();
    const store = t.novoStore();
    store.trigger.entrou({ usuario: elisa });
    expect(store.getSnapshot().context.selecionado).toBeNull();
    store.trigger.selecionar({ associado: membro });
    expect(store.getSnapshot().context.selecionado).toEqual({ proprio: false, ...membro });
    expect(JSON.parse(t.guardado()!)).toMatchObject(membro);
    expect(t.guardado()).not.toContain('consultor@'); // the owner is a hash, never the e-mail
    const recarregado = t.novoStore();
    recarregado.trigger.entrou({ usuario: elisa });
    expect(recarregado.getSnapshot().context.selecionado).toEqual({ proprio: false, ...membro });
  });

  it('outro login no mesmo navegador não herda a escolha, e ela some do armazenamento', () => {
    const t = montar();
    const store = t.novoStore();
    store.trigger.entrou({ usuario: elisa });
    store.trigger.selecionar({ associado: membro });
    store.trigger.entrou({ usuario: outra });
    expect(store.getSnapshot().context.selecionado).toBeNull();
    expect(t.guardado()).toBeNull();
  });

  it('limpar e SAIR esquecem a escolha, na memória e no armazenamento', () => {
    const t = montar();
    const store = t.novoStore();
    store.trigger.entrou({ usuario: elisa });
    store.trigger.selecionar({ associado: membro });
    store.trigger.limpar();
    expect(store.getSnapshot().context.selecionado).toBeNull();
    expect(t.guardado()).toBeNull();
    store.trigger.selecionar({ associado: membro });
    store.trigger.saiu();
    expect(store.getSnapshot().context).toEqual({ selecionado: null, dono: null, conhecidos: [] });
    expect(t.guardado()).toBeNull();
  });

  it('armazenamento que lança: a escolha vale na memória, sem erro', () => {
    const t = montar();
    t.local.quebrado = 'tudo';
    const store = t.novoStore();
    store.trigger.entrou({ usuario: elisa });
    store.trigger.selecionar({ associado: membro });
    expect(store.getSnapshot().context.selecionado).toEqual({ proprio: false, ...membro });
  });
});

describe('a sessão põe e tira o associado selecionado', () => {
  it('uma sessão aberta age pelo associado do login; SAIR esquece a escolha do consultor', async () => {
    const { createActor, fromPromise, waitFor } = await import('xstate');
    const { sessaoMachine } = await import('../../src/machines/comum/sessao.machine');
    const { associadoSelecionado, associadoStore } = await import('../../src/services/comum/associado.store');
    const abrir = (u: Usuario) => createActor(sessaoMachine.provide({
      actors: { loadUser: fromPromise(async (): Promise<Usuario | null> => u), logout: fromPromise(async (): Promise<void> => {}) },
    })).start();
    const a = abrir(pessoa('associado@exemplo.com.br', 'associado'));
    await waitFor(a, (s) => s.matches('authenticated'));
    expect(associadoSelecionado()).toEqual({ proprio: true });
    a.stop();
    const c = abrir(elisa);
    await waitFor(c, (s) => s.matches('authenticated'));
    expect(associadoSelecionado()).toBeNull();
    associadoStore.trigger.selecionar({ associado: membro });
    expect(associadoSelecionado()).toEqual({ proprio: false, ...membro });
    c.send({ type: 'session.end' });
    await waitFor(c, (s) => s.matches('signedOut'));
    expect(associadoSelecionado()).toBeNull();
  });
});
