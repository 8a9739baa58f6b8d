import { createHash } from 'node:crypto';
import { tsr } from '@ts-rest/serverless/fetch';
import type { z } from 'zod';
import {
  cdlVarejoInteligenteContract, type Ocupacao, type PagamentoCartao,
} from '../../contracts/cdl-varejo-inteligente.contract';
import { dataSaoPaulo, horarioSaoPaulo, inicioDoDiaSaoPaulo, somarDias } from '../../domain/comum/datas';
import { precoDaReserva } from '../../domain/cdl-varejo-inteligente/preco';
import { fimDaGuarda } from '../../domain/cdl-varejo-inteligente/termo';
import { fimDoPeriodo, HORAS_PARA_PAGAMENTO, LIMITE_ESTACOES_EM_ABERTO, MINUTOS_PARA_ACEITE, mensagensVarejo, periodoDaConsulta, problemaDoHorario, problemaDoPeriodo, referenciaDaReserva, vaiParaBoletoMensal } from '../../domain/cdl-varejo-inteligente/reservas';
import { associadoAtendido, naoAssociadoDe } from '../comum/acesso';
import type { Contexto, Dependencias } from '../comum/context';
import { ultimoDiaDeLiquidacao } from '../comum/pagamentos/boleto';
import { cobrar, respostaDaCobranca, type PedidoDeCobranca } from '../comum/pagamentos/pagamentos.repo';
import { documentoDoTermo, registrarAceite, versaoVigente } from '../comum/termos';
import type { Database, Db, Tx } from '../db/database';
import {
  agendasVisiveis, agendaVisivel, atualizarReserva, desfazerReserva, espacoDa, identificacaoDoTermo, minhasReservas, ocupacaoDaAgenda,
  boletoPagoAntesDe, reservaComTermo, reservaDoAssociado, reservar, statusEm, travarReserva, type AgendaVarejo, type NovaReserva, type ResultadoDaReserva,
} from './reservas.repo';
import { TERMO_VAREJO } from './termo';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });
const naoEncontrada = { status: 404 as const, body: { mensagem: mensagensVarejo.reservaNaoEncontrada } };
const agendaNaoEncontrada = { status: 404 as const, body: { mensagem: mensagensVarejo.agendaNaoEncontrada } };
const conflito = (mensagem: string) => ({ status: 409 as const, body: { mensagem } });

/** decided: ConsultarAgenda answers at most this many days at once (the screens ask for a month, or a day). */
const MAXIMO_DIAS_CONSULTA = 400;

/** The reservation's term: its PDF, and the lines it was rendered from (what the screen shows and the acceptance hashes). */
async function termoDa(db: Db | Tx, eventoId: number) {
  const id = await identificacaoDoTermo(db, eventoId);
  return { ...(await documentoDoTermo(TERMO_VAREJO.produto, id.linhas)), ...id };
}

type Pedido = z.output<typeof cdlVarejoInteligenteContract.simularReserva.body>;

/**
 * Every client rule again on the server (§5, §9), then what the reservation takes: its period (São Paulo wall clock,
 * half-open), its positions, its price. A pt-BR problem, or the reservation to hold.
 */
function planoDaReserva(body: Pedido, agenda: AgendaVarejo, agora: Date):
  { ok: false; mensagem: string } | { ok: true; plano: Pick<NovaReserva, 'inicio' | 'fim' | 'posicoes' | 'qtdMeses' | 'campos' | 'ocupantes' | 'preco'> } {
  const base = {
    titulo: body.titulo || body.responsavel,
    descricao: body.descricao || `${body.responsavel}, ${body.telefone}, ${body.email}`,
    responsavel: body.responsavel, telefone: body.telefone, email: body.email,
  };
  switch (body.tipoReserva) {
    case 'reuniao':
    case 'rooftop': {
      const problema = problemaDoHorario(body, horarioSaoPaulo(agora));
      if (problema) return { ok: false, mensagem: problema };
      if (body.qtdPessoas > agenda.capacidade) return { ok: false, mensagem: mensagensVarejo.capacidade(agenda.capacidade) };
      const { nomeEvento, qtdPessoas, aguaCafe, coffeExterno, projetor, telao, som } = body;
      return {
        ok: true,
        plano: {
          inicio: body.inicio.replace('T', ' '), fim: body.fim.replace('T', ' '), posicoes: [1], qtdMeses: null, ocupantes: [],
          campos: { ...base, nomeEvento, qtdPessoas, aguaCafe, coffeExterno, projetor, telao, som },
          preco: precoDaReserva({ tipoReserva: body.tipoReserva, valor: agenda.valor, inicio: body.inicio, fim: body.fim }),
        },
      };
    }
    case 'estacao-trabalho':
    case 'escritorio-virtual': {
      const problema = problemaDoPeriodo(body, dataSaoPaulo(agora));
      if (problema) return { ok: false, mensagem: problema };
      const periodo = { inicio: `${body.inicio} 00:00`, fim: `${fimDoPeriodo(body.inicio, body.qtdMeses)} 00:00`, qtdMeses: body.qtdMeses, campos: base };
      if (body.tipoReserva === 'escritorio-virtual') {
        return { ok: true, plano: { ...periodo, posicoes: 'escolher', ocupantes: [], preco: precoDaReserva({ tipoReserva: 'escritorio-virtual', valor: agenda.valor, qtdMeses: body.qtdMeses }) } };
      }
      const fora = body.estacoes.find((e) => e.posicao > agenda.capacidade);
      if (fora) return { ok: false, mensagem: mensagensVarejo.estacaoInexistente(fora.posicao, agenda.capacidade) };
      // issue 19: more chairs than an associate may hold unpaid could never pass
      if (body.estacoes.length > LIMITE_ESTACOES_EM_ABERTO) return { ok: false, mensagem: mensagensVarejo.estacoesPorReserva };
      const estacoes = [...body.estacoes].sort((a, b) => a.posicao - b.posicao);
      return {
        ok: true,
        plano: {
          ...periodo, posicoes: estacoes.map((e) => e.posicao),
          ocupantes: estacoes.map(({ posicao, nome, telefone, rg, cpf }) => ({ posicao, nome, telefone, rg, cpf })),
          preco: precoDaReserva({ tipoReserva: 'estacao-trabalho', valor: agenda.valor, qtdMeses: body.qtdMeses, qtdEstacoes: estacoes.length }),
        },
      };
    }
  }
}

/** The 409's text: the chairs taken, the interval taken, or no virtual office left. */
function mensagemDoConflito(agenda: AgendaVarejo, ocupacoes: Ocupacao[]): string {
  if (agenda.tipoReserva === 'escritorio-virtual') return mensagensVarejo.escritorioIndisponivel;
  if (agenda.tipoReserva === 'estacao-trabalho') {
    const cadeiras = [...new Set(ocupacoes.flatMap((o) => o.estacoes.map((e) => e.posicao)))].sort((a, b) => a - b);
    if (cadeiras.length) return mensagensVarejo.estacoesOcupadas(cadeiras);
  }
  const primeira = ocupacoes[0];
  return primeira ? mensagensVarejo.horarioOcupado(primeira.inicio, primeira.fim) : mensagensVarejo.horarioReservado;
}

type Linha = NonNullable<Awaited<ReturnType<typeof travarReserva>>>;

/**
 * A locked reservation that can no longer be accepted or paid: cancelled, or past its deadline (then marked
 * 'expirada', as the writer in its way would). null when it still can.
 */
async function recusaPorPrazo(tx: Tx, linha: Linha, agora: Date) {
  if (linha.status === 'cancelada') return conflito(mensagensVarejo.cancelada);
  if (statusEm(linha, agora, linha.paga) !== 'expirada') return null;
  if (linha.status !== 'expirada') await atualizarReserva(tx, linha.eventoId, { status: 'expirada' }, agora);
  return conflito(mensagensVarejo.expirada);
}

type Metodo = { metodo: 'credito'; cartao: PagamentoCartao } | { metodo: 'boleto' } | { metodo: 'mensalidade' };

/**
 * The day after a boleto's last settlement day (its due date + the bank's compensation period), 00:00 in São Paulo:
 * until then the boleto keeps the reservation, so a boleto settled in time always finds its space held, and staff
 * settle none later (atendimento/boletos.ts).
 */
function depoisDaCompensacao(vencimento: string): Date {
  return inicioDoDiaSaoPaulo(somarDias(ultimoDiaDeLiquidacao(vencimento), 1));
}

/**
 * One payment of a reservation (§7): locked, the caller's (else 404), not cancelled or expired (409), its term
 * accepted (else 400); then `cobrar` charges what the term stated under referencia `reserva:<id>` (a second charge
 * under another key: 409; the same key: the first answer again). Paid: status 'paga'. A boleto keeps the
 * reservation until its last settlement day.
 */
type RespostaDePagamento =
  | { status: 200; body: { sucesso: boolean; mensagem?: string; urlBoleto?: string | null; linhaDigitavel?: string | null; vencimento?: string | null } }
  | { status: 400; body: { mensagem: string } }
  | { status: 404; body: { mensagem: string } }
  | { status: 409; body: { mensagem: string } }
  | { status: 429; body: { mensagem: string } };

async function pagar(database: Database, ctx: Contexto, eventoId: number, idempotencyKey: string, m: Metodo): Promise<RespostaDePagamento> {
  const { usuario, agora } = ctx;
  return database.tx(async (tx) => {
    const codSocio = await associadoAtendido(tx, usuario);
    const linha = await travarReserva(tx, codSocio, eventoId);
    if (!linha) return naoEncontrada;
    const prazo = await recusaPorPrazo(tx, linha, agora);
    if (prazo) return prazo;
    if (linha.status === 'simulada') return recusa(mensagensVarejo.aceiteAntesDoPagamento);
    const base = {
      codSocio, usuarioId: usuario.id, produto: TERMO_VAREJO.produto, idempotencyKey, valor: linha.valorAPagar,
      descricao: mensagensVarejo.descricaoCobranca(eventoId, await espacoDa(tx, linha.agendaId)), referencia: referenciaDaReserva(eventoId),
    };
    const pedido: PedidoDeCobranca = m.metodo === 'credito'
      ? {
        ...base, metodo: 'credito',
        cartao: { nome: m.cartao.nomeCartao, numero: m.cartao.numeroCartao, validade: m.cartao.dataExpiracaoCartao, cvc: m.cartao.codigoValidacaoCartao },
      }
      // a boleto must be confirmed before the reservation's first day (issue 19): else 409 with why, nothing written
      : m.metodo === 'boleto' ? { ...base, metodo: 'boleto', pagoAntesDe: boletoPagoAntesDe(linha) } : { ...base, metodo: m.metodo };
    const r = await cobrar(tx, pedido, { agora });
    if (r.tipo === 'cobranca' && !r.repetida) {
      if (r.cobranca.situacao === 'paga') await atualizarReserva(tx, eventoId, { status: 'paga', expiraEm: null }, agora);
      else if (r.cobranca.situacao === 'aguardando' && r.cobranca.vencimento) {
        await atualizarReserva(tx, eventoId, { expiraEm: depoisDaCompensacao(r.cobranca.vencimento) }, agora);
      }
    }
    return comoResposta(respostaDaCobranca(r));
  });
}

/** The payment kit's answer with one literal status per branch, as each route's contract types it. */
function comoResposta(r: ReturnType<typeof respostaDaCobranca>) {
  if (r.status === 200) return { status: 200 as const, body: r.body };
  if (r.status === 429) return { status: 429 as const, body: r.body };
  return r.status === 400 ? { status: 400 as const, body: r.body } : { status: 409 as const, body: r.body };
}

/** Varejo Inteligente (§7 "Smart retail"): agendas, holds + term, acceptance, payment, Meus espaços. Associates only. */
export function cdlVarejoInteligenteRouter(deps: Dependencias) {
  const { database } = deps;
  const { db } = database;

  /**
   * SimularReserva's 200: the reservation, its term PDF and when the hold ends. Should anything fail after this call
   * inserted the hold, the hold is undone before the 500 (desfazerReserva): no orphan keeps the space.
   */
  async function respostaDaSimulacao(codSocio: string, feita: Extract<ResultadoDaReserva, { tipo: 'feita' }>, agora: Date) {
    try {
      return await termoDaSimulacao(codSocio, feita, agora);
    } catch (erro) {
      if (feita.feita) await desfazerReserva(db, codSocio, feita.eventoId);
      throw erro;
    }
  }
  async function termoDaSimulacao(codSocio: string, feita: Extract<ResultadoDaReserva, { tipo: 'feita' }>, agora: Date) {
    const { eventoId } = feita;
    const { reserva, linhas, criadoEm } = await reservaComTermo(db, codSocio, eventoId, agora, feita.feita);
    const { pdf, versao, texto } = await (deps.documentoDoTermo ?? documentoDoTermo)(TERMO_VAREJO.produto, linhas);
    return {
      status: 200 as const,
      body: {
        simulado: { eventoId, espaco: reserva.espaco, valor: reserva.valorAPagar },
        file: { fileContents: Buffer.from(pdf).toString('base64'), fileDownloadName: `termo-reserva-${eventoId}.pdf` },
        dtVersao: versao,
        texto,
        expiraEm: fimDaGuarda(criadoEm).toISOString(),
        reserva,
      },
    };
  }

  return tsr.platformContext<Contexto>().router(cdlVarejoInteligenteContract, {
    listarAgendas: async () => ({ status: 200, body: await agendasVisiveis(db) }),

    consultarMinhaAgenda: async (_, { usuario, agora }) => ({ status: 200, body: await minhasReservas(db, await associadoAtendido(db, usuario), agora) }),

    consultarReserva: async ({ query }, { usuario, agora }) => {
      const reserva = await reservaDoAssociado(db, await associadoAtendido(db, usuario), query.eventoId, agora);
      return reserva ? { status: 200, body: reserva } : naoEncontrada;
    },

    consultarAgenda: async ({ query }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario);
      const agenda = await agendaVisivel(db, query.agendaId);
      if (!agenda) return agendaNaoEncontrada;
      const [de, ate] = periodoDaConsulta(query.inicio, query.fim);
      if (ate <= de) return recusa(mensagensVarejo.intervaloInvalido);
      if (somarDias(de.slice(0, 10), MAXIMO_DIAS_CONSULTA) < ate.slice(0, 10)) return recusa(`Consulte no máximo ${MAXIMO_DIAS_CONSULTA} dias de cada vez.`);
      return { status: 200, body: await ocupacaoDaAgenda(db, agenda, de, ate, agora, codSocio) };
    },

    simularReserva: async ({ body }, { usuario, agora }) => {
      const codSocio = await associadoAtendido(db, usuario); // reservar holds in its own transaction
      const agenda = await agendaVisivel(db, body.agendaId);
      if (!agenda) return agendaNaoEncontrada;
      if (agenda.tipoReserva !== body.tipoReserva) return recusa(mensagensVarejo.tipoDaAgenda);
      const p = planoDaReserva(body, agenda, agora);
      if (!p.ok) return recusa(p.mensagem);
      const r = await reservar(database, {
        ...p.plano, codSocio, usuarioId: usuario.id, agenda, idempotencyKey: body.idempotencyKey,
        pedidoSha256: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
        expiraEm: new Date(agora.getTime() + MINUTOS_PARA_ACEITE * 60_000), agora,
      });
      if (r.tipo === 'chaveReutilizada') return { status: 409, body: { mensagem: mensagensVarejo.chaveReutilizada, ocupacoes: [] } };
      // a replay of a released hold's key says what happened; it never holds again
      if (r.tipo === 'encerrada') return { status: 409, body: { mensagem: mensagensVarejo[r.status], ocupacoes: [] } };
      if (r.tipo === 'limite') return { status: 429, body: { mensagem: r.mensagem } };
      if (r.tipo === 'ocupada') return { status: 409, body: { mensagem: mensagemDoConflito(agenda, r.ocupacoes), ocupacoes: r.ocupacoes } };
      return respostaDaSimulacao(codSocio, r, agora);
    },

    cancelarReserva: async ({ body }, { usuario, agora }) => {
      return database.tx(async (tx) => {
        const codSocio = await associadoAtendido(tx, usuario);
        const linha = await travarReserva(tx, codSocio, body.eventoId);
        if (!linha || linha.agendaId !== body.agendaId) return naoEncontrada;
        const status = statusEm(linha, agora, linha.paga);
        const cancelada = { status: 200 as const, body: { mensagem: mensagensVarejo.reservaCancelada } };
        if (status === 'cancelada' || status === 'expirada') {
          // leaving the term screen twice, or after the hold ended: nothing left to release
          if (linha.status !== status) await atualizarReserva(tx, linha.eventoId, { status }, agora);
          return cancelada;
        }
        if (status !== 'simulada') return conflito(mensagensVarejo.jaAceita);
        await atualizarReserva(tx, linha.eventoId, { status: 'cancelada' }, agora);
        return cancelada;
      });
    },

    aceitarTermoVarejoInteligente: async ({ body }, requisicao) => {
      const { usuario, agora } = requisicao;
      if (!versaoVigente(TERMO_VAREJO.produto, body.dtVersao)) return recusa(mensagensVarejo.termoDesatualizado);
      return database.tx(async (tx) => {
        const codSocio = await associadoAtendido(tx, usuario);
        const linha = await travarReserva(tx, codSocio, body.eventoId);
        if (!linha) return naoEncontrada;
        const prazo = await recusaPorPrazo(tx, linha, agora);
        if (prazo) return prazo;
        const aceito = (status: 'boletoMensal' | 'aguardandoPagamento' | 'paga') => ({
          status: 200 as const,
          body: { mensagem: status === 'boletoMensal' ? mensagensVarejo.registradaNoBoletoMensal : mensagensVarejo.termoAceito, eventoId: linha.eventoId, status },
        });
        // a retry: same outcome, one acceptance, one charge
        if (linha.status !== 'simulada') return aceito(linha.status as 'boletoMensal' | 'aguardandoPagamento' | 'paga');
        const termo = await termoDa(tx, linha.eventoId);
        const aceiteId = await registrarAceite(tx, requisicao, {
          usuarioId: usuario.id, codSocio, produto: TERMO_VAREJO.produto, finalidade: 'termo', dtVersao: body.dtVersao, browserData: body.browserData, pdfSha256: termo.sha256,
        });
        // §6 read from the associate's row, not the session: a flag changed since login counts
        if (vaiParaBoletoMensal(linha.tipoReserva, await naoAssociadoDe(tx, codSocio))) {
          const r = await cobrar(tx, {
            metodo: 'mensalidade', codSocio, usuarioId: usuario.id, produto: TERMO_VAREJO.produto, idempotencyKey: `${referenciaDaReserva(linha.eventoId)}:aceite`,
            descricao: mensagensVarejo.descricaoCobranca(linha.eventoId, termo.espaco), valor: linha.valorAPagar, referencia: referenciaDaReserva(linha.eventoId),
          }, { agora });
          if (r.tipo === 'recusa') throw new Error(`boleto mensal da reserva ${linha.eventoId} recusado: ${r.motivo}`);
          await atualizarReserva(tx, linha.eventoId, { status: 'boletoMensal', expiraEm: null, aceiteId }, agora);
          return aceito('boletoMensal');
        }
        await atualizarReserva(tx, linha.eventoId, {
          status: 'aguardandoPagamento', expiraEm: new Date(agora.getTime() + HORAS_PARA_PAGAMENTO * 3_600_000), aceiteId,
        }, agora);
        return aceito('aguardandoPagamento');
      });
    },

    registrarBoletoVarejoInteligente: async ({ query, body }, ctx) => {
      const r = await pagar(database, ctx, query.eventoid, body.idempotencyKey, { metodo: 'boleto' });
      if (r.status === 429) throw new Error('boleto recusado por limite de cartão');
      return r.status === 200
        ? { status: 200 as const, body: { ...r.body, urlBoleto: r.body.urlBoleto ?? null, linhaDigitavel: r.body.linhaDigitavel ?? null, vencimento: r.body.vencimento ?? null } }
        : r;
    },
    pagamentoCreditoVarejoInteligente: ({ body }, ctx) => pagar(database, ctx, body.eventoId, body.idempotencyKey, { metodo: 'credito', cartao: body }),
    pagamentoBoletoMensalVarejoInteligente: async ({ query, body }, ctx) => {
      const r = await pagar(database, ctx, query.eventoid, body.idempotencyKey, { metodo: 'mensalidade' });
      if (r.status === 429) throw new Error('mensalidade recusada por limite de cartão');
      return r.status === 200 ? { status: 200 as const, body: { sucesso: r.body.sucesso, mensagem: r.body.mensagem ?? mensagensVarejo.registradaNoBoletoMensal } } : r;
    },
  });
}
