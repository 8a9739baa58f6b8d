import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { semPropriedadesDeQa } from '../../scripts/vite-maquinas-enxutas';

const PASTA = 'src/machines';
const maquinas = readdirSync(PASTA, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => join(PASTA, f));

/** The object-literal property names left in a source. */
function propriedades(codigo: string): string[] {
  const fonte = ts.createSourceFile('x.ts', codigo, ts.ScriptTarget.Latest, true);
  const nomes: string[] = [];
  const visitar = (no: ts.Node) => {
    if (ts.isPropertyAssignment(no)) nomes.push(no.name.getText(fonte));
    ts.forEachChild(no, visitar);
  };
  visitar(fonte);
  return nomes;
}

describe('build sem as palavras de QA (scripts/vite-maquinas-enxutas.ts)', () => {
  it('tira description e meta, aninhados ou por último, e deixa o resto, textos com essas palavras inclusive', () => {
    const antes = `const m = { id: 'x', description: 'a tela', states: { a: { on: { ir: { target: 'b', description: "clica, e vai", meta: { regras: ['§1'] } } }, meta: { regras: [] } }, b: { entry: 'description: fica' } } };`;
    const depois = semPropriedadesDeQa(antes);
    expect(propriedades(depois)).toEqual(['id', 'states', 'a', 'on', 'ir', 'target', 'b', 'entry']);
    expect(depois).toContain(`'description: fica'`);
    // still a valid object literal
    expect(new Function(`${depois.replace('const m =', 'return')}`)()).toEqual({ id: 'x', states: { a: { on: { ir: { target: 'b' } } }, b: { entry: 'description: fica' } } });
  });

  it.each(maquinas)('%s continua compilando, sem description nem meta', (arquivo) => {
    const saida = semPropriedadesDeQa(readFileSync(arquivo, 'utf8'), arquivo);
    const { diagnostics } = ts.transpileModule(saida, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
    expect(diagnostics).toEqual([]);
    expect(propriedades(saida).filter((p) => p === 'description' || p === 'meta')).toEqual([]);
  });
});
