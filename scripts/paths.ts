// `npm run paths`: the generated paths of every flow model (tests/support/modelos.ts) as numbered pt-BR
// scenarios for QA, with coverage, refusals and the SPEC.md rules they exercise; fails (exit 1) on an
// uncovered state or transition, a model error, or a rule of a built flow that no path exercises.
//
//   npm run paths                              every flow's scenarios, refusals and the rule table
//   npm run paths -- --resumo                  counts and rules only (what CI prints)
//   npm run paths -- --modelo clube-termo      one flow
//   npm run paths -- --html [arquivo]          the offline HTML report (default .cache/qa/caminhos.html)
//   npm run paths -- --executar clube-termo#3  replays that path on the machine with doubles, step by step
//   npm run paths -- --semente 42 --passos 200 a seeded random walk per flow, replayed and checked at each step
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { linha, passosDoCenario } from '../tests/support/cenarios';
import { modelos } from '../tests/support/modelos';
import { elementos, passeio, replay } from '../tests/support/paths';
import { acharCenario, analisar, falhas, textoDoRelatorio } from '../tests/support/relatorio';

const { values: opcoes } = parseArgs({
  options: {
    resumo: { type: 'boolean', default: false },
    modelo: { type: 'string' },
    html: { type: 'boolean', default: false },
    executar: { type: 'string' },
    semente: { type: 'string' },
    passos: { type: 'string' },
  },
  allowPositionals: true,
  strict: true,
});
const arquivoHtml = process.argv.find((a, i) => process.argv[i - 1] === '--html' && !a.startsWith('--'));

const escolhidos = opcoes.modelo ? modelos.filter((m) => m.nome === opcoes.modelo) : modelos;
if (!escolhidos.length) {
  console.error(opcoes.modelo ? `Fluxo "${opcoes.modelo}" não existe. Fluxos: ${modelos.map((m) => m.nome).join(', ')}.`
    : 'Nenhum modelo de fluxo registrado em tests/support/modelos.ts.');
  process.exit(1);
}

async function executar(id: string): Promise<number> {
  const nome = id.split('#')[0];
  const { analise, cenario } = acharCenario(modelos.filter((m) => m.nome === nome).map(analisar), id);
  const { modelo } = analise;
  console.log(linha(`Cenário ${cenario.id}: ${cenario.titulo}${cenario.regras.length ? ` [${cenario.regras.join(', ')}]` : ''}`));
  const linhas = cenario.linhas;
  let feitos = 0;
  try {
    const { actor } = await replay(modelo.machine, cenario.caminho, {
      key: modelo.key, input: modelo.input,
      aoPasso: (i) => {
        for (const l of i === 0 ? [linhas[0]!] : [linhas[2 * i - 1]!, linhas[2 * i]!]) console.log(`  ✓ ${l}`);
        feitos = i + 1;
      },
    });
    actor.stop();
    console.log(`\nOK: ${cenario.caminho.steps.length - 1} passos refeitos na máquina ${modelo.machine.id} com dublês.`);
    return 0;
  } catch (erro) {
    const proxima = feitos === 0 ? linhas[0] : linhas[2 * feitos - 1];
    console.log(`  ✗ ${proxima}\n\nFALHOU no passo ${feitos}: ${(erro as Error).message}`);
    return 1;
  }
}

async function passear(semente: number, passos: number): Promise<number> {
  let erros = 0;
  for (const modelo of escolhidos) {
    const voltas = passeio(modelo.machine, modelo.events, { semente, passos, input: modelo.input });
    const todos = elementos(modelo.machine);
    const ids = new Set(todos.estados.map((e) => e.id));
    const estados = new Set(voltas.flatMap((v) => v.steps.flatMap((p) => p.states)).filter((id) => ids.has(id)));
    const transicoes = new Set(voltas.flatMap((v) => v.steps.flatMap((p) => p.transitions)));
    let falhou = '';
    for (const [i, volta] of voltas.entries()) {
      try {
        const { actor } = await replay(modelo.machine, volta, { key: modelo.key, input: modelo.input });
        actor.stop();
      } catch (erro) {
        falhou = `volta ${i + 1}: ${(erro as Error).message}`;
        break;
      }
    }
    const feitos = voltas.reduce((n, v) => n + v.steps.length - 1, 0);
    console.log(linha(`${modelo.nome}: semente ${semente}, ${feitos} passos em ${voltas.length} volta(s) do início; `
      + `estados ${estados.size}/${todos.estados.length}, transições ${transicoes.size}/${todos.transicoes.length}; `
      + `${falhou ? `FALHOU na ${falhou}` : 'refeito na máquina com dublês: ok'}`));
    if (opcoes.modelo) {
      voltas.forEach((volta, i) => {
        console.log(`\n  Volta ${i + 1}:`);
        for (const l of passosDoCenario(modelo, volta)) console.log(linha(`    ${l}`));
      });
    }
    if (falhou) erros++;
  }
  return erros ? 1 : 0;
}

async function main(): Promise<number> {
  if (opcoes.executar) return executar(opcoes.executar);
  if (opcoes.semente !== undefined || opcoes.passos !== undefined) {
    const [semente, passos] = [Number(opcoes.semente ?? 1), Number(opcoes.passos ?? 100)];
    if (!Number.isInteger(semente) || !Number.isInteger(passos) || passos < 1) {
      console.error('--semente e --passos são números inteiros (passos ≥ 1).');
      return 1;
    }
    return passear(semente, passos);
  }
  const analises = escolhidos.map(analisar);
  if (opcoes.html) {
    const { htmlDoRelatorio } = await import('../tests/support/relatorio-html');
    const destino = resolve(arquivoHtml ?? '.cache/qa/caminhos.html');
    mkdirSync(dirname(destino), { recursive: true });
    writeFileSync(destino, await htmlDoRelatorio(analises));
    console.log(`Relatório HTML: ${destino}`);
  } else {
    for (const l of textoDoRelatorio(analises, { resumo: opcoes.resumo })) console.log(l);
  }
  const problemas = falhas(analises);
  if (problemas.length) {
    console.error(`\n${problemas.length} problema(s) de cobertura ou rastreio:`);
    for (const p of problemas) console.error(linha(`  ${p}`));
    return 1;
  }
  return 0;
}

main().then((codigo) => { process.exitCode = codigo; }, (erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exitCode = 1;
});
