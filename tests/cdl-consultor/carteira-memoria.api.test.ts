import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaveDeBusca } from '../../src/domain/cdl-consultor/carteira';
import { paginaDaCarteira } from '../../src/server/cdl-consultor/carteira.repo';
import { gravarArquivo } from '../../src/server/comum/arquivos.repo';
import { abrirChamado } from '../../src/server/comum/chamados';
import type { Tx } from '../../src/server/db/database';
import { associados, carteira, chamados, documentosChamado } from '../../src/server/db/schema/comum';
import { escutasDoBanco } from '../support/escuta';
import { abrirPortal, abrirServidor, BANCO, clienteDe, type Cliente, type Portal } from '../support/portal';
import { novoConsultor } from './apoio';

// ConsultarCarteira from the carteiras kept in memory (issue 21, carteira-memoria.ts): the same pages the database
// would cut, and every committed change to what a row shows announced by the database itself (migration 0017's
// triggers), whoever wrote it. A write with the triggers switched off (session_replication_role = replica) stands for
// a change nobody announced: that it is not seen proves the page came from memory, and the next announced change
// brings both.

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const NOMES = ['Farmácia São João', 'Ótica Ômega 50% off', 'Nguyễn Comércio', 'Łukasz_Serviços', '李 Importação', 'Café ☕ do Bairro', 'Barra \\ Invertida'];

describe(`a carteira em memória (${BANCO})`, () => {
  let portal: Portal;
  let consultor: Awaited<ReturnType<typeof novoConsultor>>;
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
        email: `membro.${i}.${consultor.id}@memoria.com.br`,
      };
      return { ...m, consultorId: consultor.id, aceiteTermoUso: i % 3 !== 2, aceiteContrato: registrado, busca: chaveDeBusca(m) };
    });
    const socios = linhas.filter((l) => l.codSocio);
    await db().insert(associados).values(socios.map((l) => ({ codSocio: l.codSocio!, nome: l.nomeSocio ?? 'Sem Nome', documento: l.documento! })));
    await db().insert(carteira).values(linhas);
    // a documentation ticket with one document rejected, for two registered members
    for (const codSocio of socios.slice(0, 2).map((l) => l.codSocio!)) await abrirDocumentacao(codSocio, 'INCORRETA: ilegível');
  }, 60_000);
  afterAll(async () => { await portal?.fechar(); });

  async function abrirDocumentacao(codSocio: string, revisao: string | null) {
    return tx(async (t) => {
      const id = (await abrirChamado(t, { codSocio, produto: 'cdl-consultor', tipo: 'documentacao', label: 'Documentação do associado', por: consultor.id, agora: new Date() }))!;
      const arquivoId = await gravarArquivo(t, { codSocio, produto: 'cdl-consultor', finalidade: 'contratoSocial' }, {
        nome: 'contrato.pdf', tipo: 'pdf', mime: 'application/pdf', bytes: PDF, sha256: createHash('sha256').update(PDF).digest('hex'),
      });
      await t.insert(documentosChamado).values({ chamadoId: id, documento: 'contratoSocial', arquivoId, revisao });
      return id;
    });
  }
  /** `trabalho` in a transaction whose writes fire no trigger: a change nobody announces. */
  const semAviso = (trabalho: (t: Tx) => Promise<unknown>) => tx(async (t) => {
    await t.execute(sql`set local session_replication_role = replica`);
    await trabalho(t);
  });

  const pagina = async (filtro = '', linhas = 10, numero = 1, cliente: Cliente = consultor.cliente) => {
    const r = await cliente.consultor.consultarCarteira({ query: { filtro, linhas, pagina: numero } });
    if (r.status !== 200) throw new Error(`ConsultarCarteira: ${r.status}`);
    return r.body;
  };
  const linhaDe = async (email: string, cliente?: Cliente) => (await pagina(email, 10, 1, cliente)).associados[0];

  it('cada página é a que o banco cortaria: filtros com acentos, caixa, curingas do LIKE, e-mail, código e CNPJ mascarado', async () => {
    const filtros = ['', 'FARMACIA', 'otica omega', '50%', 'łukasz_', '_', '%', '\\', '李', '☕', '@memoria', 'membro.1', '7700004', '11.000.000/0000-04', 'nada disso'];
    for (const filtro of filtros) {
      for (const [linhas, numero] of [[10, 1], [10, 2], [20, 3], [50, 1], [50, 2]] as const) {
        const doBanco = await paginaDaCarteira(db(), consultor.id, filtro, linhas, numero);
        expect(await pagina(filtro, linhas, numero), `'${filtro}' ${linhas}×${numero}`).toEqual(doBanco);
      }
    }
    expect((await pagina('', 50, 1)).associados.map((m) => m.etapa)).toContain('Arquivos');
  });

  it('uma mudança na linha da carteira: sem aviso a página não muda (veio da memória); com aviso, aparece', async () => {
    const email = `membro.5.${consultor.id}@memoria.com.br`;
    const antes = (await linhaDe(email))!;
    await semAviso((t) => t.update(carteira).set({ nomeSocio: 'Renomeada Sem Aviso' }).where(eq(carteira.email, email)));
    expect((await linhaDe(email))!.nomeSocio).toBe(antes.nomeSocio);
    await db().update(carteira).set({ aceiteTermoUso: true }).where(eq(carteira.email, email));
    await expect.poll(async () => (await linhaDe(email))!.nomeSocio, { timeout: 3_000, interval: 20 }).toBe('Renomeada Sem Aviso');
  });

  it('um chamado de documentação aberto e a revisão de um documento mudam a etapa na página seguinte', async () => {
    const email = `membro.12.${consultor.id}@memoria.com.br`;
    const [{ codSocio }] = await db().select({ codSocio: carteira.codSocio }).from(carteira).where(eq(carteira.email, email)) as [{ codSocio: string }];
    expect((await linhaDe(email))!.etapa).toBe('Arquivos'); // registered, nothing sent yet
    const chamadoId = await abrirDocumentacao(codSocio, null);
    await expect.poll(async () => (await linhaDe(email))!.etapa, { timeout: 3_000, interval: 20 }).toBe('Ativo'); // under review
    await db().update(documentosChamado).set({ revisao: 'INCORRETA: vencido' }).where(eq(documentosChamado.chamadoId, chamadoId));
    await expect.poll(async () => (await linhaDe(email))!.chamadoDocumentacao, { timeout: 3_000, interval: 20 }).toEqual({ contratoSocial: 'INCORRETA: vencido' });
    expect((await linhaDe(email))!.etapa).toBe('Arquivos');
    // the ticket itself (finished) is announced too
    await semAviso((t) => t.update(documentosChamado).set({ revisao: 'OK' }).where(eq(documentosChamado.chamadoId, chamadoId)));
    expect((await linhaDe(email))!.etapa).toBe('Arquivos');
    await db().update(chamados).set({ status: 2 }).where(eq(chamados.id, chamadoId));
    await expect.poll(async () => (await linhaDe(email))!.etapa, { timeout: 3_000, interval: 20 }).toBe('Ativo');
  });

  it('o convite do próprio consultor aparece na página seguinte', async () => {
    const email = `proprio.${consultor.id}@memoria.com.br`;
    await pagina(); // kept
    const r = await consultor.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } });
    expect(r.status).toBe(200);
    expect((await linhaDe(email))?.etapa).toBe('Termo de Uso');
  });

  it('a carteira de outro consultor não muda com as escritas desta', async () => {
    const outro = await novoConsultor(portal);
    expect((await pagina('', 10, 1, outro.cliente)).totalLinhas).toBe(0);
    await db().update(carteira).set({ aceiteTermoUso: true }).where(and(eq(carteira.consultorId, consultor.id), eq(carteira.email, `membro.2.${consultor.id}@memoria.com.br`)));
    expect((await pagina('', 10, 1, outro.cliente)).totalLinhas).toBe(0);
  });

  describe.runIf(BANCO === 'postgres')('dois processos do servidor no mesmo PostgreSQL', () => {
    const { escutas, derrubar, aceitarConexoes } = escutasDoBanco(() => portal.urlBanco!);

    it('o convite feito num processo aparece na carteira que o outro guardou', async () => {
      const segundo = await abrirServidor(portal.urlBanco!);
      try {
        const noSegundo = clienteDe(segundo.url, { cookie: consultor.cookie }) as Cliente;
        const total = (await pagina('', 10, 1, noSegundo)).totalLinhas; // kept in the second process
        const email = `outro.processo.${consultor.id}@memoria.com.br`;
        expect((await consultor.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } })).status).toBe(200);
        await expect.poll(async () => (await pagina('', 10, 1, noSegundo)).totalLinhas, { timeout: 3_000, interval: 20 }).toBe(total + 1);
        expect((await linhaDe(email, noSegundo))?.etapa).toBe('Termo de Uso');
      } finally {
        await segundo.fechar();
      }
    });

    it('com a escuta do outro processo caída, ele lê cada página do banco; quando ela volta, guarda de novo', async () => {
      const antes = await escutas();
      const segundo = await abrirServidor(portal.urlBanco!);
      const email = `membro.13.${consultor.id}@memoria.com.br`;
      try {
        const noSegundo = clienteDe(segundo.url, { cookie: consultor.cookie }) as Cliente;
        await pagina('', 10, 1, noSegundo);
        const escuta = (await escutas()).filter((pid) => !antes.includes(pid));
        expect(escuta).toHaveLength(1);
        // no new connection to this database can open: the listener stays down, the pools keep what they hold
        await aceitarConexoes(false);
        await derrubar(escuta[0]!);
        await expect.poll(escutas).not.toContain(escuta[0]);
        await semAviso((t) => t.update(carteira).set({ nomeSocio: 'Vista Sem Escuta' }).where(eq(carteira.email, email)));
        await expect.poll(async () => (await linhaDe(email, noSegundo))?.nomeSocio, { timeout: 2_000, interval: 20 }).toBe('Vista Sem Escuta');
        await aceitarConexoes(true);
        await expect.poll(async () => (await escutas()).filter((pid) => !antes.includes(pid)), { timeout: 8_000, interval: 50 }).toHaveLength(1);
        await pagina('', 10, 1, noSegundo); // kept again
        await semAviso((t) => t.update(carteira).set({ nomeSocio: 'Sem Aviso De Novo' }).where(eq(carteira.email, email)));
        expect((await linhaDe(email, noSegundo))?.nomeSocio).toBe('Vista Sem Escuta');
      } finally {
        await aceitarConexoes(true);
        await segundo.fechar();
      }
    });
  });
});
