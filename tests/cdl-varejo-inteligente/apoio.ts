import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { VERSAO_TERMO_VAREJO } from '../../src/domain/cdl-varejo-inteligente/reservas';
import type { Cliente, Portal } from '../support/portal';

// What the smart-retail API tests share: request bodies, and the SQL count that proves no double booking.

export const CPF = '52998224725';

/** A meeting-room (agenda 1, 12 people, R$ 80,00 an hour) hold request; `extra` overrides. */
export const reuniao = (extra: Record<string, unknown> = {}) => ({
  tipoReserva: 'reuniao' as const, agendaId: 1, idempotencyKey: randomUUID(),
  responsavel: 'Joana Teste', telefone: '31988887777', email: 'joana@exemplo.com.br',
  inicio: '2026-12-01T09:00', fim: '2026-12-01T11:00', nomeEvento: 'Treinamento de vendas', qtdPessoas: 10,
  ...extra,
});

/** A rooftop (agenda 3) hold request. */
export const rooftop = (extra: Record<string, unknown> = {}) => reuniao({ tipoReserva: 'rooftop', agendaId: 3, inicio: '2026-12-02T14:00', fim: '2026-12-02T18:00', qtdPessoas: 80, ...extra });

/** One chair's person (§5 name, phone, RG, CPF). */
export const pessoa = (posicao: number) => ({ posicao, nome: `Pessoa ${posicao}`, telefone: '31977776666', rg: `MG${posicao}`, cpf: CPF });

/** A workstation (agenda 4, R$ 450,00 a chair a month) hold request for `posicoes`. */
export const estacoes = (posicoes: number[], extra: Record<string, unknown> = {}) => ({
  tipoReserva: 'estacao-trabalho' as const, agendaId: 4, idempotencyKey: randomUUID(),
  responsavel: 'Joana Teste', telefone: '31988887777', email: 'joana@exemplo.com.br',
  inicio: '2027-01-10', qtdMeses: 2, estacoes: posicoes.map(pessoa),
  ...extra,
});

/** A virtual-office (agenda 5, R$ 150,00 a month, 30 at once) hold request. */
export const escritorio = (extra: Record<string, unknown> = {}) => ({
  tipoReserva: 'escritorio-virtual' as const, agendaId: 5, idempotencyKey: randomUUID(),
  responsavel: 'Joana Teste', telefone: '31988887777', email: 'joana@exemplo.com.br', inicio: '2027-02-01', qtdMeses: 3,
  ...extra,
});

export const aceite = (eventoId: number, extra: Record<string, unknown> = {}) => ({
  eventoId, dtVersao: VERSAO_TERMO_VAREJO, dtAceite: '1999-01-01T00:00:00.000Z', ipOrigem: '203.0.113.66', browserData: 'Mozilla/5.0 Teste/1.0', ...extra,
});

export const APROVADO = '4111111111111111';
export const SALDO_INSUFICIENTE = '4000000000009995';
export const cartao = (eventoId: number, numero = APROVADO, idempotencyKey = randomUUID()) => ({
  eventoId, idempotencyKey, nomeCartao: 'JOANA T SILVA', numeroCartao: numero, dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123',
});

/** Holds and answers the 200's body, or throws with the answer. */
export async function simular(cliente: Cliente, body: Parameters<Cliente['varejo']['simularReserva']>[0]['body']) {
  const r = await cliente.varejo.simularReserva({ body });
  if (r.status !== 200) throw new Error(`SimularReserva: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/**
 * Pairs of live reservations (holds included, expired ones not) of one agenda that share a position over
 * overlapping periods, counted by SQL beside the constraint: a double booking. 0 is the only right answer.
 */
export async function reservasDuplas(portal: Portal, agora: Date): Promise<number> {
  const vivo = (t: string) => sql.raw(`${t}.status in ('simulada', 'aguardandoPagamento', 'boletoMensal', 'paga')
    and (${t}.status not in ('simulada', 'aguardandoPagamento') or ${t}.expira_em is null or ${t}.expira_em > '${agora.toISOString()}'::timestamptz)`);
  const r = await portal.deps.database.db.execute(sql`select count(*)::int as n from reservas_varejo a join reservas_varejo b
    on a.evento_id < b.evento_id and a.agenda_id = b.agenda_id and a.posicoes && b.posicoes
    and tsrange(a.inicio, a.fim, '[)') && tsrange(b.inicio, b.fim, '[)')
    where ${vivo('a')} and ${vivo('b')}`);
  return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
