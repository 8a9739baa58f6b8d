import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultasDaPagina, paginaDaCarteira } from '../../src/server/cdl-consultor/carteira.repo';
import { abrirPortal, BANCO, type Portal } from '../support/portal';
import { novoConsultor } from './apoio';

// Issue 21 "Measured": with 10 000 members in a carteira, 'Filtrar' goes through an index (carteira_busca's trigrams,
// or carteira_consultor), never a sequential scan of every carteira row.

const MEMBROS = 10_000;

describe(`o filtro da carteira usa um índice (${BANCO})`, () => {
  let portal: Portal;
  let consultorId: number;
  beforeAll(async () => {
    portal = await abrirPortal();
    consultorId = (await novoConsultor(portal)).id;
    const outro = (await novoConsultor(portal)).id;
    const { db } = portal.deps.database;
    // 10 000 members of this consultant and 2 000 of another, names and e-mails in the normalized key as chaveDeBusca writes it
    for (const [dono, quantos, prefixo] of [[consultorId, MEMBROS, 'm'], [outro, 2_000, 'o']] as const) {
      await db.execute(sql`
        insert into carteira (consultor_id, cod_socio, nome_socio, documento, email, aceite_termo_uso, busca)
        select ${dono}, null, nome, null, email, true, translate(lower(email || ' ' || nome), 'óáễé', 'oaee')
        from (select ${prefixo} || i || '@carteira.com.br' as email,
                     (array['Padaria', 'Mercado', 'Ótica', 'Farmácia', 'Nguyễn Comércio'])[1 + i % 5] || ' ' || i || ' Ltda' as nome
              from generate_series(1, ${quantos}) as i) as g`);
    }
    // as autovacuum leaves a live table: statistics, and the trigram index's pending list merged
    await db.execute(sql`vacuum analyze carteira`);
  }, 120_000);
  afterAll(async () => { await portal?.fechar(); });

  async function plano(consulta: SQL): Promise<string> {
    const { rows } = (await portal.deps.database.db.execute(sql`explain ${consulta}`)) as unknown as { rows: Record<string, string>[] };
    return rows.map((r) => Object.values(r)[0]).join('\n');
  }

  it.each([
    ['um pedaço do nome', 'farmácia 77'],
    ['sem acento', 'nguyen comercio 4'],
    ['um e-mail', 'm9999@carteira'],
  ])('%s ("%s"): a página e o total por índice, nunca Seq Scan da carteira', async (_, filtro) => {
    const { db } = portal.deps.database;
    const consultas = consultasDaPagina(db, consultorId, filtro, 10, 1);
    for (const [nome, consulta] of [['página', consultas.pagina], ['total', consultas.total]] as const) {
      const texto = await plano(consulta);
      expect(texto, `${nome}:\n${texto}`).not.toMatch(/Seq Scan on carteira/);
      // the count reads every match: the trigrams find them; a page of a common fragment may walk ids in order and stop at 10
      if (nome === 'total') expect(texto, `${nome}:\n${texto}`).toMatch(/carteira_busca/);
      else expect(texto, `${nome}:\n${texto}`).toMatch(/Index Scan|Bitmap Index Scan/);
    }
    const r = await paginaDaCarteira(db, consultorId, filtro, 10, 1);
    expect(r.totalLinhas).toBeGreaterThan(0);
    expect(r.associados.every((a) => a.email.endsWith('@carteira.com.br') && a.email.startsWith('m'))).toBe(true);
  });

  it('sem filtro, a primeira página: um índice por id lido de trás para frente (a mais nova primeiro), não a tabela inteira', async () => {
    const texto = await plano(consultasDaPagina(portal.deps.database.db, consultorId, '', 10, 1).pagina);
    expect(texto).not.toMatch(/Seq Scan on carteira/);
    // newest first (issue 27): an id index read backwards (this seed has one consultant: the planner may take the
    // primary key), never a sort of the consultant's rows
    expect(texto, texto).toMatch(/Index Scan Backward using carteira_(consultor|pkey)/);
    expect(texto, texto).not.toMatch(/Sort Key: c\.id/);
  });
});
