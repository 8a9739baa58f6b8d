import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaveDeBusca, normalizarBusca } from '../../src/domain/cdl-consultor/carteira';
import { gravarArquivo } from '../../src/server/comum/arquivos.repo';
import { abrirChamado } from '../../src/server/comum/chamados';
import { APLICACAO_ESCUTA, type Tx } from '../../src/server/db/database';
import { associados, carteira, chamados, documentosChamado } from '../../src/server/db/schema/comum';
import { abrirPortal, abrirServidor, BANCO, clienteDe, type Cliente, type Portal } from '../support/portal';
import { novoConsultor } from './apoio';

// ConsultarCarteira read from PostgreSQL on every page (issue 26 §3, which took out issue 21's carteiras kept in
// memory and migration 0017's NOTIFY triggers): the page is what the rows hold at the moment it is asked for,
// whoever wrote them and however. A write with triggers switched off (session_replication_role = replica) stands for a
// change no trigger sees: it is on the very next page, with no wait, in this process and in another one.

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const NOMES = ['Farmácia São João', 'Ótica Ômega 50% off', 'Nguyễn Comércio', 'Łukasz_Serviços', '李 Importação', 'Café ☕ do Bairro', 'Barra \\ Invertida'];

describe(`a carteira lida do banco a cada página (${BANCO})`, () => {
  let portal: Portal;
  let consultor: Awaited<ReturnType<typeof novoConsultor>>;
  /** The rows written, newest first (id descending, issue 27), with their 'Filtrar' key: what a page is checked against. */
  let escritas: { id: number; email: string; busca: string }[];
  const db = () => portal.deps.database.db;
  const tx = <T>(f: (t: Tx) => Promise<T>) => portal.deps.database.tx(f);

  beforeAll(async () => {
    portal = await abrirPortal();
    consultor = await novoConsultor(portal);
    const linhas = Array.from({ length: 64 }, (_, i) => {
      const registrado = i % 4 === 0;
      const m = {
        codSocio: registrado ? `77${String(i).padStart(5, '0')}` : null,
        nomeSocio: i % 9 === 8 ? null : `${NOMES[i % NOMES.length]} ${i}`,
        documento: registrado ? `11${String(i).padStart(12, '0')}` : null,
        email: `membro.${i}.${consultor.id}@banco.com.br`,
      };
      return { ...m, consultorId: consultor.id, aceiteTermoUso: i % 3 !== 2, aceiteContrato: registrado, busca: chaveDeBusca(m) };
    });
    const socios = linhas.filter((l) => l.codSocio);
    await db().insert(associados).values(socios.map((l) => ({ codSocio: l.codSocio!, nome: l.nomeSocio ?? 'Sem Nome', documento: l.documento! })));
    escritas = await db().insert(carteira).values(linhas).returning({ id: carteira.id, email: carteira.email, busca: carteira.busca });
    escritas.sort((a, b) => b.id - a.id);
    // a documentation ticket with one document rejected, for two registered members
    for (const codSocio of socios.slice(0, 2).map((l) => l.codSocio!)) await abrirDocumentacao(codSocio, 'INCORRETA: ilegível');
  }, 60_000);
  afterAll(async () => { await portal?.fechar(); });

  async function abrirDocumentacao(codSocio: string, revisao: string | null, escrever: typeof tx = tx) {
    return escrever(async (t) => {
      const id = (await abrirChamado(t, { codSocio, produto: 'cdl-consultor', tipo: 'documentacao', label: 'Documentação do associado', por: consultor.id, agora: new Date() }))!;
      const arquivoId = await gravarArquivo(t, { codSocio, produto: 'cdl-consultor', finalidade: 'contratoSocial' }, {
        nome: 'contrato.pdf', tipo: 'pdf', mime: 'application/pdf', bytes: PDF, sha256: createHash('sha256').update(PDF).digest('hex'),
      });
      await t.insert(documentosChamado).values({ chamadoId: id, documento: 'contratoSocial', arquivoId, revisao });
      return id;
    });
  }
  /** `trabalho` in a transaction whose writes fire no trigger: a change nothing announces. */
  const semGatilhos = <T>(trabalho: (t: Tx) => Promise<T>) => tx(async (t) => {
    await t.execute(sql`set local session_replication_role = replica`);
    return trabalho(t);
  });

  const pagina = async (filtro = '', linhas = 10, numero = 1, cliente: Cliente = consultor.cliente) => {
    const r = await cliente.consultor.consultarCarteira({ query: { filtro, linhas, pagina: numero } });
    if (r.status !== 200) throw new Error(`ConsultarCarteira: ${r.status}`);
    return r.body;
  };
  const linhaDe = async (email: string, cliente?: Cliente) => (await pagina(email, 10, 1, cliente)).associados[0];

  it('cada página são as linhas que casam, a mais nova primeiro (issue 27), e o total conta todas: filtros com acentos, caixa, curingas do LIKE, e-mail, código, CNPJ mascarado; páginas além do fim vêm vazias com o total', async () => {
    const filtros = ['', 'FARMACIA', 'otica omega', '50%', 'łukasz_', '_', '%', '\\', '李', '☕', '@banco', 'membro.1', '7700004', '11.000.000/0000-04', 'nada disso'];
    for (const filtro of filtros) {
      const termo = normalizarBusca(filtro);
      const casam = escritas.filter((l) => l.busca.includes(termo)).map((l) => l.email);
      for (const [linhas, numero] of [[10, 1], [10, 2], [20, 3], [50, 1], [50, 2], [10, 99]] as const) {
        const r = await pagina(filtro, linhas, numero);
        expect({ emails: r.associados.map((a) => a.email), total: r.totalLinhas }, `'${filtro}' ${linhas}×${numero}`)
          .toEqual({ emails: casam.slice((numero - 1) * linhas, numero * linhas), total: casam.length });
      }
    }
    expect((await pagina('', 50, 1)).associados.map((m) => m.etapa)).toContain('Arquivos');
  });

  it('uma mudança na linha que nenhum gatilho vê está na página seguinte, sem espera', async () => {
    const email = `membro.5.${consultor.id}@banco.com.br`;
    await pagina(); // a page before the change (the old cache kept the carteira here)
    await semGatilhos((t) => t.update(carteira).set({ nomeSocio: 'Renomeada Sem Gatilho' }).where(eq(carteira.email, email)));
    expect((await linhaDe(email))!.nomeSocio).toBe('Renomeada Sem Gatilho');
  });

  it('um chamado de documentação aberto e a revisão de um documento, sem gatilhos, mudam a etapa na página seguinte', async () => {
    const email = `membro.12.${consultor.id}@banco.com.br`;
    const [{ codSocio }] = await db().select({ codSocio: carteira.codSocio }).from(carteira).where(eq(carteira.email, email)) as [{ codSocio: string }];
    expect((await linhaDe(email))!.etapa).toBe('Arquivos'); // registered, nothing sent yet
    const chamadoId = await abrirDocumentacao(codSocio, null, semGatilhos);
    expect((await linhaDe(email))!.etapa).toBe('Ativo'); // under review
    await semGatilhos((t) => t.update(documentosChamado).set({ revisao: 'INCORRETA: vencido' }).where(eq(documentosChamado.chamadoId, chamadoId)));
    expect((await linhaDe(email))!.chamadoDocumentacao).toEqual({ contratoSocial: 'INCORRETA: vencido' });
    expect((await linhaDe(email))!.etapa).toBe('Arquivos');
    await semGatilhos((t) => t.update(chamados).set({ status: 2 }).where(eq(chamados.id, chamadoId)));
    expect((await linhaDe(email))!.etapa).toBe('Arquivos'); // finished, one document still INCORRETA
  });

  it('o convite do próprio consultor aparece na página seguinte', async () => {
    const email = `proprio.${consultor.id}@banco.com.br`;
    await pagina();
    const r = await consultor.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } });
    expect(r.status).toBe(200);
    expect((await linhaDe(email))?.etapa).toBe('Termo de Uso');
  });

  it('a carteira de outro consultor não muda com as escritas desta', async () => {
    const outro = await novoConsultor(portal);
    expect((await pagina('', 10, 1, outro.cliente)).totalLinhas).toBe(0);
    await db().update(carteira).set({ aceiteTermoUso: true }).where(and(eq(carteira.consultorId, consultor.id), eq(carteira.email, `membro.2.${consultor.id}@banco.com.br`)));
    expect((await pagina('', 10, 1, outro.cliente)).totalLinhas).toBe(0);
  });

  it('migração 0018: nenhum gatilho nem função da 0017 (carteira_mudou) sobra no banco', async () => {
    const linhas = async (consulta: ReturnType<typeof sql>) => ((await db().execute(consulta)) as unknown as { rows: unknown[] }).rows;
    expect(await linhas(sql`
      select tgname from pg_trigger where not tgisinternal and tgrelid in ('carteira'::regclass, 'chamados'::regclass, 'documentos_chamado'::regclass)`)).toEqual([]);
    expect(await linhas(sql`select proname from pg_proc where proname like 'avisar_carteira%'`)).toEqual([]);
  });

  describe.runIf(BANCO === 'postgres')('dois processos do servidor no mesmo PostgreSQL', () => {
    it('nenhuma escrita na carteira anuncia carteira_mudou, e a escuta dos processos só ouve as sessões', async () => {
      const ouvinte = new pg.Client({ connectionString: portal.urlBanco! });
      await ouvinte.connect();
      try {
        const ouvidos: string[] = [];
        ouvinte.on('notification', (n) => ouvidos.push(n.channel));
        await ouvinte.query('listen carteira_mudou');
        await db().update(carteira).set({ aceiteTermoUso: true }).where(eq(carteira.consultorId, consultor.id));
        expect((await consultor.cliente.consultor.enviarEmailFuturoAssociado({ query: { email: `anuncio.${consultor.id}@banco.com.br` } })).status).toBe(200);
        await ouvinte.query('select 1'); // a notification committed before this round trip has arrived by its answer
        expect(ouvidos).toEqual([]);
        // the server process's LISTEN connection: its last statement names the channels it listens to
        const { rows } = await ouvinte.query<{ query: string }>(
          'select query from pg_stat_activity where datname = current_database() and application_name = $1', [APLICACAO_ESCUTA]);
        expect(rows.map((r) => r.query)).toEqual(['listen sessoes_encerradas']);
      } finally {
        await ouvinte.end();
      }
    });

    it('o que um processo gravou está na página seguinte do outro, logo depois do commit, 20 vezes seguidas', async () => {
      const segundo = await abrirServidor(portal.urlBanco!);
      try {
        // a consultant of its own: 20 invitations stay under the daily limit
        const outro = await novoConsultor(portal);
        const noSegundo = clienteDe(segundo.url, { cookie: outro.cookie }) as Cliente;
        for (let i = 1; i <= 20; i++) {
          const email = `outro.processo.${i}.${outro.id}@banco.com.br`;
          expect((await outro.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } })).status).toBe(200);
          expect((await pagina('', 10, 1, noSegundo)).totalLinhas, `convite ${i}`).toBe(i);
        }
      } finally {
        await segundo.fechar();
      }
    });

    it('uma escrita de outra conexão que nenhum gatilho vê está na página seguinte do outro processo', async () => {
      const segundo = await abrirServidor(portal.urlBanco!);
      try {
        const noSegundo = clienteDe(segundo.url, { cookie: consultor.cookie }) as Cliente;
        await pagina('', 10, 1, noSegundo); // a page before the change (the old cache kept the carteira there)
        // a write from a third connection that no trigger sees: the second process's next page has it
        const email = `membro.13.${consultor.id}@banco.com.br`;
        await semGatilhos((t) => t.update(carteira).set({ nomeSocio: 'Vista No Outro Processo' }).where(eq(carteira.email, email)));
        expect((await linhaDe(email, noSegundo))?.nomeSocio).toBe('Vista No Outro Processo');
      } finally {
        await segundo.fechar();
      }
    });
  });
});
