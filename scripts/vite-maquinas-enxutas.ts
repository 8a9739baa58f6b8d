import ts from 'typescript';
import type { Plugin } from 'vite';

/** Machine config keys that only QA reads (tests/support, `npm run paths`): the scenarios' words and the SPEC rule tags. */
const SO_PARA_QA = new Set(['description', 'meta']);

/**
 * The flow machines' `description`s and `meta.regras` name states and transitions for QA's generated scenarios
 * (issue 10); the browser never reads them. This build-only plugin removes those properties from the object
 * literals of src/machines/** before bundling, so the initial route and each product chunk carry only behaviour.
 * Tests and `npm run paths` import the sources directly and keep every word.
 */
export function maquinasEnxutas(): Plugin {
  return {
    name: 'maquinas-enxutas',
    apply: 'build',
    enforce: 'pre',
    transform(codigo, id) {
      if (!/[\\/]src[\\/]machines[\\/].+\.ts$/.test(id)) return null;
      const saida = semPropriedadesDeQa(codigo, id);
      return saida === codigo ? null : { code: saida, map: null };
    },
  };
}

/** The source without the `description`/`meta` properties of its object literals (each with its trailing comma). */
export function semPropriedadesDeQa(codigo: string, nome = 'maquina.ts'): string {
  const fonte = ts.createSourceFile(nome, codigo, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cortes: [number, number][] = [];
  const visitar = (no: ts.Node) => {
    if (ts.isObjectLiteralExpression(no)) {
      for (const p of no.properties) {
        if (!ts.isPropertyAssignment(p) || !SO_PARA_QA.has(p.name.getText(fonte))) continue;
        let fim = p.getEnd();
        // the comma after it, if any (the last property may have none)
        const depois = codigo.slice(fim).match(/^\s*,/);
        if (depois) fim += depois[0].length;
        cortes.push([p.getStart(fonte), fim]);
      }
    }
    ts.forEachChild(no, visitar);
  };
  visitar(fonte);
  // nested cuts (a description inside a removed meta) are covered by the outer one
  cortes.sort((a, b) => a[0] - b[0]);
  let saida = '';
  let pos = 0;
  for (const [de, ate] of cortes) {
    if (de < pos) continue;
    saida += codigo.slice(pos, de);
    pos = ate;
  }
  return saida + codigo.slice(pos);
}
