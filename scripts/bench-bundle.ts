import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** A product's lazy chunk: the files it adds on top of what the entry already loaded. */
export interface ProductChunk extends FileSet {
  product: string;
  source: string;
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

function productChunks(manifest: Manifest, entryKeys: Set<string>): ProductChunk[] {
  return Object.entries(manifest)
    .filter(([key]) => PRODUCT_ROUTES.test(key))
    .map(([key]) => {
      const own = [...staticClosure(manifest, key)].filter((k) => !entryKeys.has(k));
      return { product: PRODUCT_ROUTES.exec(key)![1]!, source: key, ...fileSet(own.map((k) => manifest[k]!.file)) };
    })
    .sort((a, b) => a.product.localeCompare(b.product));
}

/** Reads the manifest of the last build: the initial route's JS (and CSS) and each product's own lazy code. */
export function measureBundle(): BundleSizes {
  const manifest = readManifest();
  const entryKeys = staticClosure(manifest, entryKey(manifest));
  const chunks = [...entryKeys].map((key) => manifest[key]!);
  return {
    initialJs: fileSet(chunks.map((chunk) => chunk.file)),
    initialCss: fileSet(chunks.flatMap((chunk) => chunk.css ?? [])),
    products: productChunks(manifest, entryKeys),
  };
}
