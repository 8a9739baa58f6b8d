import { describe, expect, it } from 'vitest';
import type { Agenda, OcupacaoDaAgenda } from '../../src/contracts/cdl-varejo-inteligente.contract';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { LIMITE_ESTACOES_EM_ABERTO, mensagensVarejo } from '../../src/domain/cdl-varejo-inteligente/reservas';
import { mesesEntre, ultimoDiaOcupado } from '../../src/domain/cdl-varejo-inteligente/textos-cliente';
import { problemasDaPessoa } from '../../src/domain/comum/pessoa';
import { problemasDoEscritorio } from '../../src/machines/cdl-varejo-inteligente/escritorio.machine';
import {
  encerraEm, estacaoMachine, problemasDoPeriodo, totalDaEscolha, type EstacaoContext,
} from '../../src/machines/cdl-varejo-inteligente/estacao.machine';
import { carrinhoDaReserva } from '../../src/machines/cdl-varejo-inteligente/pagamento.machine';
import type { Carrinho } from '../../src/machines/comum/pagamento';
import { testarModelo } from '../support/modelo';
import type { ActorCall } from '../support/paths';
import {
  agendaEstacao, CPF, HOJE, pedidoEstacao, reserva, varejoEscritorioModelo, varejoEstacaoModelo, varejoMeusEspacosModelo,
  varejoPagamentoModelo, varejoPagamentoNaoAssociadoModelo, varejoProdutosModelo, varejoTermoModelo,
} from './varejo.model';

testarModelo(varejoProdutosModelo);
testarModelo(varejoMeusEspacosModelo);

testarModelo(varejoEstacaoModelo, (agora, calls) => {
  const c = agora.context as EstacaoContext;
  // §2: a reserved chair is never chosen; the availability asked is the period up to the day before the end
  for (const p of c.selecionadas) expect(c.ocupadas).not.toContain(p);
  for (const call of calls.filter((x) => x.id === 'checkAvailability')) {
    expect(call.input).toEqual({ agendaId: 4, periodo: { inicio: '2026-12-01', qtdMeses: 2 } });
  }
  // §5.16: the total is unit × months × chairs, and PRÓXIMO needs it
  if (agora.matches('details')) expect(totalDaEscolha(c)).toBe(45_000 * 2 * c.selecionadas.length);
  // the term step simulates the choice made, with a new key; a 409's chairs come back red and out of the choice
  for (const call of calls.filter((x) => x.id === 'termo')) expect(call.input).toMatchObject({ tipoReserva: 'estacao-trabalho', agendaId: 4 });
  for (const p of c.conflito) expect(c.selecionadas).not.toContain(p);
  expect(c.aceite !== null).toBe(agora.matches('accepted'));
  if (agora.matches('term')) {
    expect(calls.at(-1)).toEqual({ id: 'termo', input: c.pedido });
    expect(c.pedido).toMatchObject({
      tipoReserva: 'estacao-trabalho', agendaId: 4, inicio: '2026-12-01', qtdMeses: 2, responsavel: 'Joana Teste', telefone: '31988887777',
      email: 'joana@exemplo.com.br', estacoes: [{ posicao: 1, nome: 'Pessoa Um', telefone: '31977776666', rg: 'MG1', cpf: CPF }],
    });
    expect((c.pedido as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  }
});

testarModelo(varejoEscritorioModelo, (agora, calls) => {
  if (agora.matches('term')) {
    expect(calls.at(-1)).toEqual({ id: 'termo', input: (agora.context as { pedido: unknown }).pedido });
    expect((agora.context as { pedido: unknown }).pedido).toMatchObject({ tipoReserva: 'escritorio-virtual', agendaId: 5, inicio: '2026-12-01', qtdMeses: 3 });
  }
});

testarModelo(varejoTermoModelo, (agora: AnyMachineSnapshot, calls: ActorCall[]) => {
  // the term simulates exactly the reservation handed over (idempotency key included) and accepts the event it got back
  for (const c of calls.filter((x) => x.id === 'loadTerm')) expect(c.input).toEqual(pedidoEstacao);
  for (const c of calls.filter((x) => x.id === 'acceptTerm')) expect((c.input as { termo: { reserva: { eventoId: number } } }).termo.reserva.eventoId).toBe(42);
});

const verificarPagamento = (agora: AnyMachineSnapshot, calls: ActorCall[]) => {
  for (const c of calls.filter((x) => x.id === 'loadCart')) expect(c.input).toEqual({ eventoId: 42 });
  for (const c of calls.filter((x) => x.id === 'pay')) expect((c.input as { entrada: unknown }).entrada).toEqual({ eventoId: 42 });
  if (agora.matches('choosing')) expect(agora.context.carrinho?.valor).toBe(270_000);
};
/** The methods offered: retail's the server's cart permits (issue 20), less those it rules out (issue 19: a boleto too late). */
const oferecidos = (agora: AnyMachineSnapshot, metodos: string[]) => {
  const carrinho = agora.context.carrinho as Carrinho | null;
  // nothing is offered before the cart
  return carrinho ? metodos.filter((m) => carrinho.permitidos.includes(m as never) && !carrinho.indisponiveis?.some((i) => i.metodo === m)) : [];
};
testarModelo(varejoPagamentoModelo, (agora, calls) => {
  verificarPagamento(agora, calls);
  expect(agora.context.metodos).toEqual(oferecidos(agora, ['boleto', 'credito', 'mensalidade']));
});
testarModelo(varejoPagamentoNaoAssociadoModelo, (agora, calls) => {
  verificarPagamento(agora, calls);
  // §6: a naoAssociado never has the monthly slip
  expect(agora.context.metodos).toEqual(oferecidos(agora, ['boleto', 'credito']));
  for (const c of calls.filter((x) => x.id === 'pay')) expect((c.input as { metodo: string }).metodo).not.toBe('mensalidade');
});

describe('estação de trabalho: período, total e cadastros (§5, §9)', () => {
  it("VER DISPONIBILIDADE sem o dia ou os meses: 'Informe o dia da reserva.' e 'Informe a quantidade de meses.'", () => {
    expect(problemasDoPeriodo('', '', HOJE)).toEqual({ inicio: 'Informe o dia da reserva.', qtdMeses: 'Informe a quantidade de meses.' });
  });
  it('meses de 1 a 12; início a partir de amanhã', () => {
    for (const m of ['0', '13', '1.5', '-1']) expect(problemasDoPeriodo('2026-12-01', m, HOJE).qtdMeses, m).toBe(mensagensVarejo.mesesForaDoLimite);
    for (const m of ['1', '12']) expect(problemasDoPeriodo('2026-12-01', m, HOJE), m).toEqual({});
    expect(problemasDoPeriodo(HOJE, '1', HOJE).inicio).toBe(mensagensVarejo.inicioDepoisDeHoje(HOJE));
    expect(problemasDoPeriodo('2026-11-26', '1', HOJE)).toEqual({});
  });
  it('total = preço da estação × meses × estações; zero com algo faltando', () => {
    const base = { agenda: agendaEstacao, periodo: { inicio: '2026-12-01', qtdMeses: 3 }, selecionadas: [1, 2] };
    expect(totalDaEscolha(base)).toBe(45_000 * 3 * 2);
    expect(totalDaEscolha({ ...base, selecionadas: [] })).toBe(0);
    expect(totalDaEscolha({ ...base, periodo: null })).toBe(0);
  });
  it("'Encerra no dia' é o início mais os meses; a consulta vai até o dia anterior", () => {
    expect(encerraEm({ inicio: '2027-01-31', qtdMeses: 1 })).toBe('2027-02-28');
    expect(ultimoDiaOcupado('2027-01-10', 2)).toBe('2027-03-09');
  });
  it("cadastro da estação: nome, telefone, RG e CPF válido ('CPF Inválido!')", () => {
    expect(problemasDaPessoa({ nome: 'A', telefone: '31977776666', rg: 'MG1', cpf: CPF })).toEqual({});
    expect(problemasDaPessoa({ nome: 'A', telefone: '31977776666', rg: 'MG1', cpf: '11111111111' }).cpf).toBe('CPF Inválido!');
    expect(Object.keys(problemasDaPessoa({ nome: ' ', telefone: '319', rg: '', cpf: '' }))).toEqual(['nome', 'telefone', 'rg', 'cpf']);
  });
});

describe('escritório virtual: datas (§5) e meses', () => {
  const dados = { hoje: HOJE, responsavel: 'J', telefone: '31988887777', email: 'j@exemplo.com.br' };
  it("início depois de hoje, fim depois de um mês a partir de hoje (textos exatos)", () => {
    const p = problemasDoEscritorio({ ...dados, inicio: HOJE, fim: '2026-12-25' });
    expect(p.inicio).toBe('A Data Inicio deve ser posterior a 25/11/2026');
    expect(p.fim).toBe('A Data Final deve ser posterior a 25/12/2026');
    expect(problemasDoEscritorio({ ...dados, inicio: '2026-11-26', fim: '2026-12-26' })).toEqual({});
  });
  it('os meses das datas: meses inteiros do início, arredondados para cima', () => {
    expect(mesesEntre('2026-12-01', '2027-01-01')).toBe(1);
    expect(mesesEntre('2026-12-01', '2027-01-02')).toBe(2);
    expect(mesesEntre('2026-12-01', '2027-03-01')).toBe(3);
  });
});

describe('o que a tela de pagamento da reserva paga', () => {
  it('uma reserva a pagar: espaço, período, estações, linhas do preço e o valor', () => {
    expect(carrinhoDaReserva(reserva())).toEqual({
      linhas: [
        { rotulo: 'Espaço', valor: 'Estação de Trabalho' },
        { rotulo: 'Período', valor: '10/01/2027 a 10/03/2027' },
        { rotulo: 'Estações', valor: '1, 2, 3' },
        { rotulo: 'Estação de trabalho: 3 estações × 2 meses', valor: 'R$\u00a02.700,00' },
        { rotulo: 'Valor total', valor: 'R$\u00a02.700,00' },
      ],
      valor: 270_000,
      permitidos: ['boleto', 'credito', 'mensalidade'],
      indisponiveis: [],
    });
  });
  it('o que o servidor diz que não serve (boleto tarde demais) segue para a tela, com o motivo', () => {
    const motivo = 'Boleto indisponível: o pagamento precisa estar confirmado antes de 20/11/2026, e o banco pode levar até 30/11/2026 para confirmar um boleto emitido hoje. Escolha outra forma de pagamento.';
    expect(carrinhoDaReserva(reserva({ metodosIndisponiveis: [{ metodo: 'boleto', motivo }] }))).toMatchObject({ indisponiveis: [{ metodo: 'boleto', motivo }] });
  });
  it('guardada, no boleto mensal, paga, cancelada, expirada, ou com boleto emitido: nada a pagar', () => {
    for (const status of ['simulada', 'boletoMensal', 'paga', 'cancelada', 'expirada'] as const) expect(carrinhoDaReserva(reserva({ status })), status).toBeNull();
    expect(carrinhoDaReserva(reserva({ urlBoleto: '/api/arquivos/1' }))).toBeNull();
  });
});

describe('a grade de estações (issue 19)', () => {
  it(`escolhe no máximo ${LIMITE_ESTACOES_EM_ABERTO} estações; desmarcar uma abre espaço para outra`, async () => {
    const ator = createActor(estacaoMachine.provide({
      actors: { loadAgenda: fromPromise<Agenda | null, number>(async () => agendaEstacao), checkAvailability: fromPromise<OcupacaoDaAgenda[], { agendaId: number; periodo: { inicio: string; qtdMeses: number } }>(async () => []) },
    }), { input: { agendaId: 4, hoje: HOJE } }).start();
    await waitFor(ator, (s) => s.matches('choosing'));
    ator.send({ type: 'periodo.change', campo: 'inicio', valor: '2026-12-01' });
    ator.send({ type: 'periodo.change', campo: 'qtdMeses', valor: '2' });
    ator.send({ type: 'availability.check' });
    await waitFor(ator, (s) => (s.context as EstacaoContext).periodo !== null && s.matches('choosing'));
    for (let p = 1; p <= 10; p++) ator.send({ type: 'chair.toggle', posicao: p });
    expect((ator.getSnapshot().context as EstacaoContext).selecionadas).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    ator.send({ type: 'chair.toggle', posicao: 3 });
    ator.send({ type: 'chair.toggle', posicao: 10 });
    expect((ator.getSnapshot().context as EstacaoContext).selecionadas).toEqual([1, 2, 4, 5, 6, 7, 8, 10]);
    ator.stop();
  });
});
