// Prints each suite's counts from vitest's JSON reports, then the total as "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

let passou = 0, falhou = 0, pulou = 0, faltando = 0;
for (const arquivo of process.argv.slice(2)) {
  if (!existsSync(arquivo)) { console.log(`${basename(arquivo, '.json')}: sem relatório (a suíte não chegou a rodar)`); faltando++; continue; }
  const r = JSON.parse(readFileSync(arquivo, 'utf8'));
  console.log(`${basename(arquivo, '.json')}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  passou += r.numPassedTests; falhou += r.numFailedTests; pulou += r.numPendingTests + r.numTodoTests;
}
console.log(`${passou} passed, ${falhou} failed, ${pulou} skipped`);
process.exit(falhou > 0 || faltando > 0 || passou === 0 ? 1 : 0);
