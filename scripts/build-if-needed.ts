import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

/** `npm start` builds the client only when dist/client is missing or older than its sources. */
const indice = 'dist/client/index.html';
const maisNovo = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const p = join(dir, e.name);
    return Math.max(m, e.isDirectory() ? maisNovo(p) : statSync(p).mtimeMs);
  }, 0);
const fontes = Math.max(maisNovo('src'), statSync('index.html').mtimeMs, statSync('vite.config.ts').mtimeMs,
  existsSync('public') ? maisNovo('public') : 0);
if (!existsSync(indice) || statSync(indice).mtimeMs < fontes) {
  process.stdout.write('Construindo o cliente (vite build)…\n');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
