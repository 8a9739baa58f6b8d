import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { somarDias } from '../../src/domain/comum/datas';
import { LIMITE_ESTACOES_EM_ABERTO, LIMITE_RESERVAS_EM_ABERTO, LIMITE_RESERVAS_POR_MINUTO, mensagensVarejo } from '../../src/domain/cdl-varejo-inteligente/reservas';
import { reservasVarejo } from '../../src/server/db/schema/cdl-varejo-inteligente';
import { abrirPortal, BANCO, fotografia, novoAssociado, novoLoginDe, relogioManual, type Cliente, type Portal } from '../support/portal';
import { aceite, cartao, escritorio, estacoes, reservasDuplas, reuniao, simular } from './apoio';

// Issue 19: one associate cannot hold every space for free. At most LIMITE_RESERVAS_EM_ABERTO open reservations
// (holds and accepted ones awaiting payment), LIMITE_ESTACOES_EM_ABERTO chairs among them, LIMITE_RESERVAS_POR_MINUTO
// holds a minute; past them 429 and nothing written, and another associate still books. Also: a replay of a
// cancelled or expired hold's key says so and never holds again; a failure after the hold's insert leaves no hold.

const INICIO = '2026-11-19T15:00:00Z'; // Thursday, 12:00 in São Paulo
const MINUTO = 60_000;

type Corpo = Parameters<Cliente['varejo']['simularReserva']>[0]['body'];

describe(`Varejo Inteligente: limites por associado (${BANCO})`, () => {
  let portal: Portal;
  const relogio = relogioManual(INICIO);
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(() => { relogio.definir(INICIO); });
  afterEach(() => { delete portal.deps.documentoDoTermo; });

  const db = () => portal.deps.database.db;
  /** The associate's live, unexpired reservations (what keeps a space), by SQL. */
  const vivasDe = async (codSocio: string) => db().select().from(reservasVarejo).where(and(eq(reservasVarejo.codSocio, codSocio),
    sql`${reservasVarejo.status} in ('simulada', 'aguardandoPagamento', 'boletoMensal', 'paga')
      and (${reservasVarejo.expiraEm} is null or ${reservasVarejo.expiraEm} > ${relogio.relogio().toISOString()}::timestamptz)`));
  const linhasDe = (codSocio: string) => db().select().from(reservasVarejo).where(eq(reservasVarejo.codSocio, codSocio));
  /** Sends `corpos` with `paralelos` requests in flight at a time; the answers in order. */
  async function enviar(cliente: Cliente, corpos: Corpo[], paralelos: number) {
    const respostas: { status: number; body: unknown }[] = new Array(corpos.length);
    let proximo = 0;
    await Promise.all(Array.from({ length: paralelos }, async () => {
      while (proximo < corpos.length) {
        const i = proximo++;
        respostas[i] = await cliente.varejo.simularReserva({ body: corpos[i]! });
      }
    }));
    return respostas;
  }
  const contar = (respostas: { status: number }[]) => respostas.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

  it('a primeira reserva de um associado, sozinha, é uma instrução: nenhuma transação (issue 26: 5 idas e voltas a mais)', async () => {
    const a = await novoAssociado(portal);
    const { database } = portal.deps;
    const tx = database.tx;
    let transacoes = 0;
    database.tx = ((trabalho) => { transacoes++; return tx.call(database, trabalho); }) as typeof tx;
    // and a hold reads the agenda, then holds: two statements (the associate's naoAssociado flag is not read for a hold)
    const cliente = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = cliente.query;
    let instrucoes = 0;
    cliente.query = (...args: unknown[]) => { instrucoes++; return query.apply(cliente, args); };
    try {
      await simular(a.cliente, estacoes([4], { inicio: '2027-06-07', qtdMeses: 1 }));
      instrucoes = 0;
      await simular(a.cliente, estacoes([5], { inicio: '2027-06-07', qtdMeses: 1 }));
    } finally {
      database.tx = tx;
      cliente.query = query;
    }
    expect(transacoes).toBe(0);
    expect(instrucoes).toBe(2);
    expect(await vivasDe(a.codSocio)).toHaveLength(2);
  });

  describe('quem tenta tomar tudo fica no limite; outro associado ainda reserva', () => {
    it('a sala todos os dias até o horizonte, 8 pedidos por vez: 5 reservas, o resto 429 sem gravar nada', async () => {
      const a = await novoAssociado(portal);
      const dias: string[] = [];
      for (let d = '2026-11-20'; d <= '2027-12-31'; d = somarDias(d, 1)) dias.push(d);
      const respostas = await enviar(a.cliente, dias.map((d) => reuniao({ inicio: `${d}T08:00`, fim: `${d}T22:00` })), 8);
      expect(contar(respostas)).toEqual({ 200: LIMITE_RESERVAS_EM_ABERTO, 429: dias.length - LIMITE_RESERVAS_EM_ABERTO });
      for (const r of respostas.filter((x) => x.status === 429)) expect(r.body).toEqual({ mensagem: mensagensVarejo.reservasEmAberto });
      expect(await linhasDe(a.codSocio)).toHaveLength(LIMITE_RESERVAS_EM_ABERTO);
      // the agenda others load holds those five days only
      const agenda = await a.cliente.varejo.consultarAgenda({ query: { agendaId: 1, inicio: '2026-11-20', fim: '2027-12-20' } });
      expect(agenda.status === 200 && agenda.body.length).toBe(LIMITE_RESERVAS_EM_ABERTO);

      const antes = await fotografia(portal);
      expect(await a.cliente.varejo.simularReserva({ body: reuniao({ agendaId: 2, qtdPessoas: 2, inicio: '2027-01-05T09:00', fim: '2027-01-05T10:00' }) }))
        .toMatchObject({ status: 429, body: { mensagem: mensagensVarejo.reservasEmAberto } });
      expect(await fotografia(portal)).toEqual(antes);

      const tomados = new Set((await linhasDe(a.codSocio)).map((l) => l.inicio.slice(0, 10)));
      const livre = dias.find((d) => !tomados.has(d))!;
      const b = await novoAssociado(portal);
      await simular(b.cliente, reuniao({ inicio: `${livre}T08:00`, fim: `${livre}T22:00` }));
      // cancelling one of its holds gives the first associate its turn again
      const [umaDelas] = await linhasDe(a.codSocio);
      expect(await a.cliente.varejo.cancelarReserva({ body: { agendaId: 1, eventoId: umaDelas!.eventoId } })).toMatchObject({ status: 200 });
      await simular(a.cliente, reuniao({ agendaId: 2, qtdPessoas: 2, inicio: '2027-01-05T09:00', fim: '2027-01-05T10:00' }));
      expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
    }, 120_000);

    it('as 24 estações por 12 meses num pedido: 400, nada gravado; poucas estações passam até o limite de 8', async () => {
      const a = await novoAssociado(portal);
      const todas = Array.from({ length: 24 }, (_, i) => i + 1);
      const antes = await fotografia(portal);
      expect(await a.cliente.varejo.simularReserva({ body: estacoes(todas, { inicio: '2027-10-04', qtdMeses: 12 }) }))
        .toMatchObject({ status: 400, body: { mensagem: `Escolha no máximo ${LIMITE_ESTACOES_EM_ABERTO} estações por reserva.` } });
      expect(await fotografia(portal)).toEqual(antes);
      // a few chairs for some months pass; the chairs add up across its open reservations
      await simular(a.cliente, estacoes([1, 2, 3, 4], { inicio: '2027-10-04', qtdMeses: 12 }));
      await simular(a.cliente, estacoes([5, 6], { inicio: '2027-10-04', qtdMeses: 6 }));
      const antes2 = await fotografia(portal);
      expect(await a.cliente.varejo.simularReserva({ body: estacoes([7, 8, 9], { inicio: '2027-10-04', qtdMeses: 1 }) })).toMatchObject({
        status: 429,
        body: { mensagem: 'Cada associado pode ter no máximo 8 estações aguardando aceite ou pagamento, e você já tem 6. Escolha no máximo 2 estações.' },
      });
      expect(await fotografia(portal)).toEqual(antes2);
      await simular(a.cliente, estacoes([7, 8], { inicio: '2027-10-04', qtdMeses: 1 }));
      expect(await a.cliente.varejo.simularReserva({ body: estacoes([9], { inicio: '2027-10-04', qtdMeses: 1 }) })).toMatchObject({
        status: 429, body: { mensagem: mensagensVarejo.estacoesEmAberto(8) },
      });
      // another associate books the other chairs
      const b = await novoAssociado(portal);
      await simular(b.cliente, estacoes([9, 10, 11, 12, 13, 14, 15, 16], { inicio: '2027-10-04', qtdMeses: 12 }));
      // accepted, the associate's chairs are on its monthly slip: no longer open, it may hold more
      for (const l of await linhasDe(a.codSocio)) {
        expect(await a.cliente.varejo.aceitarTermoVarejoInteligente({ body: aceite(l.eventoId) })).toMatchObject({ status: 200, body: { status: 'boletoMensal' } });
      }
      await simular(a.cliente, estacoes([17, 18, 19, 20, 21, 22, 23, 24], { inicio: '2027-10-04', qtdMeses: 12 }));
      expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
    });

    it('os 30 escritórios virtuais: 5 para quem pede todos; outro associado ainda reserva', async () => {
      const a = await novoAssociado(portal);
      const respostas = await enviar(a.cliente, Array.from({ length: 30 }, () => escritorio({ inicio: '2027-03-01', qtdMeses: 12 })), 8);
      expect(contar(respostas)).toEqual({ 200: LIMITE_RESERVAS_EM_ABERTO, 429: 30 - LIMITE_RESERVAS_EM_ABERTO });
      expect(await vivasDe(a.codSocio)).toHaveLength(LIMITE_RESERVAS_EM_ABERTO);
      const b = await novoAssociado(portal);
      await simular(b.cliente, escritorio({ inicio: '2027-03-01', qtdMeses: 12 }));
    });

    it('20 pedidos ao mesmo tempo do mesmo associado, em dias diferentes: exatamente 5 passam', async () => {
      const a = await novoAssociado(portal);
      const respostas = await Promise.all(Array.from({ length: 20 }, (_, i) => {
        const d = somarDias('2027-02-01', i);
        return a.cliente.varejo.simularReserva({ body: reuniao({ agendaId: 2, qtdPessoas: 2, inicio: `${d}T09:00`, fim: `${d}T10:00` }) });
      }));
      expect(contar(respostas)).toEqual({ 200: LIMITE_RESERVAS_EM_ABERTO, 429: 20 - LIMITE_RESERVAS_EM_ABERTO });
      expect(await linhasDe(a.codSocio)).toHaveLength(LIMITE_RESERVAS_EM_ABERTO);
    });
  });

  describe('o que conta', () => {
    it('a reserva aceita que aguarda pagamento conta (24 h, e o boleto até a compensação); paga, sai da conta', async () => {
      const a = await novoAssociado(portal);
      const ids: number[] = [];
      for (let i = 0; i < LIMITE_RESERVAS_EM_ABERTO; i++) {
        const d = somarDias('2027-04-05', i);
        const s = await simular(a.cliente, reuniao({ inicio: `${d}T09:00`, fim: `${d}T10:00` }));
        expect(await a.cliente.varejo.aceitarTermoVarejoInteligente({ body: aceite(s.simulado.eventoId) })).toMatchObject({ status: 200, body: { status: 'aguardandoPagamento' } });
        ids.push(s.simulado.eventoId);
      }
      const outra = () => reuniao({ inicio: '2027-04-20T09:00', fim: '2027-04-20T10:00' });
      // a boleto keeps one open past the 24 h
      expect(await a.cliente.varejo.registrarBoletoVarejoInteligente({ query: { eventoid: ids[0]! }, body: { idempotencyKey: randomUUID() } })).toMatchObject({ status: 200 });
      relogio.avancar(23 * 3_600_000);
      let { cliente } = await novoLoginDe(portal, a.codSocio);
      expect(await cliente.varejo.simularReserva({ body: outra() })).toMatchObject({ status: 429, body: { mensagem: mensagensVarejo.reservasEmAberto } });
      // paid by card: no longer open
      expect(await cliente.varejo.pagamentoCreditoVarejoInteligente({ body: cartao(ids[1]!) })).toMatchObject({ status: 200, body: { sucesso: true } });
      await simular(cliente, outra());
      expect(await cliente.varejo.simularReserva({ body: reuniao({ inicio: '2027-04-21T09:00', fim: '2027-04-21T10:00' }) })).toMatchObject({ status: 429 });
      // 24 h after the acceptance the unpaid ones expire; the boleto's stays open, with the new hold: two
      relogio.avancar(3_600_000);
      ({ cliente } = await novoLoginDe(portal, a.codSocio));
      const nova = await simular(cliente, reuniao({ inicio: '2027-04-21T09:00', fim: '2027-04-21T10:00' }));
      // expired and marked by that hold: the three accepted and unpaid, and the hold of an hour ago (15 minutes)
      const abertas = (await linhasDe(a.codSocio)).filter((l) => l.status !== 'expirada').map((l) => l.eventoId).sort((x, y) => x - y);
      expect(abertas).toEqual([ids[0]!, ids[1]!, nova.simulado.eventoId]);
    });

    it(`no máximo ${LIMITE_RESERVAS_POR_MINUTO} reservas por minuto, canceladas inclusive; no minuto seguinte passa`, async () => {
      const a = await novoAssociado(portal);
      for (let i = 0; i < LIMITE_RESERVAS_POR_MINUTO; i++) {
        const d = somarDias('2027-05-03', i);
        const s = await simular(a.cliente, reuniao({ inicio: `${d}T09:00`, fim: `${d}T10:00` }));
        await a.cliente.varejo.cancelarReserva({ body: { agendaId: 1, eventoId: s.simulado.eventoId } });
      }
      const proxima = reuniao({ inicio: '2027-05-20T09:00', fim: '2027-05-20T10:00' });
      const antes = await fotografia(portal);
      expect(await a.cliente.varejo.simularReserva({ body: proxima })).toMatchObject({ status: 429, body: { mensagem: mensagensVarejo.reservasPorMinuto } });
      expect(await fotografia(portal)).toEqual(antes);
      relogio.avancar(MINUTO);
      await simular(a.cliente, proxima);
    });
  });

  describe('a chave de uma reserva encerrada não a revive (issue 19, item 9)', () => {
    it('cancelada: a repetição responde 409 "cancelada" e não grava nada', async () => {
      const a = await novoAssociado(portal);
      const body = reuniao({ inicio: '2027-06-07T09:00', fim: '2027-06-07T10:00' });
      const s = await simular(a.cliente, body);
      await a.cliente.varejo.cancelarReserva({ body: { agendaId: 1, eventoId: s.simulado.eventoId } });
      relogio.avancar(MINUTO);
      const antes = await fotografia(portal);
      expect(await a.cliente.varejo.simularReserva({ body })).toEqual({
        status: 409, headers: expect.anything(), body: { mensagem: mensagensVarejo.cancelada, ocupacoes: [] },
      });
      expect(await fotografia(portal)).toEqual(antes);
      expect(await linhasDe(a.codSocio)).toMatchObject([{ eventoId: s.simulado.eventoId, status: 'cancelada' }]);
      // the space is free for anyone, itself included, under a new key
      await simular(a.cliente, { ...body, idempotencyKey: randomUUID() });
    });

    it('expirada: a repetição responde 409 "expirada", nunca uma reserva nova de 15 minutos', async () => {
      const a = await novoAssociado(portal);
      const body = estacoes([1], { inicio: '2027-07-05', qtdMeses: 1 });
      await simular(a.cliente, body);
      relogio.avancar(15 * MINUTO);
      expect(await a.cliente.varejo.simularReserva({ body })).toMatchObject({ status: 409, body: { mensagem: mensagensVarejo.expirada, ocupacoes: [] } });
      expect(await vivasDe(a.codSocio)).toEqual([]);
    });
  });

  describe('uma falha depois da inserção não deixa reserva órfã (issue 19, item 3)', () => {
    it('o PDF falha: 500 e nenhuma reserva; a mesma chave depois reserva; uma chave nova não esbarra em órfã', async () => {
      const a = await novoAssociado(portal);
      const body = estacoes([2, 3], { inicio: '2027-08-02', qtdMeses: 2 });
      // all but the associate's count of holds made (a technical counter, reservas.repo.ts guardar): the hold counts as made
      const semContagem = async () => {
        const { contagem_reservas_varejo: _, ...resto } = await fotografia(portal);
        return resto;
      };
      const antes = await semContagem();
      portal.deps.documentoDoTermo = async () => { throw new Error('falha de propósito depois da inserção'); };
      const falha = await a.cliente.varejo.simularReserva({ body }).catch((e: unknown) => e);
      expect(falha).toBeInstanceOf(Error); // the client throws on a status its contract does not list (500)
      expect(await semContagem()).toEqual(antes);
      expect(await vivasDe(a.codSocio)).toEqual([]);
      delete portal.deps.documentoDoTermo;
      const s = await simular(a.cliente, body);
      expect(s.reserva).toMatchObject({ status: 'simulada', estacoes: [{ posicao: 2 }, { posicao: 3 }] });
      expect(await a.cliente.varejo.aceitarTermoVarejoInteligente({ body: aceite(s.simulado.eventoId) })).toMatchObject({ status: 200 });

      // a new key after a failed one holds the space (no 409 against the associate's own orphan)
      portal.deps.documentoDoTermo = async () => { throw new Error('falha de propósito depois da inserção'); };
      const outra = reuniao({ inicio: '2027-08-03T09:00', fim: '2027-08-03T10:00' });
      await a.cliente.varejo.simularReserva({ body: outra }).catch(() => undefined);
      delete portal.deps.documentoDoTermo;
      await simular(a.cliente, { ...outra, idempotencyKey: randomUUID() });
    });
  });
});
