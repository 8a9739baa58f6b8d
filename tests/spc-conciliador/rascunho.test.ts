/**
 * The contracting's draft (`spc_conciliador`, local storage: machines/spc-conciliador/contratacao.machine.ts
 * `rascunhoContratacao`): the real wizard, with a storage double. The choice comes back whole (plan, CNPJ count,
 * operator ids and names) at the plans and the summary; a draft whose shape changed is dropped; the term step
 * (its PDF names the associate) is never written; the acceptance, or a refusal, clears it; a lost session keeps it.
 */
import { describe, expect, it } from 'vitest';
import { ambienteEmMemoria, Memoria } from '../support/armazenamento';
import { createActor, fromPromise, waitFor, type Snapshot } from 'xstate';
import {
  acompanharRascunho, chaveDoRascunho, guardarRascunho, lerRascunho,
} from '../../src/services/comum/rascunho';
import { conciliadorContratacaoMachine, rascunhoContratacao, type ContratacaoContext } from '../../src/machines/spc-conciliador/contratacao.machine';
import { cielo, essencial, rede } from './contratacao.model';

const ambienteDeTeste = () => ambienteEmMemoria(Date.parse('2026-11-25T12:00:00Z'));

const DONO = 'ana';
const CHAVE = chaveDoRascunho('spc_conciliador', DONO);

/** The wizard with its term step answering `saida` as soon as it opens (a double of the term kit). */
function assistente(saida: string | null = null, snapshot?: Snapshot<unknown>) {
  const termo = fromPromise(() => (saida ? Promise.resolve({ saida }) : new Promise(() => {})));
  const machine = conciliadorContratacaoMachine.provide({ actors: { termo: termo as never } });
  return { machine, actor: createActor(machine, { snapshot }) };
}

/** Plans → SELECIONAR Essencial → 2 CNPJ, Cielo and Rede → Salvar: the summary. */
function escolher(actor: ReturnType<typeof assistente>['actor']) {
  actor.send({ type: 'plan.select', plano: essencial });
  actor.send({ type: 'extras.cnpj', valor: '2' });
  actor.send({ type: 'extras.toggle', operadora: rede });
  actor.send({ type: 'extras.toggle', operadora: cielo });
  actor.send({ type: 'extras.save' });
}

const guardado = (local: Memoria) => JSON.parse(local.getItem(CHAVE) ?? 'null') as { snapshot: { value: unknown; context: ContratacaoContext } } | null;

describe('rascunho da contratação do SPC Conciliador (spc_conciliador)', () => {
  it('volta inteiro no resumo: plano, quantidade de CNPJ, ids e nomes das operadoras; em local storage, nunca em sessão', () => {
    const { ambiente, local, sessao } = ambienteDeTeste();
    const { machine, actor } = assistente();
    actor.start();
    const parar = acompanharRascunho(actor, rascunhoContratacao, { dono: DONO }, ambiente);
    escolher(actor);
    expect(actor.getSnapshot().value).toBe('summary');
    parar();
    actor.stop();

    expect(sessao.length).toBe(0);
    expect(guardado(local)?.snapshot.context.escolha).toEqual({ dadosPlano: essencial, qtdCnpj: 2, operadoras: [cielo, rede] });
    const recuperado = lerRascunho(machine, rascunhoContratacao, { dono: DONO }, ambiente);
    expect(recuperado).not.toBeNull();
    const volta = createActor(machine, { snapshot: recuperado!.snapshot }).start();
    expect(volta.getSnapshot().value).toBe('summary');
    expect(volta.getSnapshot().context.escolha?.operadoras.map((o) => o.operadoraId)).toEqual([1, 2]);
    expect(volta.getSnapshot().context.escolha?.operadoras.map((o) => o.descricao)).toEqual(['Cielo', 'Rede']);
    // the restored summary goes on to the term with that very choice
    volta.send({ type: 'summary.confirm' });
    expect(volta.getSnapshot().value).toBe('term');
    volta.stop();
  });

  it("o diálogo 'Dados Adicionais' aberto também volta, com o que foi marcado", () => {
    const { ambiente } = ambienteDeTeste();
    const { machine, actor } = assistente();
    actor.start();
    acompanharRascunho(actor, rascunhoContratacao, { dono: DONO }, ambiente);
    actor.send({ type: 'plan.select', plano: essencial });
    actor.send({ type: 'extras.toggle', operadora: rede });
    actor.stop();
    const volta = createActor(machine, { snapshot: lerRascunho(machine, rascunhoContratacao, { dono: DONO }, ambiente)!.snapshot }).start();
    expect(volta.getSnapshot().value).toBe('extras');
    expect(volta.getSnapshot().context.dialogo).toMatchObject({ plano: essencial, qtdeCNPJs: '1', operadoras: [rede] });
    volta.stop();
  });

  it('recusado (e apagado) quando o formato mudou: um plano sem um dos seus campos, ou com um campo a mais', () => {
    for (const mudar of [
      (c: ContratacaoContext) => { delete (c.escolha!.dadosPlano as Partial<typeof essencial>).mensalidade; },
      (c: ContratacaoContext) => { (c.escolha!.dadosPlano as unknown as Record<string, unknown>).desconto = 10; },
      (c: ContratacaoContext) => { c.escolha!.operadoras = []; },
      (c: ContratacaoContext) => { (c.escolha as unknown as Record<string, unknown>).qtdCnpj = '2'; },
    ]) {
      const { ambiente, local } = ambienteDeTeste();
      const context: ContratacaoContext = { escolha: { dadosPlano: { ...essencial }, qtdCnpj: 2, operadoras: [cielo] }, dialogo: null };
      mudar(context);
      const { machine } = assistente();
      expect(guardarRascunho(rascunhoContratacao, { status: 'active', value: 'summary', context, children: {}, historyValue: {} } as never,
        { dono: DONO }, ambiente)).toBe('guardado');
      expect(lerRascunho(machine, rascunhoContratacao, { dono: DONO }, ambiente)).toBeNull();
      expect(local.getItem(CHAVE)).toBeNull();
    }
    // the same envelope, whole, does come back (the refusals above are the shape's, not the envelope's)
    const { ambiente } = ambienteDeTeste();
    const context: ContratacaoContext = { escolha: { dadosPlano: essencial, qtdCnpj: 2, operadoras: [cielo] }, dialogo: null };
    guardarRascunho(rascunhoContratacao, { status: 'active', value: 'summary', context, children: {}, historyValue: {} } as never, { dono: DONO }, ambiente);
    expect(lerRascunho(assistente().machine, rascunhoContratacao, { dono: DONO }, ambiente)).not.toBeNull();
  });

  it('no termo nada novo é escrito (o rascunho fica o do resumo); aceito, é apagado', async () => {
    const { ambiente, local } = ambienteDeTeste();
    const { actor } = assistente('accepted');
    actor.start();
    acompanharRascunho(actor, rascunhoContratacao, { dono: DONO }, ambiente);
    escolher(actor);
    const doResumo = local.getItem(CHAVE);
    expect(guardado(local)?.snapshot.value).toBe('summary');
    actor.send({ type: 'summary.confirm' });
    expect(actor.getSnapshot().value).toBe('term');
    expect(local.getItem(CHAVE)).toBe(doResumo);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(local.getItem(CHAVE)).toBeNull();
  });

  it('recusado pelo servidor (§8: painel) também apaga; sessão perdida guarda para depois do login', async () => {
    for (const [saida, fica] of [['leftToPanel', false], ['sessionLost', true]] as const) {
      const { ambiente, local } = ambienteDeTeste();
      const { actor } = assistente(saida);
      actor.start();
      acompanharRascunho(actor, rascunhoContratacao, { dono: DONO }, ambiente);
      escolher(actor);
      actor.send({ type: 'summary.confirm' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().value).toBe(saida);
      expect(local.getItem(CHAVE) !== null, saida).toBe(fica);
      if (fica) expect(guardado(local)?.snapshot.value).toBe('summary');
    }
  });
});
