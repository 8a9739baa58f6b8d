import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Modelo } from '../support/modelos';
import { explorar, tentar } from '../support/paths';
import { MAXIMO_PESSOAS, mensagensSaude, problemaDaVigencia } from '../../src/domain/cdl-saude/cadastro';
import type { CadastroContext } from '../../src/machines/cdl-saude/cadastro.machine';
import type { PlanoContext } from '../../src/machines/cdl-saude/plano.machine';
import type { PedidoDePlanos } from '../../src/services/cdl-saude/cadastro.service';
import { testarModelo } from '../support/modelo';
import { somenteDigitos } from '../../src/domain/comum/cpf';
import { saudeCadastroModelo, saudePlanoDependenteModelo, saudePlanoTitularModelo } from './cadastro.model';

const verificarPlano = (fim: Parameters<Parameters<typeof testarModelo>[1] & object>[0], calls: { id: string; input: unknown }[]) => {
  const c = fim.context as PlanoContext;
  // §5: 0002 and 0004 never together; only 0002, 0004 and 0020 offered
  expect(c.escolhidos.includes('0002') && c.escolhidos.includes('0004')).toBe(false);
  expect(c.opcionais.every((o) => ['0002', '0004', '0020'].includes(o.codopcional))).toBe(true);
  // §5: no search without name and birth date; the plans asked for that birth date
  for (const call of calls) {
    if (call.id.endsWith('loadingPlans')) {
      const p = call.input as PedidoDePlanos;
      expect(p.tipo === 'titular' ? p.aniversario : p.dtNascimento).toBe('1990-05-10');
      // a dependent's plan follows the holder's (ListarPlanoDependente with the holder's codPlanoFx)
      if (c.planoDoTitular) expect(p).toMatchObject({ tipo: 'dependente', codPlanoFx: '0101' });
      else expect(p.tipo).toBe('titular');
    }
  }
  // §5: changing the birth date clears the operators
  if (fim.matches('form')) expect(c.operadoras).toBeNull();
};
testarModelo(saudePlanoTitularModelo, verificarPlano);
testarModelo(saudePlanoDependenteModelo, verificarPlano);

testarModelo(saudeCadastroModelo, (fim, calls) => {
  const c = fim.context as CadastroContext;
  expect(c.pessoas.length).toBeLessThanOrEqual(MAXIMO_PESSOAS);
  // the first person is the holder, the others dependents
  c.pessoas.forEach((p, i) => expect(p.tipoCadastro).toBe(i === 0 ? 'titular' : 'dependente'));
  // an empty list never rests in Novo Plano: it goes to adding a holder
  if (fim.matches('novoPlano')) expect(c.pessoas.length).toBeGreaterThan(0);
  // the summary is reached only with everyone complete
  if (fim.matches('resumo') || fim.matches('submitting')) expect(c.pessoas.every((p) => p.concluido)).toBe(true);
  // the plan search of a dependent is given the holder's plan
  for (const call of calls.filter((x) => x.id === 'plano')) {
    const e = call.input as { tipoCadastro: string; planoDoTitular: unknown };
    expect(e.planoDoTitular !== null).toBe(e.tipoCadastro === 'dependente');
  }
  // one request for the whole family, holder first, with a validity ≥ today + 8
  for (const call of calls.filter((x) => x.id.endsWith('submitting'))) {
    const { vidas } = call.input as { vidas: { cpF_TITULAR: string; cpF_DEPENDENTE: string; datavigencia: string; titularidade: string }[] };
    expect(vidas[0]).toMatchObject({ cpF_DEPENDENTE: '', titularidade: '09' });
    expect(vidas.every((v) => v.cpF_TITULAR === vidas[0]!.cpF_TITULAR)).toBe(true);
    expect(problemaDaVigencia(vidas[0]!.datavigencia, c.hoje)).toBeNull();
  }
  if (fim.matches('submitting')) {
    const { vidas } = calls.at(-1)!.input as { vidas: { cpF_TITULAR: string }[] };
    expect(vidas.length).toBe(c.pessoas.length);
    expect(vidas[0]!.cpF_TITULAR).toBe(somenteDigitos(c.pessoas[0]!.cadastroFinal.cpf));
  }
  // 'Você deve preencher os dados de todas as pessoas.' selects an incomplete person
  if (c.aviso) {
    expect(c.aviso).toBe(mensagensSaude.preenchaTodas);
    expect(c.pessoas[c.selecionada]?.concluido).toBe(false);
  }
  // §8: a refusal names the life it refused
  if (c.recusa) expect(c.pessoas.some((p) => p.erro === 'CPF já cadastrado em outra vida.')).toBe(true);
});

// the refusals each model lists, tried on the machine: from a node of the explored graph where they apply, nothing fires
describe('recusas', () => {
  for (const modelo of [saudePlanoTitularModelo, saudePlanoDependenteModelo, saudeCadastroModelo] as Modelo[]) {
    const nos = explorarTudo(modelo);
    for (const recusa of modelo.recusas ?? []) {
      it(`${modelo.nome}: ${recusa.porque}`, () => {
        const no = nos.find((s) => s.matches(recusa.estado as never) && (recusa.quando?.(s) ?? true));
        expect(no, 'um estado onde a recusa se aplica').toBeDefined();
        // the state stays and no call starts (a refusal may say why: an assign on the spot)
        const { end } = tentar(modelo.machine, no!, recusa.evento);
        expect(modelo.key(end)).toEqual(modelo.key(no!));
        expect(Object.keys(end.children)).toEqual(Object.keys(no!.children));
      });
    }
  }
});

function explorarTudo(modelo: Modelo) {
  const procurar = (modelo.recusas ?? []).map((r) => (s: AnyMachineSnapshot) => s.matches(r.estado as never) && (r.quando?.(s) ?? true));
  return explorar(modelo.machine, modelo.events, modelo.key, modelo.input, { procurar }).nos.map((n) => n.snapshot);
}
