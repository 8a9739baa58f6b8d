import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
    // pool.end() resolves before its clients' sockets close; the drop (WITH FORCE) may then end a backend under a client
    // the pool no longer listens to, whose 'error' would be unhandled (CI saw 57P01 once): the teardown expects it
    pool.on('connect', (cliente) => cliente.on('error', () => {}));
    const db = drizzlePg(pool);
    return {
      sql: async (texto: string) => (await pool.query(texto)).rows as Record<string, unknown>[],
      migrar: (pasta: string) => migratePg(db, { migrationsFolder: pasta }),
      fechar: async () => { await pool.end(); await novo.descartar(); },
    };
  }
  const cliente = await PGlite.create('memory://', { extensions: { btree_gist, pg_trgm } });
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

  it('0007_associados e 0008: os registros passam do login ao associado (codSocio), sem perder nenhum', async () => {
    const banco = await bancoParaMigrar();
    try {
      const antes = migracoesAte('0007_associados');
      pastas.push(antes);
      await banco.migrar(antes);
      await banco.sql(`
        insert into usuarios (id, email, nome, cpf, senha_hash, cod_socio, nao_associado, perfil) values
          (1, 'loja@exemplo.com.br', 'Loja', '52998224725', 'x', '0001', false, 'associado'),
          (2, 'gerente.loja@exemplo.com.br', 'Gerente da Loja', '39053344705', 'x', '0001', false, 'associado'),
          (3, 'na@exemplo.com.br', 'Não Associado', '11144477735', 'x', null, true, 'associado'),
          (4, 'consultor@exemplo.com.br', 'Consultora', '15350946056', 'x', null, false, 'consultor');
        insert into carteira (consultor_id, cod_socio, nome_socio, documento, email) values
          (4, '0001', 'Loja Ltda', '11222333000181', 'loja@exemplo.com.br'),
          (4, '0002', 'Sem Login ME', '45723174000110', 'sem.login@exemplo.com.br'),
          (4, null, null, null, 'novo@exemplo.com.br');
        insert into clubes (usuario_id, adquirido_em, valor_mensal) values (1, now(), 12000), (3, now(), 12000);
        insert into cobrancas (usuario_id, idempotency_key, descricao, valor) values (1, 'k1', 'Clube de Vantagens', 12000), (3, 'k1', 'Clube de Vantagens', 12000);
        insert into aceites (id, usuario_id, produto, finalidade, dt_versao, dt_aceite, ip_origem, browser_data)
          values (1, 2, 'clube-vantagens', 'anuncio', '2024-01-01', now(), '127.0.0.1', 'teste');
        insert into arquivos_clube (id, usuario_id, nome, mime, tamanho, sha256, conteudo) values
          (1, 1, 'logo.png', 'image/png', 1, 'x', '\\x89'), (2, 1, 'a.jpg', 'image/jpeg', 1, 'y', '\\xff'), (3, 1, 'banner.png', 'image/png', 1, 'z', '\\x89');
        insert into anuncios_clube (id, usuario_id, titulo, tipo_atividade, descricao_atividade, site_midias_sociais, desconto_oferecido,
          descricao_desconto, possui_ecommerce, cupom_desconto, endereco_ecommerce, enquadramento, enquadramento_outros, de_acordo,
          dt_inicio, dt_fim, logomarca_id, aceite_id) values
          (10, 1, 'Um', 'Comércio', 'd', '', '10%', 'd', false, '', '', '{Saúde}', '', true, '2026-01-01', '2026-12-31', 1, 1);
        insert into imagens_anuncio_clube (anuncio_id, ordem, arquivo_id) values (10, 0, 2);
        insert into banners_clube (id, usuario_id, anuncio_id, titulo, dt_inicio, dt_fim, imagem_id, aceite_id)
          values (20, 1, 10, 'Destaque', '2026-01-01', '2026-01-31', 3, 1);
        insert into funcionarios_clube (usuario_id, cpf, nome, data_solicitacao) values (1, '86288366757', 'Func', '2026-01-02');
      `);
      await banco.migrar(MIGRACOES);

      expect(await banco.sql('select cod_socio, nome, documento, nao_associado from associados order by cod_socio')).toEqual([
        { cod_socio: '0001', nome: 'Loja', documento: '11222333000181', nao_associado: false },
        { cod_socio: '0002', nome: 'Sem Login ME', documento: '45723174000110', nao_associado: false },
        { cod_socio: 'NA0000003', nome: 'Não Associado', documento: null, nao_associado: true },
      ]);
      expect(await banco.sql('select id, cod_socio from usuarios order by id')).toEqual([
        { id: 1, cod_socio: '0001' }, { id: 2, cod_socio: '0001' }, { id: 3, cod_socio: 'NA0000003' }, { id: 4, cod_socio: null },
      ]);
      expect(await banco.sql('select cod_socio from clubes order by cod_socio')).toEqual([{ cod_socio: '0001' }, { cod_socio: 'NA0000003' }]);
      expect(await banco.sql('select cod_socio, idempotency_key from cobrancas order by cod_socio'))
        .toEqual([{ cod_socio: '0001', idempotency_key: 'k1' }, { cod_socio: 'NA0000003', idempotency_key: 'k1' }]);
      expect(await banco.sql('select usuario_id, cod_socio from aceites')).toEqual([{ usuario_id: 2, cod_socio: '0001' }]);
      expect(await banco.sql('select id, cod_socio, logomarca_id from anuncios_clube')).toEqual([{ id: 10, cod_socio: '0001', logomarca_id: 1 }]);
      expect(await banco.sql('select id, cod_socio, imagem_id from banners_clube')).toEqual([{ id: 20, cod_socio: '0001', imagem_id: 3 }]);
      expect(await banco.sql('select cod_socio, cpf from funcionarios_clube')).toEqual([{ cod_socio: '0001', cpf: '86288366757' }]);
      // the images keep their ids, bytes and owner, and say what they are for
      expect(await banco.sql(`select id, cod_socio, produto, finalidade, nome, encode(conteudo, 'hex') as hex from arquivos order by id`)).toEqual([
        { id: 1, cod_socio: '0001', produto: 'clube-vantagens', finalidade: 'logomarca', nome: 'logo.png', hex: '89' },
        { id: 2, cod_socio: '0001', produto: 'clube-vantagens', finalidade: 'anuncio', nome: 'a.jpg', hex: 'ff' },
        { id: 3, cod_socio: '0001', produto: 'clube-vantagens', finalidade: 'banner', nome: 'banner.png', hex: '89' },
      ]);
      expect(await banco.sql(`select to_regclass('arquivos_clube') as t`)).toEqual([{ t: null }]);
      // the next file does not collide with a copied id
      expect(await banco.sql(`insert into arquivos (cod_socio, produto, finalidade, nome, mime, tamanho, sha256, conteudo)
        values ('0001', 'clube-vantagens', 'banner', 'b.png', 'image/png', 1, 'w', '\\x89') returning id`)).toEqual([{ id: 4 }]);
      // the carteira's codes reference associates; an associate's login must have one; one featured banner at a time still holds
      await expect(banco.sql(`insert into carteira (consultor_id, cod_socio, email) values (4, '9999', 'x@exemplo.com.br')`)).rejects.toThrow(/carteira_cod_socio/);
      await expect(banco.sql(`insert into usuarios (email, nome, cpf, senha_hash) values ('sem@exemplo.com.br', 'S', '52998224725', 'x')`))
        .rejects.toThrow(/usuarios_associado_tem_codigo/);
      await expect(banco.sql(`insert into banners_clube (cod_socio, anuncio_id, titulo, dt_inicio, dt_fim, imagem_id, aceite_id)
        values ('0001', 10, 'Outro', '2026-01-15', '2026-02-15', 4, 1)`)).rejects.toThrow(/banners_clube_um_por_vez/);
    } finally {
      await banco.fechar();
    }
  });

  it('0013_limites_por_associado e 0014: pedidos de classificação (e, desde 0014, documentações) abertos em duplicidade ficam só o mais antigo; os outros, cancelados com histórico', async () => {
    const banco = await bancoParaMigrar();
    try {
      const antes = migracoesAte('0013_limites_por_associado');
      pastas.push(antes);
      await banco.migrar(antes);
      await banco.sql(`
        insert into associados (cod_socio, nome) values ('0001', 'Loja'), ('0002', 'Outra');
        insert into usuarios (id, email, nome, cpf, senha_hash, cod_socio) values (1, 'a@exemplo.com.br', 'A', '52998224725', 'x', '0001'),
          (2, 'b@exemplo.com.br', 'B', '39053344705', 'x', '0002');
        insert into chamados (id, cod_socio, produto, tipo, label, status, aberto_por, aberto_em, atualizado_em) values
          (1, '0001', 'spc-conciliador', 'classificacao', 'Um', 0, 1, now(), now()),
          (2, '0001', 'spc-conciliador', 'classificacao', 'Dois', 0, 1, now(), now()),
          (3, '0001', 'spc-conciliador', 'classificacao', 'Três', 0, 1, now(), now()),
          (4, '0001', 'spc-conciliador', 'classificacao', 'Classificado antes', 2, 1, now(), now()),
          (5, '0001', 'cdl-consultor', 'documentacao', 'Documentos', 0, 1, now(), now()),
          (6, '0001', 'cdl-consultor', 'documentacao', 'Documentos de novo', 0, 1, now(), now()),
          (7, '0002', 'spc-conciliador', 'classificacao', 'Da outra', 0, 2, now(), now());
      `);
      await banco.migrar(MIGRACOES);
      expect(await banco.sql('select id, status from chamados order by id')).toEqual([
        { id: 1, status: 0 }, { id: 2, status: 1 }, { id: 3, status: 1 }, { id: 4, status: 2 }, { id: 5, status: 0 }, { id: 6, status: 1 }, { id: 7, status: 0 },
      ]);
      expect(await banco.sql('select chamado_id, usuario_id, status, tipo_solucao from historico_chamados order by chamado_id')).toEqual([
        { chamado_id: 2, usuario_id: 1, status: 1, tipo_solucao: 'Duplicado' }, { chamado_id: 3, usuario_id: 1, status: 1, tipo_solucao: 'Duplicado' },
        { chamado_id: 6, usuario_id: 1, status: 1, tipo_solucao: 'Duplicado' },
      ]);
      await expect(banco.sql(`insert into chamados (id, cod_socio, produto, tipo, label, status, aberto_por, aberto_em, atualizado_em)
        values (8, '0001', 'spc-conciliador', 'classificacao', 'Mais um', 0, 1, now(), now())`)).rejects.toThrow(/chamados_uma_classificacao_aberta/);
    } finally {
      await banco.fechar();
    }
  });
});
