import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mensagensVarejo } from '../../src/domain/cdl-varejo-inteligente/reservas';
import { reservasVarejo } from '../../src/server/db/schema/cdl-varejo-inteligente';
import { abrirPortal, BANCO, novoAssociado, relogioManual, type Cliente, type Portal } from '../support/portal';
import { escritorio, estacoes, reservasDuplas, reuniao, simular } from './apoio';

// Never double-booked, under concurrency (issue 12): 50 clients (50 associates, each its own login) race for the
// same chairs, the same hour, crossing chairs, the virtual office's 30 slots. The exclusion constraint
// reservas_varejo_sem_sobreposicao alone decides (the server checks nothing before inserting): on PostgreSQL the
// requests really run at once; on PGlite one after another. A double booking is counted by SQL (reservasDuplas).

const INICIO = '2026-11-19T15:00:00Z';
const CLIENTES = 50;

describe(`Varejo Inteligente: 50 clientes na corrida (${BANCO})`, () => {
  let portal: Portal;
  let clientes: Cliente[];
  const relogio = relogioManual(INICIO);
  beforeAll(async () => {
    portal = await abrirPortal({ relogio: relogio.relogio });
    clientes = [];
    for (let i = 0; i < CLIENTES; i++) clientes.push((await novoAssociado(portal, `Associado ${i + 1}`)).cliente);
  }, 120_000);
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(async () => {
    relogio.definir(INICIO);
    // each race starts with its clients holding nothing: issue 19's limits count an associate's open holds
    await portal.deps.database.db.update(reservasVarejo).set({ status: 'cancelada' }).where(eq(reservasVarejo.status, 'simulada'));
  });

  /** Every client sends its own request at once; the answers in client order. */
  const corrida = <T>(pedido: (i: number) => T, enviar: (c: Cliente, body: T) => Promise<{ status: number; body: unknown }>) =>
    Promise.all(clientes.map((c, i) => enviar(c, pedido(i))));
  const simularTodos = (pedido: (i: number) => Parameters<Cliente['varejo']['simularReserva']>[0]['body']) =>
    corrida(pedido, (c, body) => c.varejo.simularReserva({ body }));
  const contar = (respostas: { status: number }[]) => respostas.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
  const vivas = (agendaId: number) => portal.deps.database.db.select().from(reservasVarejo)
    .where(and(eq(reservasVarejo.agendaId, agendaId), sql`${reservasVarejo.status} in ('simulada', 'aguardandoPagamento', 'boletoMensal', 'paga')`));

  it('as mesmas cadeiras no mesmo período: uma reserva; 49 × 409 nomeando as cadeiras', async () => {
    const respostas = await simularTodos(() => estacoes([1, 2], { inicio: '2027-03-01', qtdMeses: 2 }));
    expect(contar(respostas)).toEqual({ 200: 1, 409: CLIENTES - 1 });
    for (const r of respostas.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({
        mensagem: 'As estações 1 e 2 já estão reservadas nesse período. Escolha outras.',
        ocupacoes: [{ inicio: '2027-03-01', fim: '2027-05-01', estacoes: [{ posicao: 1 }, { posicao: 2 }] }],
      });
    }
    expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
    expect((await vivas(4)).filter((r) => r.posicoes.includes(1))).toHaveLength(1);
  });

  it('a mesma hora da sala: uma reserva; 49 × 409 nomeando o intervalo', async () => {
    const respostas = await simularTodos(() => reuniao({ inicio: '2027-03-02T10:00', fim: '2027-03-02T12:00' }));
    expect(contar(respostas)).toEqual({ 200: 1, 409: CLIENTES - 1 });
    for (const r of respostas.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({ mensagem: 'Horário reservada! Já há uma reserva em 02/03/2027 das 10:00 às 12:00.' });
    }
    expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
  });

  it('horários que se cruzam e se encostam na sala: nenhum par sobreposto; os colados passam', async () => {
    // client i asks for [8 + i mod 13, + 1 or 2 hours) of one day: many overlaps, many back-to-back pairs
    const respostas = await simularTodos((i) => {
      const h = 8 + (i % 13);
      const fim = Math.min(22, h + 1 + (i % 2));
      return reuniao({ agendaId: 2, qtdPessoas: 20, inicio: `2027-03-03T${String(h).padStart(2, '0')}:00`, fim: `2027-03-03T${String(fim).padStart(2, '0')}:00` });
    });
    expect(respostas.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
    // the day is 14 hours long: back-to-back holds fill more of it than one
    expect(contar(respostas)[200]).toBeGreaterThan(1);
  });

  it('cadeiras que se cruzam em períodos que se sobrepõem: nenhuma cadeira reservada duas vezes', async () => {
    // client i asks for 3 of chairs 7-12 (varying), starting on one of the first 10 days of April, 1-2 months
    const respostas = await simularTodos((i) => {
      const cadeiras = [7 + (i % 6), 7 + ((i + 1 + (i % 4)) % 6), 7 + ((i + 3) % 6)];
      return estacoes([...new Set(cadeiras)], { inicio: `2027-04-${String(1 + (i % 10)).padStart(2, '0')}`, qtdMeses: 1 + (i % 2) });
    });
    expect(respostas.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
    for (const r of respostas.filter((x) => x.status === 409)) {
      expect((r.body as { ocupacoes: unknown[] }).ocupacoes.length).toBeGreaterThan(0);
    }
  });

  it('o escritório virtual (30 vagas): 30 reservas em vagas distintas, 20 × 409', async () => {
    const respostas = await simularTodos(() => escritorio({ inicio: '2027-06-01', qtdMeses: 1 }));
    expect(contar(respostas)).toEqual({ 200: 30, 409: 20 });
    for (const r of respostas.filter((x) => x.status === 409)) expect(r.body).toEqual({ mensagem: mensagensVarejo.escritorioIndisponivel, ocupacoes: [] });
    const vagas = (await vivas(5)).filter((r) => r.inicio.startsWith('2027-06-01')).flatMap((r) => r.posicoes).sort((a, b) => a - b);
    expect(vagas).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
  });

  it('com reservas expiradas no caminho: o espaço vai para um só', async () => {
    await simular(clientes[0]!, estacoes([20, 21], { inicio: '2027-07-01', qtdMeses: 1 }));
    await simular(clientes[1]!, estacoes([22], { inicio: '2027-07-01', qtdMeses: 1 }));
    relogio.avancar(15 * 60_000);
    const respostas = await simularTodos(() => estacoes([20, 21, 22], { inicio: '2027-07-15', qtdMeses: 1 }));
    expect(contar(respostas)).toEqual({ 200: 1, 409: CLIENTES - 1 });
    expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
  });

  it('o mesmo associado em 50 abas com chaves diferentes: uma reserva', async () => {
    const c = clientes[2]!;
    const respostas = await Promise.all(Array.from({ length: CLIENTES }, () => c.varejo.simularReserva({ body: reuniao({ inicio: '2027-03-04T15:00', fim: '2027-03-04T16:00' }) })));
    expect(contar(respostas)).toEqual({ 200: 1, 409: CLIENTES - 1 });
    expect(await reservasDuplas(portal, relogio.relogio())).toBe(0);
  });
});
