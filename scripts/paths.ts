// `npm run paths`: the generated paths of every flow model, numbered for QA, with each flow's coverage.
import { modelos } from '../tests/support/modelos';
import { coverage, describePath, transitionPaths } from '../tests/support/paths';

const percent = (part: number, total: number) => `${total ? Math.floor((100 * part) / total) : 100}%`;
let uncovered = 0;

if (!modelos.length) console.log('Nenhum modelo de fluxo registrado em tests/support/modelos.ts.');
for (const { nome, machine, events, key, input } of modelos) {
  const paths = transitionPaths(machine, events, key, input);
  const { states, transitions } = coverage(machine, events, key, paths, input);
  console.log(`\n== ${nome} (máquina ${machine.id}) ==`);
  console.log(`Estados alcançados: ${states.reached}/${states.total} (${percent(states.reached, states.total)})`);
  console.log(`Transições percorridas: ${transitions.taken}/${transitions.total} (${percent(transitions.taken, transitions.total)})`);
  for (const id of states.missing) console.log(`  FALTA estado: ${id}`);
  for (const label of transitions.missing) console.log(`  FALTA transição: ${label}`);
  console.log(`Caminhos (${paths.length}):`);
  const width = String(paths.length).length;
  paths.forEach((path, i) => console.log(`${String(i + 1).padStart(width)}. ${describePath(path)}`));
  if (states.missing.length || transitions.missing.length) uncovered++;
}
if (uncovered) {
  console.error(`\n${uncovered} fluxo(s) sem cobertura completa.`);
  process.exitCode = 1;
}
