import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * What the server loads to start (issue 26: the 50 000-row import's peak RSS, 300 MB): pdf-lib, fontkit and the
 * fonts (~45 MB) load with the first PDF (comum/termos.ts, pagamentos/boleto.ts), not with the app.
 */
describe('carga do servidor', () => {
  it('criarApp não carrega pdf-lib nem fontkit', () => {
    const codigo = `
      import { createRequire } from 'node:module';
      await import('./src/server/app.ts');
      const carregados = Object.keys(createRequire(process.cwd() + '/').cache);
      process.stdout.write(JSON.stringify({ total: carregados.length, pdf: carregados.filter((m) => /[\\\\/](pdf-lib|@pdf-lib)[\\\\/]/.test(m)) }));
    `;
    const filho = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', codigo], { cwd: process.cwd(), encoding: 'utf8' });
    expect(filho.status, filho.stderr).toBe(0);
    const { total, pdf } = JSON.parse(filho.stdout) as { total: number; pdf: string[] };
    expect(total).toBeGreaterThan(0); // the cache is read: drizzle and the rest are there
    expect(pdf).toEqual([]);
  }, 60_000);
});
