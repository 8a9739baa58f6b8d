import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The client's build folder, as vite.config.ts sets it. */
export const CLIENT_DIR = 'dist/client';

/** One manifest entry of Vite's `.vite/manifest.json` (the fields used here). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A set of built files and their summed gzip size. */
export interface FileSet {
  files: string[];
  gzipBytes: number;
}

/**
 * A product's own code (issue 11: "≤ 35 kB gz of its own code"): the built, minified code of the modules under the
 * product's folders (src/<layer>/<produto>/…, and files named <produto>.*, e.g. src/contracts/spc-conciliador.contract.ts,
 * src/contracts/comum/atendimento.contract.ts), attributed byte by byte through the build's source maps, without
 * the shared kits (comum/) and libraries its chunks also carry.
 */
export interface OwnCode {
  /** gzip (level 9) of the product's code in lazy chunks: what opening the product adds, and what the budget counts. */
  gzipBytes: number;
  /** The same code before gzip. */
  bytes: number;
  /** How many of the product's source files have code in lazy chunks. */
  modules: number;
  /** gzip of the product's code that ships in the initial route's JS instead (a products card, say): counted there. */
  initialGzipBytes: number;
}

/** A product's lazy chunk: the files it adds on top of what the entry already loaded, and its own code in them. */
export interface ProductChunk extends FileSet {
  product: string;
  source: string;
  ownCode: OwnCode;
}

/** What the bundle section measures. */
export interface BundleSizes {
  initialJs: FileSet;
  initialCss: FileSet;
  products: ProductChunk[];
}

const PRODUCT_ROUTES = /^src\/views\/([^/]+)\/[^/]*Rotas\.tsx$/;

/** Runs `vite build` into dist/client; throws when the build fails. */
export function buildClient(): void {
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`vite build falhou (código ${result.status ?? result.signal})`);
}

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Keys of `start` and of every chunk it imports statically, transitively (dynamic imports are not followed). */
function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/** The gzip size (level 9, as src/server/infra/static.ts serves it) of one built file. */
function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length;
}

function fileSet(files: Iterable<string>): FileSet {
  const unique = [...new Set(files)].sort();
  return { files: unique, gzipBytes: unique.reduce((sum, file) => sum + gzipSize(file), 0) };
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`o manifest do Vite deveria ter 1 entrada, tem ${entries.length}`);
  return entries[0]!;
}

const NO_CODE: OwnCode = { gzipBytes: 0, bytes: 0, modules: 0, initialGzipBytes: 0 };

function productChunks(manifest: Manifest, entryKeys: Set<string>, own: Map<string, OwnCode>): ProductChunk[] {
  return Object.entries(manifest)
    .filter(([key]) => PRODUCT_ROUTES.test(key))
    .map(([key]) => {
      const lazy = [...staticClosure(manifest, key)].filter((k) => !entryKeys.has(k));
      const product = PRODUCT_ROUTES.exec(key)![1]!;
      return { product, source: key, ...fileSet(lazy.map((k) => manifest[k]!.file)), ownCode: own.get(product) ?? NO_CODE };
    })
    .sort((a, b) => a.product.localeCompare(b.product));
}

// ---- own code, attributed through source maps ------------------------------------------------

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of a source map's `mappings`, per generated line: [generated column, source index or -1]. */
export function decodeMappings(mappings: string): Array<Array<[number, number]>> {
  const lines: Array<Array<[number, number]>> = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        if (digit < 0) throw new Error(`mappings inválido: ${segment}`);
        value += (digit & 31) << shift;
        if (digit & 32) { shift += 5; continue; }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0]!;
      if (fields.length >= 4) source += fields[1]!; // source line, column and name are relative too, but unused here
      segments.push([column, fields.length >= 4 ? source : -1]);
    }
    lines.push(segments.sort((a, b) => a[0] - b[0]));
  }
  return lines;
}

/** Each source's share of `code`: the generated text from each of its segments to the next segment. */
export function codeBySource(code: string, mappings: string, sources: string[]): Map<string, string[]> {
  const bySource = new Map<string, string[]>();
  const lines = code.split('\n');
  decodeMappings(mappings).forEach((segments, i) => {
    const text = lines[i] ?? '';
    segments.forEach(([column, index], k) => {
      if (index < 0) return;
      const piece = text.slice(column, segments[k + 1]?.[0] ?? text.length);
      const source = sources[index]!;
      const pieces = bySource.get(source);
      if (pieces) pieces.push(piece); else bySource.set(source, [piece]);
    });
  });
  return bySource;
}

/** Whether a source file (path from the project root) is `product`'s: under a folder of that name, or named `<product>.*`. */
export function isProductSource(file: string, product: string): boolean {
  const parts = file.split('/');
  if (parts[0] !== 'src') return false;
  return parts.slice(1, -1).includes(product) || parts.at(-1)!.startsWith(`${product}.`);
}

interface BuiltChunk { fileName: string; code: string; isEntry: boolean; imports: string[]; map: { sources: string[]; mappings: string } | null }

/**
 * Builds the client again in memory (nothing written: dist/client stays as `buildClient` left it), with source maps,
 * and measures each product's own code in lazy chunks and in the initial route's chunks.
 */
export async function measureOwnCode(products: string[]): Promise<Map<string, OwnCode>> {
  const { build } = await import('vite');
  const outDir = resolve('.bench', 'bundle-em-memoria'); // never written (write: false); sources are relative to it
  const result = await build({ logLevel: 'warn', build: { outDir, write: false, sourcemap: true, emptyOutDir: false } });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((r) => ('output' in r ? r.output : []))
    .filter((o): o is typeof o & BuiltChunk => o.type === 'chunk') as unknown as BuiltChunk[];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));

  const root = process.cwd();
  const pieces = new Map(products.map((p) => [p, { lazy: [] as string[], initial: [] as string[], modules: new Set<string>() }]));
  for (const chunk of chunks) {
    if (!chunk.map) throw new Error(`${chunk.fileName} saiu sem source map`);
    for (const [source, text] of codeBySource(chunk.code, chunk.map.mappings, chunk.map.sources)) {
      const file = relative(root, resolve(outDir, dirname(chunk.fileName), source)).split(sep).join('/');
      for (const [product, acc] of pieces) {
        if (!isProductSource(file, product)) continue;
        if (initial.has(chunk.fileName)) acc.initial.push(...text);
        else { acc.lazy.push(...text); acc.modules.add(file); }
      }
    }
  }
  const gzip = (parts: string[]) => (parts.length ? gzipSync(parts.join('\n'), { level: 9 }).length : 0);
  return new Map([...pieces].map(([product, acc]) => [product, {
    gzipBytes: gzip(acc.lazy), bytes: Buffer.byteLength(acc.lazy.join('\n')), modules: acc.modules.size, initialGzipBytes: gzip(acc.initial),
  }]));
}

/**
 * Reads the manifest of the last build: the initial route's JS (and CSS) and each product's lazy chunks, then
 * (a second build, in memory, with source maps) each product's own code in them.
 */
export async function measureBundle(): Promise<BundleSizes> {
  const manifest = readManifest();
  const entryKeys = staticClosure(manifest, entryKey(manifest));
  const chunks = [...entryKeys].map((key) => manifest[key]!);
  const products = Object.keys(manifest).filter((key) => PRODUCT_ROUTES.test(key)).map((key) => PRODUCT_ROUTES.exec(key)![1]!);
  return {
    initialJs: fileSet(chunks.map((chunk) => chunk.file)),
    initialCss: fileSet(chunks.flatMap((chunk) => chunk.css ?? [])),
    products: productChunks(manifest, entryKeys, await measureOwnCode(products)),
  };
}
