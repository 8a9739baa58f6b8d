import type { Agenda, Reserva, SimulacaoReserva } from '../../src/contracts/cdl-varejo-inteligente.contract';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import { precoDaReserva } from '../../src/domain/cdl-varejo-inteligente/preco';
import { mensagensVarejo } from '../../src/domain/cdl-varejo-inteligente/reservas';
import { problemasDoCartao, type Carrinho } from '../../src/machines/comum/pagamento';
import { escritorioMachine, problemasDoEscritorio } from '../../src/machines/cdl-varejo-inteligente/escritorio.machine';
import { problemasDaPessoa, problemasDoContato } from '../../src/domain/comum/pessoa';
import { estacaoMachine, registroCompleto } from '../../src/machines/cdl-varejo-inteligente/estacao.machine';
import { varejoMeusEspacosMachine, varejoProdutosMachine } from '../../src/machines/cdl-varejo-inteligente/listas.machine';
import { carrinhoDaReserva, varejoPagamentoMachine } from '../../src/machines/cdl-varejo-inteligente/pagamento.machine';
import { varejoTermoMachine } from '../../src/machines/cdl-varejo-inteligente/termo.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { ReservaEmConflito, type TermoDaReserva } from '../../src/services/cdl-varejo-inteligente/varejo.service';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { paraNaoAssociado } from '../support/pagamento';

/** São Paulo's today the views give the machines. */
export const HOJE = '2026-11-25';
/** A valid CPF (check digits) and a wrong one. */
export const CPF = '52998224725';
const CPF_ERRADO = '52998224700';

/** The workstation agenda of the seed (4: 24 chairs, R$ 450,00 a chair a month). */
export const agendaEstacao: Agenda = {
  agendaId: 4, espaco: 'Estação de Trabalho', capacidade: 24, valor: 45_000, valorComDesconto: 45_000, tipoValor: 'mes', tipoReserva: 'estacao-trabalho',
};
const agendaSala: Agenda = { ...agendaEstacao, agendaId: 1, espaco: 'Sala de Reunião', capacidade: 12, valor: 8_000, tipoValor: 'hora', tipoReserva: 'reuniao' };
const recusada = (mensagem: string) => new ApiFailure('rejected', mensagem);

// ---- products and Meus espaços -------------------------------------------------------------------------

const eventosLista = (cheia: unknown[]) => [
  { type: 'xstate.done.actor.loadList', output: cheia },
  { type: 'xstate.done.actor.loadList', output: [] },
  { type: 'xstate.error.actor.loadList', error: recusada('Você não tem acesso a esta função.') },
  { type: 'xstate.error.actor.loadList', error: falhas.expirada },
  { type: 'xstate.error.actor.loadList', error: falhas.rede },
  { type: 'retry' },
];

export const varejoProdutosModelo = {
  nome: 'varejo-produtos',
  machine: varejoProdutosMachine,
  events: eventosLista([agendaSala, agendaEstacao]) as PathEvent<typeof varejoProdutosMachine>[],
  key: (s) => [s.value, s.context.itens.length, s.context.notice],
  textos: {
    atores: { loadList: 'a lista dos espaços (ListarAgendas)' },
    respostas: { loadList: (l: Agenda[]) => (l.length ? l.map((a) => a.espaco).join(', ') : 'nenhum espaço') },
    estados: { leftRefused: 'o painel de produtos, com o aviso do servidor' },
    fatos: (s) => [aviso(s)],
  },
} satisfies Modelo;

export const reserva = (extra: Partial<Reserva> = {}): Reserva => {
  const preco = precoDaReserva({ tipoReserva: 'estacao-trabalho', valor: 45_000, qtdMeses: 2, qtdEstacoes: 3 });
  return {
    eventoId: 42, agendaId: 4, tipoReserva: 'estacao-trabalho', inicio: '2027-01-10', fim: '2027-03-10', qtdMeses: 2,
    espaco: 'Estação de Trabalho', nomeEvento: null, responsavel: 'Joana Teste', estacoes: [{ posicao: 1 }, { posicao: 2 }, { posicao: 3 }],
    status: 'aguardandoPagamento', valor: preco.total, valorAPagar: preco.aPagar, preco, expiraEm: '2026-11-26T12:00:00.000Z', urlBoleto: null,
    linhaDigitavel: null, vencimentoBoleto: null, metodosPermitidos: ['boleto', 'credito', 'mensalidade'], metodosIndisponiveis: [],
    ...extra,
  };
};

export const varejoMeusEspacosModelo = {
  nome: 'varejo-meus-espacos',
  machine: varejoMeusEspacosMachine,
  events: eventosLista([reserva(), reserva({ eventoId: 41, status: 'boletoMensal' })]) as PathEvent<typeof varejoMeusEspacosMachine>[],
  key: (s) => [s.value, s.context.itens.length, s.context.notice],
  textos: {
    atores: { loadList: 'as reservas do associado (ConsultarMinhaAgenda)' },
    respostas: { loadList: (l: Reserva[]) => (l.length ? `${l.length} reservas` : 'nenhuma reserva') },
    estados: { leftRefused: 'o painel de produtos, com o aviso do servidor' },
    fatos: (s) => [aviso(s)],
  },
} satisfies Modelo;

// ---- the wizards' term step ----------------------------------------------------------------------------

/** What the term step answers as it ends (the term kit's output). */
const terminou = (saida: string, resposta: unknown = null, falha: unknown = null) => ({ type: 'xstate.done.actor.termo', output: { saida, resposta, falha } }) as const;
const respostaDoTermo = (o: { saida: string }) => ({
  accepted: 'termo aceito', leftToPanel: 'recusado pelo servidor', leftBack: 'VOLTAR no termo', sessionLost: 'sessão expirada',
} as Record<string, string>)[o.saida] ?? o.saida;

// ---- workstation -------------------------------------------------------------------------------------

type SnapEstacao = Parameters<Modelo['key']>[0];
const registroValido = { nome: 'Pessoa Um', telefone: '31977776666', rg: 'MG1', cpf: CPF };

const eventosEstacao = [
  { type: 'xstate.done.actor.loadAgenda', output: agendaEstacao },
  { type: 'xstate.done.actor.loadAgenda', output: null },
  { type: 'xstate.error.actor.loadAgenda', error: falhas.expirada },
  { type: 'xstate.error.actor.loadAgenda', error: recusada('Você não tem acesso a esta função.') },
  { type: 'xstate.error.actor.loadAgenda', error: falhas.rede },
  { type: 'retry' },
  { type: 'periodo.change', campo: 'inicio', valor: '2026-12-01' },
  { type: 'periodo.change', campo: 'qtdMeses', valor: '2' },
  { type: 'availability.check' },
  { type: 'xstate.done.actor.checkAvailability', output: [{ inicio: '2026-11-01', fim: '2027-01-01', estacoes: [{ posicao: 5 }] }] },
  { type: 'xstate.error.actor.checkAvailability', error: recusada('Data inválida.') },
  { type: 'xstate.error.actor.checkAvailability', error: falhas.expirada },
  { type: 'xstate.error.actor.checkAvailability', error: falhas.rede },
  { type: 'chair.toggle', posicao: 1 },
  { type: 'chair.toggle', posicao: 5 }, // reserved in the agenda's answer: refused
  { type: 'next' }, { type: 'back' },
  { type: 'dados.change', campo: 'responsavel', valor: 'Joana Teste' },
  { type: 'dados.change', campo: 'telefone', valor: '31988887777' },
  { type: 'dados.change', campo: 'email', valor: 'joana@exemplo.com.br' },
  { type: 'record.open', posicao: 1 },
  { type: 'record.change', campo: 'nome', valor: registroValido.nome },
  { type: 'record.change', campo: 'telefone', valor: registroValido.telefone },
  { type: 'record.change', campo: 'rg', valor: registroValido.rg },
  { type: 'record.change', campo: 'cpf', valor: CPF },
  { type: 'record.change', campo: 'cpf', valor: CPF_ERRADO },
  { type: 'record.save' }, { type: 'record.cancel' },
  { type: 'submit' },
  { type: 'step.visit', passo: 'estacao' }, { type: 'step.visit', passo: 'dados' }, { type: 'step.visit', passo: 'termo' },
  terminou('accepted', { mensagem: mensagensVarejo.registradaNoBoletoMensal, status: 'boletoMensal', eventoId: 42 }),
  terminou('leftToPanel', null, new ReservaEmConflito(mensagensVarejo.estacoesOcupadas([1]), [1])),
  terminou('leftBack'), terminou('sessionLost'),
  { type: 'xstate.error.actor.termo', error: new Error('defeito no termo') },
] satisfies PathEvent<typeof estacaoMachine>[];

const ctxE = (s: SnapEstacao) => s.context as import('../../src/machines/cdl-varejo-inteligente/estacao.machine').EstacaoContext;
const chaveEstacao = (s: SnapEstacao) => {
  const c = ctxE(s);
  const conta = (o: object) => Object.values(o).filter(Boolean).length;
  if (s.matches('details')) {
    return [
      s.value, 3 - Object.keys(problemasDoContato(c)).length, conta(c.problemasDados) > 0, c.editando,
      4 - Object.keys(problemasDaPessoa(c.rascunhoRegistro)).length, conta(c.problemasRegistro) > 0,
      c.selecionadas.every((p) => registroCompleto(c.registros[String(p)])), c.notice,
    ];
  }
  return [
    s.value, c.agenda !== null, c.inicio !== '', c.qtdMeses !== '', c.periodo !== null, c.ocupadas.length > 0, c.selecionadas.join(','),
    conta(c.problemasPeriodo) > 0, c.notice, c.conflito.join(','), c.aceite !== null,
    // back from the term, Dados da Reserva is still filled: the grid of a filled wizard is another node
    3 - Object.keys(problemasDoContato(c)).length, Object.keys(c.registros).length,
  ];
};

export const varejoEstacaoModelo = {
  nome: 'varejo-estacao',
  machine: estacaoMachine,
  input: { agendaId: 4, hoje: HOJE },
  events: eventosEstacao,
  key: chaveEstacao,
  textos: {
    atores: {
      loadAgenda: 'o espaço (ListarAgendas)', checkAvailability: 'as estações reservadas no período (ConsultarAgenda)',
      termo: 'o termo da reserva (SimularReserva, o aceite)',
    },
    respostas: {
      loadAgenda: (a: Agenda | null) => (a ? `${a.espaco}, ${formatBRL(a.valor)} por estação por mês` : 'nenhum espaço de estações com esse número'),
      checkAvailability: (o: { estacoes: { posicao: number }[] }[]) => `estações reservadas: ${o.flatMap((x) => x.estacoes.map((e) => e.posicao)).join(', ')}`,
      termo: respostaDoTermo,
    },
    eventos: {
      'periodo.change': (e: { campo: string; valor: string }) => (e.campo === 'inicio' ? `escolhe o início ${e.valor}` : `digita ${e.valor} meses`),
      'chair.toggle': (e: { posicao: number }) => `clica na estação ${e.posicao}`,
      'dados.change': (e: { campo: string }) => `preenche ${{ responsavel: 'o responsável', telefone: 'o telefone', email: 'o e-mail' }[e.campo]}`,
      'record.open': (e: { posicao: number }) => `abre o cadastro da estação ${e.posicao}`,
      'record.change': (e: { campo: string; valor: string }) => `digita ${{ nome: 'o nome', telefone: 'o telefone', rg: 'o RG', cpf: e.valor === CPF ? 'um CPF válido' : 'um CPF errado' }[e.campo]}`,
    },
    fatos: (s) => {
      const c = ctxE(s);
      return [
        c.selecionadas.length > 0 && `estações escolhidas: ${c.selecionadas.join(', ')}`,
        c.ocupadas.length > 0 && `reservadas: ${c.ocupadas.join(', ')}`,
        Object.values(c.problemasPeriodo).filter(Boolean).join(' / ') || null,
        Object.values(c.problemasRegistro).filter(Boolean).join(' / ') || null,
        aviso(s),
      ];
    },
  },
  recusas: [
    {
      estado: 'choosing', quando: (s) => ctxE(s).periodo !== null && ctxE(s).ocupadas.includes(5), evento: { type: 'chair.toggle', posicao: 5 },
      porque: 'a estação 5 está reservada (vermelha): não é clicável', regras: ['§2.33a'],
    },
    { estado: 'choosing', quando: (s) => ctxE(s).periodo === null, evento: { type: 'chair.toggle', posicao: 1 }, porque: 'sem ver a disponibilidade não há grade' },
    { estado: 'choosing', quando: (s) => ctxE(s).selecionadas.length === 0, evento: { type: 'next' }, porque: 'sem valor total, PRÓXIMO fica desabilitado', regras: ['§2.33b', '§5.16b'] },
    { estado: 'details', quando: (s) => ctxE(s).editando === null, evento: { type: 'record.save' }, porque: 'sem cadastro aberto não há o que salvar' },
    { estado: 'details', evento: { type: 'record.open', posicao: 7 }, porque: 'a estação 7 não foi escolhida' },
    {
      estado: 'choosing', quando: (s) => ctxE(s).selecionadas.length === 0, evento: { type: 'step.visit', passo: 'dados' },
      porque: 'o endereço de Dados da Reserva sem estações escolhidas: fica na grade',
    },
    {
      estado: 'details', evento: { type: 'step.visit', passo: 'termo' },
      porque: 'o endereço do termo sem PRÓXIMO (recarregar no termo): fica em Dados da Reserva, a reserva já liberada',
    },
  ],
} satisfies Modelo;

// ---- virtual office ------------------------------------------------------------------------------------

export const varejoEscritorioModelo = {
  nome: 'varejo-escritorio',
  machine: escritorioMachine,
  input: { agendaId: 5, hoje: HOJE },
  events: [
    { type: 'change', campo: 'responsavel', valor: 'Joana Teste' },
    { type: 'change', campo: 'telefone', valor: '31988887777' },
    { type: 'change', campo: 'email', valor: 'joana@exemplo.com.br' },
    { type: 'change', campo: 'inicio', valor: '2026-12-01' },
    { type: 'change', campo: 'fim', valor: '2026-12-20' }, // not after one month from today
    { type: 'change', campo: 'fim', valor: '2027-03-01' },
    { type: 'submit' },
    { type: 'step.visit', passo: 'formulario' }, { type: 'step.visit', passo: 'termo' },
    terminou('accepted', { mensagem: mensagensVarejo.registradaNoBoletoMensal, status: 'boletoMensal', eventoId: 43 }),
    terminou('leftToPanel'), terminou('leftBack'), terminou('sessionLost'),
    { type: 'xstate.error.actor.termo', error: new Error('defeito no termo') },
  ] satisfies PathEvent<typeof escritorioMachine>[],
  key: (s) => {
    const c = s.context as Parameters<typeof problemasDoEscritorio>[0];
    return [s.value, Object.keys(problemasDoEscritorio(c)).join(','), c.fim, Object.values((s.context as { problemas: object }).problemas).filter(Boolean).length];
  },
  textos: {
    atores: { termo: 'o termo da reserva (SimularReserva, o aceite)' },
    respostas: { termo: respostaDoTermo },
    eventos: { change: (e: { campo: string; valor: string }) => `preenche ${{ responsavel: 'o responsável', telefone: 'o telefone', email: 'o e-mail', inicio: 'o início', fim: 'a data final' }[e.campo]} ${e.campo === 'inicio' || e.campo === 'fim' ? e.valor : ''}` },
    fatos: (s) => [Object.values((s.context as { problemas: Record<string, string | undefined> }).problemas).filter(Boolean).join(' / ') || null],
  },
} satisfies Modelo;

// ---- term ----------------------------------------------------------------------------------------------

export const pedidoEstacao: SimulacaoReserva = {
  tipoReserva: 'estacao-trabalho', agendaId: 4, idempotencyKey: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', inicio: '2027-01-10', qtdMeses: 2,
  responsavel: 'Joana Teste', telefone: '31988887777', email: 'joana@exemplo.com.br',
  estacoes: [1, 2, 3].map((posicao) => ({ posicao, nome: `Pessoa ${posicao}`, telefone: '31977776666', rg: `MG${posicao}`, cpf: CPF })),
};
export const termoDaReserva: TermoDaReserva = {
  texto: { titulo: 'Termo de Reserva', identificacao: ['Joana Teste'], clausulas: ['Cláusula.'] },
  base64: 'JVBERi0=', nomeArquivo: 'termo-reserva.pdf', dtVersao: '2026-11-24', reserva: reserva({ status: 'simulada' }), expiraEm: '2026-11-25T15:15:00.000Z',
};

export const varejoTermoModelo = {
  nome: 'varejo-termo',
  machine: varejoTermoMachine,
  input: pedidoEstacao,
  events: [
    { type: 'xstate.done.actor.loadTerm', output: termoDaReserva },
    { type: 'xstate.error.actor.loadTerm', error: recusada(mensagensVarejo.estacoesOcupadas([2])) },
    { type: 'xstate.error.actor.loadTerm', error: falhas.expirada },
    { type: 'xstate.error.actor.loadTerm', error: falhas.rede },
    { type: 'retry' }, { type: 'agree.toggle' }, { type: 'term.accept' }, { type: 'back' },
    { type: 'xstate.done.actor.acceptTerm', output: { mensagem: mensagensVarejo.registradaNoBoletoMensal, status: 'boletoMensal', eventoId: termoDaReserva.reserva.eventoId } },
    { type: 'xstate.error.actor.acceptTerm', error: recusada(mensagensVarejo.expirada) },
    { type: 'xstate.error.actor.acceptTerm', error: falhas.expirada },
    { type: 'xstate.error.actor.acceptTerm', error: falhas.rede },
    // the hold let go: VOLTAR waits for CancelarReserva, leaving the screen (another route, the tab closing) does not
    { type: 'leave' },
    { type: 'xstate.done.actor.releaseHold', output: undefined },
    { type: 'xstate.error.actor.releaseHold', error: falhas.rede },
  ] satisfies PathEvent<typeof varejoTermoMachine>[],
  key: (s) => [s.value, s.context.agreed, s.context.notice !== null],
  textos: {
    estados: {
      reading: "o termo da reserva aberto, com o resumo do preço e até quando a reserva fica guardada ('Termo de Reserva')",
      accepting: 'o aceite em andamento (Aguarde, salvando termo)',
      accepted: "o aceite registrado: no boleto mensal, 'Valor registrado no boleto mensal! …' e Meus espaços em 2 s; a pagar, a tela de pagamento",
      leftToPanel: 'a tela onde a reserva foi feita (a grade das estações, a agenda), com o aviso do servidor',
      releasing: 'a reserva simulada sendo cancelada (CancelarReserva) antes de voltar',
      leftBack: 'a tela onde a reserva foi feita (VOLTAR), já com a reserva simulada cancelada',
      left: 'saiu da tela do termo sem aceitar: a reserva simulada é cancelada (CancelarReserva, keepalive)',
    },
    eventos: { 'term.accept': 'clica em Aceitar e reservar' },
    atores: {
      loadTerm: 'a simulação da reserva e o seu termo (SimularReserva)', acceptTerm: 'o aceite do termo (AceitarTermoVarejoInteligente)',
      releaseHold: 'o cancelamento da reserva simulada (CancelarReserva)',
    },
    respostas: { loadTerm: (t: TermoDaReserva) => `o termo da reserva ${t.reserva.eventoId}, ${formatBRL(t.reserva.preco.total)}` },
    fatos: (s) => [s.matches('reading') && (s.context.agreed ? 'de acordo marcado' : 'de acordo desmarcado'), aviso(s)],
  },
  regras: {
    reading: ['§2.36a'],
    'loading: error loadTerm #2 if rejected → leftToPanel': ['§8.12b'],
    accepted: ['§4.12a', '§4.12b', '§4.12e', '§8.15b', '§9.12a'],
    leftBack: ['§4.12c'],
    left: ['§4.12c'],
    sessionLost: ['§8.12a'],
  },
} satisfies Modelo;

// ---- payment -------------------------------------------------------------------------------------------

export const carrinho = carrinhoDaReserva(reserva())!;
/** The rooftop for tomorrow (issue 19): the bank would confirm a boleto only after it starts, so the server rules boleto out. */
export const carrinhoSemBoleto = carrinhoDaReserva(reserva({
  metodosPermitidos: ['credito', 'mensalidade'],
  metodosIndisponiveis: [{ metodo: 'boleto', motivo: 'Boleto indisponível: o pagamento precisa estar confirmado antes de 20/11/2026, e o banco pode levar até 30/11/2026 para confirmar um boleto emitido hoje. Escolha outra forma de pagamento.' }],
}))!;
const cartaoAprovado = { nome: 'JOANA T SILVA', numero: '4111111111111111', validade: '1230', cvc: '123' };
type Snap = Parameters<Modelo['key']>[0];
const faltam = (s: Snap) => Object.keys(problemasDoCartao(s.context.cartao, s.context.hoje));

const eventosPagamento = [
  { type: 'xstate.done.actor.loadCart', output: carrinho },
  { type: 'xstate.done.actor.loadCart', output: carrinhoSemBoleto },
  // an associate's cart has the monthly slip too: only a cart ruling out both leaves the card alone (the kit's branch)
  { type: 'xstate.done.actor.loadCart', output: { ...carrinhoSemBoleto, indisponiveis: [...carrinhoSemBoleto.indisponiveis!, { metodo: 'mensalidade', motivo: 'Sem boleto mensal.' }] } },
  { type: 'xstate.done.actor.loadCart', output: null },
  { type: 'xstate.error.actor.loadCart', error: recusada(mensagensVarejo.reservaNaoEncontrada) },
  { type: 'xstate.error.actor.loadCart', error: falhas.expirada },
  { type: 'xstate.error.actor.loadCart', error: falhas.rede },
  { type: 'retry' },
  { type: 'method.select', metodo: 'credito' }, { type: 'method.select', metodo: 'boleto' }, { type: 'method.select', metodo: 'mensalidade' },
  { type: 'card.change', campo: 'nome', valor: cartaoAprovado.nome },
  { type: 'card.change', campo: 'numero', valor: cartaoAprovado.numero },
  { type: 'card.change', campo: 'validade', valor: cartaoAprovado.validade },
  { type: 'card.change', campo: 'cvc', valor: cartaoAprovado.cvc },
  { type: 'pay' }, { type: 'edit' },
  { type: 'xstate.done.actor.pay', output: { sucesso: true } },
  { type: 'xstate.done.actor.pay', output: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } },
  { type: 'xstate.done.actor.pay', output: { sucesso: true, urlBoleto: '/api/arquivos/42' } },
  { type: 'xstate.done.actor.pay', output: { sucesso: false, mensagem: 'Não foi possível registrar o boleto agora.' } },
  { type: 'xstate.error.actor.pay', error: recusada(mensagensVarejo.expirada) },
  { type: 'xstate.error.actor.pay', error: falhas.expirada },
  { type: 'xstate.error.actor.pay', error: falhas.rede },
] satisfies PathEvent<typeof varejoPagamentoMachine>[];

const regrasPagamento = {
  choosing: ['§4.12d', '§9.12b'],
  paid: ['§2.36a', '§4.12e', '§9.12a'],
  sessionLost: ['§8.12a'],
};

export const varejoPagamentoModelo = {
  nome: 'varejo-pagamento',
  machine: varejoPagamentoMachine,
  events: eventosPagamento,
  // metodos: what the server's cart left to choose (issue 19)
  key: (s: Snap) => [s.value, s.context.metodo, s.context.metodos.length, faltam(s).length, Object.keys(s.context.problemas).length > 0, s.context.notice],
  input: { entrada: { eventoId: 42 }, hoje: HOJE },
  textos: {
    estados: {
      leftUnpayable: 'Meus espaços (nada a pagar nesta reserva)',
      leftRefused: 'Meus espaços, com o aviso do servidor',
      paid: 'o pagamento concluído (Meus espaços em 2 s)',
      boletoGenerated: 'o boleto gerado, com Abrir boleto e Ir para Meus espaços',
    },
    eventos: {
      'method.select': (e: { metodo: string }) => `escolhe ${{ credito: 'cartão de crédito', debito: 'cartão de débito', boleto: 'boleto', mensalidade: 'boleto mensal' }[e.metodo]}`,
      'card.change': (e: { campo: string }) => `digita ${{ nome: 'o nome', numero: 'o número', validade: 'a validade', cvc: 'o código de segurança' }[e.campo]} do cartão`,
    },
    atores: { loadCart: 'a reserva (ConsultarReserva)', pay: 'o pagamento' },
    respostas: {
      loadCart: (c: Carrinho | null) => (c ? `reserva a pagar, ${formatBRL(c.valor)}${c.indisponiveis?.length ? `, sem ${c.indisponiveis.map((i) => i.metodo).join(' nem ')}` : ''}` : 'nada a pagar nesta reserva'),
    },
    fatos: (s) => [s.context.metodo && `forma ${s.context.metodo}`, aviso(s)],
  },
  regras: regrasPagamento,
  recusas: [
    { estado: 'paying', evento: { type: 'pay' }, porque: 'um segundo Pagar enquanto o pagamento corre' },
  ],
} satisfies Modelo;

export const varejoPagamentoNaoAssociadoModelo = {
  ...varejoPagamentoModelo,
  nome: 'varejo-pagamento-nao-associado',
  // the server's carts permit no Mensalidade (issue 20: computed from the associate's row, not the login)
  events: paraNaoAssociado(eventosPagamento),
  recusas: [
    {
      estado: 'choosing', evento: { type: 'method.select', metodo: 'mensalidade' },
      porque: 'não associado não tem boleto mensal: a forma não é oferecida nem aceita', regras: ['§4.12d'],
    },
  ],
} satisfies Modelo;
