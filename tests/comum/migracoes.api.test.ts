import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BANCO, bancoNovo } from '../support/portal';

const MIGRACOES = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

/** A copy of the migrations folder whose journal stops before `tag`: the schema as it was before that migration. */
function migracoesAte(tag: string): string {
  const pasta = mkdtempSync(join(tmpdir(), 'portal-migracoes-'));
  cpSync(MIGRACOES, pasta, { recursive: true });
  const caminho = join(pasta, 'meta', '_journal.json');
  const diario = JSON.parse(readFileSync(caminho, 'utf8')) as { entries: { tag: string }[] };
  const ate = diario.entries.findIndex((e) => e.tag === tag);
  expect(ate, `migração ${tag}`).toBeGreaterThan(0);
  writeFileSync(caminho, JSON.stringify({ ...diario, entries: diario.entries.slice(0, ate) }));
  return pasta;
}

/** Runs raw SQL and migrations on a fresh database of the suite's kind. */
async function bancoParaMigrar() {
  const novo = await bancoNovo();
  if (BANCO === 'postgres') {
    const pool = new pg.Pool({ connectionString: novo.url });
    const db = drizzlePg(pool);
    return {
      sql: async (texto: string) => (await pool.query(texto)).rows as Record<string, unknown>[],
      migrar: (pasta: string) => migratePg(db, { migrationsFolder: pasta }),
      fechar: async () => { await pool.end(); await novo.descartar(); },
    };
  }
  const cliente = await PGlite.create('memory://');
  const db = drizzlePglite(cliente);
  return {
    sql: async (texto: string) => (await cliente.exec(texto)).at(-1)?.rows as Record<string, unknown>[],
    migrar: (pasta: string) => migratePglite(db, { migrationsFolder: pasta }),
    fechar: () => cliente.close(),
  };
}

describe(`migrações com dados já gravados (${BANCO})`, () => {
  const pastas: string[] = [];
  afterAll(() => { for (const p of pastas) rmSync(p, { recursive: true, force: true }); });

  it('0003_imagens_anuncio: a imagem única de cada anúncio vira a imagem 0 da lista, sem perder nenhuma', async () => {
    const banco = await bancoParaMigrar();
    try {
      const antes = migracoesAte('0003_imagens_anuncio');
      pastas.push(antes);
      await banco.migrar(antes);
      await banco.sql(`
        insert into usuarios (id, email, nome, cpf, senha_hash) values (1, 'a@exemplo.com.br', 'A', '52998224725', 'x');
        insert into clubes (usuario_id, adquirido_em, valor_mensal) values (1, now(), 12000);
        insert into aceites (id, usuario_id, produto, finalidade, dt_versao, dt_aceite, ip_origem, browser_data)
          values (1, 1, 'clube-vantagens', 'anuncio', '2024-01-01', now(), '127.0.0.1', 'teste');
        insert into arquivos_clube (id, usuario_id, nome, mime, tamanho, sha256, conteudo) values
          (1, 1, 'logo.png', 'image/png', 1, 'x', '\\x89'), (2, 1, 'a.jpg', 'image/jpeg', 1, 'y', '\\xff'),
          (3, 1, 'logo2.png', 'image/png', 1, 'z', '\\x89'), (4, 1, 'b.jpg', 'image/jpeg', 1, 'w', '\\xff');
        insert into anuncios_clube (id, usuario_id, titulo, tipo_atividade, descricao_atividade, site_midias_sociais, desconto_oferecido,
          descricao_desconto, possui_ecommerce, cupom_desconto, endereco_ecommerce, enquadramento, enquadramento_outros, de_acordo,
          dt_inicio, dt_fim, logomarca_id, anuncio_padrao_id, aceite_id) values
          (10, 1, 'Um', 'Comércio', 'd', '', '10%', 'd', false, '', '', '{Saúde}', '', true, '2026-01-01', '2026-12-31', 1, 2, 1),
          (11, 1, 'Dois', 'Comércio', 'd', '', '10%', 'd', false, '', '', '{Saúde}', '', true, '2026-01-01', '2026-12-31', 3, 4, 1);
      `);
      await banco.migrar(MIGRACOES);
      expect(await banco.sql('select anuncio_id, ordem, arquivo_id from imagens_anuncio_clube order by anuncio_id'))
        .toEqual([{ anuncio_id: 10, ordem: 0, arquivo_id: 2 }, { anuncio_id: 11, ordem: 0, arquivo_id: 4 }]);
      expect(await banco.sql(`select column_name from information_schema.columns where table_name = 'anuncios_clube' and column_name = 'anuncio_padrao_id'`))
        .toEqual([]);
    } finally {
      await banco.fechar();
    }
  });

  it('0004_perfil: quem era consultor continua consultor, os outros são associados; a coluna booleana sai', async () => {
    const banco = await bancoParaMigrar();
    try {
      const antes = migracoesAte('0004_perfil');
      pastas.push(antes);
      await banco.migrar(antes);
      await banco.sql(`
        insert into usuarios (id, email, nome, cpf, senha_hash, consultor) values
          (1, 'a@exemplo.com.br', 'A', '52998224725', 'x', false), (2, 'c@exemplo.com.br', 'C', '39053344705', 'x', true);
      `);
      await banco.migrar(MIGRACOES);
      expect(await banco.sql('select id, perfil from usuarios order by id')).toEqual([{ id: 1, perfil: 'associado' }, { id: 2, perfil: 'consultor' }]);
      expect(await banco.sql(`select column_name from information_schema.columns where table_name = 'usuarios' and column_name = 'consultor'`)).toEqual([]);
      await expect(banco.sql(`update usuarios set perfil = 'gerente' where id = 1`)).rejects.toThrow(/usuarios_perfil/);
    } finally {
      await banco.fechar();
    }
  });
});
