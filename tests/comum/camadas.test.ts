import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PRODUTOS as PRODUTOS_DO_PORTAL } from '../../src/domain/comum/produtos';

/*
 * STYLE.md §1 and DESIGN.md "Layers", checked on every import of src/ (static, `import type`, `export … from`,
 * dynamic `import()` and `import('…').Tipo`): a type-only import counts too, since it ties the two files as
 * much as a value does (the ad's lists went domain → contracts by a type import).
 * - views → machines → services → contracts → domain: a layer imports itself and those to its right only;
 * - src/server imports itself, contracts and domain; no client layer imports src/server;
 * - a product (its folder, or its `<produto>.contract.ts`) imports itself and what is no product's (comum/,
 *   the server's infra/ and db/); products meet only in the files of ENCONTROS;
 * - localStorage, sessionStorage and indexedDB are named under src/services only.
 */

const CAMADAS = ['views', 'machines', 'services', 'contracts', 'domain'] as const;
/** Product folders: the portal's products (domain/comum/produtos.ts) and the staff desk. */
const PRODUTOS: string[] = [...PRODUTOS_DO_PORTAL, 'atendimento'];
/**
 * Where products meet, and why there: one list per side (issue 28), and the API surface. Adding a product is one line
 * in each list (docs/kits.md "Um produto novo em uma hora"); nothing under comum/ is here.
 */
const ENCONTROS: Record<string, string> = {
  'src/views/produtos.ts': "the client's products: one module each (App.tsx's routes and titles, the products screen's cards)",
  'src/server/produtos.ts': "the server's products: one module each (app.ts, the database, the seed and the staff desk read it)",
  'src/contracts/portal.contract.ts': 'the whole API surface: every product contract in one',
};
const ARMAZENAMENTO = new Set(['localStorage', 'sessionStorage', 'indexedDB']);

type Lugar = { camada: (typeof CAMADAS)[number] | 'server' | 'main'; produto: string | null };

/**
 * Layer and product of a path under src/: the folder right under the layer (`src/views/clube-vantagens/X.tsx`), or,
 * outside comum/, a file named after a product (`src/contracts/clube-vantagens.contract.ts`,
 * `src/server/db/schema/clube-vantagens.ts`). Anything else is no product's (comum/, infra/, db/).
 */
export function lugar(arquivo: string): Lugar {
  const [, camada, primeiro = '', ...resto] = arquivo.split('/');
  const nome = (resto.at(-1) ?? primeiro).replace(/(\.contract)?\.tsx?$/, '');
  const produto = [primeiro, primeiro === 'comum' ? '' : nome].find((p) => PRODUTOS.includes(p)) ?? null;
  if (camada === 'main.tsx') return { camada: 'main', produto: null };
  return { camada: camada as Lugar['camada'], produto };
}

/** Which rule `de` importing `para` breaks (both paths under src/), or null. */
export function regraQuebrada(de: string, para: string): string | null {
  const a = lugar(de), b = lugar(para);
  const cliente = (l: Lugar) => l.camada !== 'server';
  if (a.camada === 'server' && !['server', 'contracts', 'domain'].includes(b.camada)) {
    return `src/server importa só server, contracts e domain, não ${b.camada}`;
  }
  if (cliente(a) && !cliente(b)) return `${a.camada} não importa src/server`;
  const i = CAMADAS.indexOf(a.camada as never), j = CAMADAS.indexOf(b.camada as never);
  if (i >= 0 && j >= 0 && j < i) return `${a.camada} não importa ${b.camada}: views → machines → services → contracts → domain`;
  if (b.produto !== null && a.produto !== b.produto && !(de in ENCONTROS)) {
    return `${a.produto ?? 'o que é comum'} não importa ${b.produto}: produtos se encontram só em ${Object.keys(ENCONTROS).join(', ')}`;
  }
  return null;
}

/** The file an import names, as a path under src/ (undefined: a package, or nothing of this tree). */
function resolver(de: string, especificador: string): string | undefined {
  if (!especificador.startsWith('.')) return undefined;
  const base = join(dirname(de), especificador);
  const candidatos = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidatos.find((c) => existsSync(c) && statSync(c).isFile());
}

interface Importacao { linha: number; alvo: string }

/** What a source imports (every form, type-only included) and where it names browser storage. */
export function lerFonte(arquivo: string, codigo = readFileSync(arquivo, 'utf8')) {
  const fonte = ts.createSourceFile(arquivo, codigo, ts.ScriptTarget.Latest, true, arquivo.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const linha = (no: ts.Node) => fonte.getLineAndCharacterOfPosition(no.getStart(fonte)).line + 1;
  const importacoes: Importacao[] = [];
  const armazenamento: { linha: number; nome: string }[] = [];
  const anotar = (no: ts.Node, especificador: ts.Node | undefined) => {
    if (!especificador || !ts.isStringLiteralLike(especificador)) return;
    const alvo = resolver(arquivo, especificador.text);
    if (alvo) importacoes.push({ linha: linha(no), alvo });
  };
  const visitar = (no: ts.Node) => {
    if (ts.isImportDeclaration(no) || ts.isExportDeclaration(no)) anotar(no, no.moduleSpecifier);
    else if (ts.isCallExpression(no) && no.expression.kind === ts.SyntaxKind.ImportKeyword) anotar(no, no.arguments[0]);
    else if (ts.isImportTypeNode(no) && ts.isLiteralTypeNode(no.argument)) anotar(no, no.argument.literal);
    else if (ts.isIdentifier(no) && ARMAZENAMENTO.has(no.text)) armazenamento.push({ linha: linha(no), nome: no.text });
    ts.forEachChild(no, visitar);
  };
  visitar(fonte);
  return { importacoes, armazenamento };
}

const fontes = (readdirSync('src', { recursive: true, encoding: 'utf8' }) as string[])
  .filter((f) => /\.tsx?$/.test(f)).map((f) => join('src', f).split('\\').join('/')).sort();
const lidas = fontes.map((arquivo) => ({ arquivo, ...lerFonte(arquivo) }));

describe('camadas e produtos (STYLE.md §1)', () => {
  it('o leitor de imports vê cada forma de import e a regra de cada par', () => {
    const { importacoes, armazenamento } = lerFonte('src/domain/comum/x.ts', [
      "import { a } from './cpf';", "import type { B } from '../../contracts/comum/esquemas';",
      "export { c } from './datas';", "const d = () => import('./login');", "let e: import('./perfil').Perfil;",
      "// localStorage num comentário não conta", "const f = globalThis.sessionStorage;",
    ].join('\n'));
    expect(importacoes.map((i) => `${i.linha} ${i.alvo}`)).toEqual([
      '1 src/domain/comum/cpf.ts', '2 src/contracts/comum/esquemas.ts', '3 src/domain/comum/datas.ts',
      '4 src/domain/comum/login.ts', '5 src/domain/comum/perfil.ts',
    ]);
    expect(armazenamento).toEqual([{ linha: 7, nome: 'sessionStorage' }]);
    expect(regraQuebrada('src/views/comum/A.tsx', 'src/domain/comum/cpf.ts')).toBeNull();
    expect(regraQuebrada('src/domain/comum/cpf.ts', 'src/contracts/comum/esquemas.ts')).toMatch(/^domain não importa contracts/);
    expect(regraQuebrada('src/services/comum/api.ts', 'src/machines/comum/lista.ts')).toMatch(/^services não importa machines/);
    expect(regraQuebrada('src/server/app.ts', 'src/services/comum/api.ts')).toMatch(/^src\/server importa só/);
    expect(regraQuebrada('src/machines/comum/lista.ts', 'src/server/comum/auth.ts')).toMatch(/^machines não importa src\/server/);
    expect(regraQuebrada('src/views/spc-conciliador/A.tsx', 'src/views/clube-vantagens/B.tsx')).toMatch(/^spc-conciliador não importa clube-vantagens/);
    expect(regraQuebrada('src/domain/comum/a.ts', 'src/domain/atendimento/b.ts')).toMatch(/^o que é comum não importa atendimento/);
    expect(regraQuebrada('src/machines/clube-vantagens/a.ts', 'src/contracts/clube-vantagens.contract.ts')).toBeNull();
    expect(regraQuebrada('src/views/produtos.ts', 'src/views/clube-vantagens/modulo.ts')).toBeNull();
    expect(regraQuebrada('src/views/App.tsx', 'src/views/clube-vantagens/ClubeVantagensRotas.tsx')).toMatch(/^o que é comum não importa clube-vantagens/);
    expect(regraQuebrada('src/views/comum/DashboardView.tsx', 'src/views/clube-vantagens/CartaoClube.tsx')).toMatch(/^o que é comum não importa clube-vantagens/);
    expect(regraQuebrada('src/server/comum/atendimento/detalhes.ts', 'src/server/cdl-consultor/atendimento.ts')).toMatch(/^o que é comum não importa cdl-consultor/);
    expect(lugar('src/server/db/schema/cdl-varejo-inteligente.ts').produto).toBe('cdl-varejo-inteligente');
    expect(lugar('src/contracts/comum/atendimento.contract.ts').produto).toBeNull();
    expect(lugar('src/server/spc-conciliador/atendimento.ts').produto).toBe('spc-conciliador');
  });

  it('cada import de src/ segue as camadas e fica no seu produto (arquivo:linha → alvo: regra)', () => {
    expect(lidas.length).toBeGreaterThan(100);
    const quebras = lidas.flatMap(({ arquivo, importacoes }) => importacoes.flatMap(({ linha, alvo }) => {
      const regra = regraQuebrada(arquivo, alvo);
      return regra ? [`${arquivo}:${linha} → ${alvo}: ${regra}`] : [];
    }));
    expect(quebras).toEqual([]);
  });

  it('nada sob comum/ importa um produto, nem por um ponto de encontro (issue 28)', () => {
    expect(Object.keys(ENCONTROS).filter((f) => f.split('/').includes('comum'))).toEqual([]);
    const deComum = lidas.filter(({ arquivo }) => arquivo.split('/').includes('comum'));
    expect(deComum.length).toBeGreaterThan(50);
    const quebras = deComum.flatMap(({ arquivo, importacoes }) => importacoes
      .filter(({ alvo }) => lugar(alvo).produto !== null || Object.hasOwn(ENCONTROS, alvo))
      .map(({ linha, alvo }) => `${arquivo}:${linha} → ${alvo}`));
    expect(quebras).toEqual([]);
  });

  it('os pontos de encontro existem (um nome velho aqui liberaria outro arquivo sem querer)', () => {
    expect(Object.keys(ENCONTROS).filter((f) => !fontes.includes(f))).toEqual([]);
  });

  it('localStorage, sessionStorage e indexedDB só em src/services', () => {
    const fora = lidas.filter(({ arquivo }) => !arquivo.startsWith('src/services/'))
      .flatMap(({ arquivo, armazenamento }) => armazenamento.map(({ linha, nome }) => `${arquivo}:${linha} → ${nome}: armazenamento do navegador só em src/services`));
    expect(fora).toEqual([]);
  });
});
