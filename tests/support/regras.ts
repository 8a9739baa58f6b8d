/**
 * The SPEC.md rules of the built flows (club, session, login), listed once with short ids, for
 * traceability (GraphWalker's requirement coverage). An id is `§<section>.<bullet><letter>`: §5.1a is
 * the first rule of SPEC.md §5's first bullet, so QA finds it by counting bullets or by searching the
 * quoted text, which is SPEC.md's word for word.
 *
 * A rule is traced when a state or transition that implements it carries its id (the machine's
 * `meta: { regras: [...] }`, or the model's `regras` table) and a generated path goes through it.
 * A rule no machine implements says why in `fora` (and where it is tested instead): it is listed
 * as untraced with that reason. `npm run paths` fails on any other rule no path exercises.
 */
export type Regra = {
  id: string;
  /** SPEC.md's words, quoted exactly. */
  texto: string;
  /** The flows (model names) that implement it: only those models may carry its tag. */
  fluxos: string[];
  /** Why no machine path can exercise it, and where it is tested instead. */
  fora?: string;
};

const planilhas = ['clube-planilha-usuarios', 'clube-remover-usuarios'];
const saudePlanos = ['saude-plano-titular', 'saude-plano-dependente'];
const pagamentoConciliador = ['conciliador-pagamento', 'conciliador-pagamento-nao-associado'];
const atendimento = ['atendimento-fila', 'atendimento-chamado', 'atendimento-boletos'];
const contratacaoConciliador = ['conciliador-catalogo', 'conciliador-contratacao', 'conciliador-termo'];
const varejoPagamento = ['varejo-pagamento', 'varejo-pagamento-nao-associado'];
const varejoH8 = ['varejo-produtos', 'varejo-meus-espacos', 'varejo-estacao', 'varejo-escritorio', 'varejo-termo', ...varejoPagamento];
const comSessao = ['clube-painel', 'clube-termo', 'clube-cancelamento', 'clube-anuncio', 'clube-lista', 'clube-banner',
  'clube-usuarios', ...planilhas, 'clube-situacao', 'clube-pagamento', 'lista-com-escolha', 'sessao', ...pagamentoConciliador, 'conciliador-painel', ...atendimento, ...contratacaoConciliador, ...varejoH8.filter((f) => f !== 'varejo-escritorio')];

export const regras: Regra[] = [
  // §2 Screens and routes (Reconciliation)
  {
    id: '§2.26a', texto: 'Presentation page with a video and SOLICITAR PRODUTO to /produto/spc-conciliador/planos.', fluxos: [],
    fora: 'tela sem máquina (views/spc-conciliador/ApresentacaoView.tsx, vídeo em public/videos/): tests/e2e/spc-conciliador/contratacao.e2e.test.ts',
  },
  {
    id: '§2.27a',
    texto: 'Escolha de Plano: cards per plan showing package, number of CNPJ, acquirers, transactions, excess-transactions price, extra-acquirer price, operator cost, extra branch, adhesion fee, monthly fee',
    fluxos: ['conciliador-catalogo', 'conciliador-contratacao'],
  },
  {
    id: '§2.27b', texto: "and SELECIONAR, opening modal 'Dados Adicionais' (number of CNPJ, default 1; multi-select of operators; Salvar/Cancelar).",
    fluxos: ['conciliador-contratacao'],
  },
  { id: '§2.28a', texto: 'Summary (/resumo): Voltar to planos, CONFIRMAR to the term (termo-conciliador).', fluxos: ['conciliador-contratacao'] },
  { id: '§2.28b', texto: 'No call made there.', fluxos: ['conciliador-contratacao'] },
  { id: '§2.29a', texto: "Term: 'Aceite do Termo Aditivo', button 'Confirmar Contratação'.", fluxos: ['conciliador-contratacao', 'conciliador-termo'] },
  { id: '§2.30a', texto: "Pagamento: cart 'Informações do Plano' plus payment methods.", fluxos: pagamentoConciliador },
  { id: '§2.31a', texto: 'Requests list with pay button.', fluxos: ['conciliador-painel'] },
  // §2 Screens and routes (Smart retail): products, workstation, virtual office, term, payment, Meus espaços
  { id: '§2.32a', texto: '/produto/cdl-varejo-inteligente/produtos: cards with name, capacity, price per unit type.', fluxos: ['varejo-produtos'] },
  {
    id: '§2.32b', texto: 'Two specific agendas are hidden.', fluxos: ['varejo-produtos'],
    fora: 'o servidor não as lista (tests/cdl-varejo-inteligente/reservas.api.test.ts); a tela mostra o que ele lista',
  },
  {
    id: '§2.32c', texto: 'Links: rooms formulario/reuniao/{agendaId}; rooftop formulario/rooftop/{agendaId}; workstation estacao-trabalho/{agendaId}; virtual office formulario-estacao-trabalho/{agendaId}/escritorio-virtual.',
    fluxos: ['varejo-produtos'], fora: 'links da tela (views/cdl-varejo-inteligente/ProdutosView linkDaAgenda): tests/cdl-varejo-inteligente/telas.test.ts',
  },
  {
    id: '§2.33a', texto: "Workstation reservation: start date, number of months, button 'VER DISPONIBILIDADE', grid of 24 chairs (4 columns of 6, numbered 1-24): yellow selected, red reserved (not clickable), white free",
    fluxos: ['varejo-estacao'],
  },
  { id: '§2.33b', texto: "'Encerra no dia: dd/mm/yyyy'; total in BRL labelled 'valor total'; PRÓXIMO enabled only with a total.", fluxos: ['varejo-estacao'] },
  { id: '§2.34a', texto: 'Dados da Reserva: responsible name, contact phone, contact e-mail', fluxos: ['varejo-estacao', 'varejo-escritorio'] },
  { id: '§2.34b', texto: 'for virtual office also start and end dates', fluxos: ['varejo-escritorio'] },
  {
    id: '§2.34c', texto: "otherwise a list 'Reserva 1..n' per chair, each 'Cadastro completo' or 'Cadastro incompleto', with side form (full name, phone, RG, CPF, Salvar).",
    fluxos: ['varejo-estacao'],
  },
  { id: '§2.36a', texto: 'Term screen (PDF, checkbox) then payment; after payment route varejo.', fluxos: ['varejo-termo', ...varejoPagamento] },
  {
    id: '§2.36b', texto: 'Payment back link to /produto/cdl-varejo-inteligente/termo.', fluxos: varejoPagamento,
    fora: 'decidido: depois do aceite o termo não volta (a reserva já aceita não se cancela por ali); o pagamento volta para Meus espaços',
  },
  { id: '§2.37a', texto: "Meus espaços: NOVA LOCAÇÃO to produtos; empty 'Nenhuma reserva encontrada.'", fluxos: ['varejo-meus-espacos'] },
  // §2 Screens and routes (Smart retail): the meeting room / rooftop reservation
  {
    id: '§2.34d', texto: 'Meeting room/rooftop form: evento, pessoas, aguacafe, coffeexterno, projetor, telao, som (rooftop only), responsavel, telefone, email.',
    fluxos: ['varejo-evento'],
  },
  {
    id: '§2.35a', texto: "Agenda: year and month filters (current and next year), calendar of days, time modal; empty text 'Todos os horários disponíveis!'.",
    fluxos: ['varejo-evento'],
  },
  { id: '§2.35b', texto: 'Back to the meeting-room form.', fluxos: ['varejo-evento'] },
  { id: '§2.35c', texto: 'Then termoVarejo, then pagamentoVarejo.', fluxos: ['varejo-evento'] },
  { id: '§2.35d', texto: 'Past days cannot be selected.', fluxos: ['varejo-evento'] },
  // §4 States and transitions
  { id: '§4.1a', texto: 'Ad form: two steps, cadastro then imagens.', fluxos: ['clube-anuncio'] },
  { id: '§4.1b', texto: 'Next validates and moves to images', fluxos: ['clube-anuncio'] },
  { id: '§4.1c', texto: 'submit sends.', fluxos: ['clube-anuncio'] },
  { id: '§4.1d', texto: 'Back returns to cadastro.', fluxos: ['clube-anuncio'] },
  { id: '§4.1e', texto: 'Submit needs terms checkbox ticked and is disabled while saving (label SALVANDO...).', fluxos: ['clube-anuncio'] },
  {
    id: '§4.2a', texto: 'Club cancellation takes effect on the first day of the next month', fluxos: ['clube-cancelamento'],
    fora: 'a data vem do servidor (a tela mostra a que ele responde): tests/clube-vantagens/clube.api.test.ts, "primeiro dia do mês seguinte"',
  },
  { id: '§4.2b', texto: 'ads and users are suspended', fluxos: ['clube-lista'] },
  {
    id: '§4.2c', texto: 'unredeemed cashback is not covered.', fluxos: ['clube-cancelamento'],
    fora: 'texto da tela de cancelamento, sem comportamento: tests/e2e/clube-vantagens/clube.e2e.test.ts',
  },
  {
    id: '§4.11a', texto: 'Reconciliation request: status 0 shows the ticket status, and when it is Classificado a Pagar button is enabled',
    fluxos: ['conciliador-painel'],
  },
  { id: '§4.11b', texto: 'any other status shows Ativo with no button.', fluxos: ['conciliador-painel'] },
  {
    id: '§4.11c', texto: 'Flow: choose plan and operators, summary, term (creates contract, returns PDF), accept, panel.',
    fluxos: ['conciliador-contratacao', 'conciliador-termo'],
  },
  {
    id: '§4.11d', texto: 'Payment screen stays only if the contract has an acceptance date, else redirects to the panel.',
    fluxos: pagamentoConciliador,
  },
  {
    id: '§4.12a', texto: 'Reservation flow: choose date, months and chairs; form; term (simulates the reservation, returns PDF and event id); accept',
    fluxos: ['varejo-estacao', 'varejo-escritorio', 'varejo-termo'],
  },
  {
    id: '§4.12b', texto: 'for workstation and virtual office the amount is registered on the monthly slip and the user goes to the reservations panel; other types go to payment.',
    fluxos: ['varejo-termo'],
  },
  { id: '§4.12c', texto: 'Leaving the term screen cancels the simulated reservation.', fluxos: ['varejo-termo'] },
  { id: '§4.12d', texto: 'Retail payment methods: Boleto, Cartao, Mensalidade; non-associates cannot use Mensalidade.', fluxos: varejoPagamento },
  { id: '§4.12e', texto: 'After success the booking session is cleared and the user goes to varejo after 2 seconds.', fluxos: ['varejo-termo', ...varejoPagamento] },
  // §5 Validation rules
  { id: '§5.1a', texto: 'Ad: titulo, descricaoAtividade, descontoOferecido, descricaoDesconto, dtInicio, dtFim required.', fluxos: ['clube-anuncio'] },
  {
    id: '§5.1b', texto: 'Images logomarca and anuncioPadrao required, types jpeg, gif, png or eps (upload screen: jpeg, png, x-eps)',
    fluxos: ['clube-anuncio'],
  },
  {
    id: '§5.1c', texto: 'ideal sizes 800x800 logo, 700x400 ad.', fluxos: ['clube-anuncio'],
    fora: 'dica na tela de imagens, sem verificação (o tamanho não é imposto): views/clube-vantagens',
  },
  { id: '§5.2a', texto: 'Banner: titulo, anuncioId, dates and image required', fluxos: ['clube-banner'] },
  { id: '§5.2b', texto: 'ideal size 2000x240', fluxos: ['clube-banner'], fora: 'dica na tela do banner, sem verificação: views/clube-vantagens' },
  { id: '§5.2c', texto: 'only one featured banner at a time', fluxos: ['clube-banner'] },
  { id: '§5.2d', texto: 'tied to a current ad.', fluxos: ['clube-banner'] },
  {
    id: '§5.3a', texto: 'Club user: cpf required (mask ###.###.###-##); nome optional; only users with both cpf and nome are sent.',
    fluxos: ['clube-usuarios'],
  },
  { id: '§5.4a', texto: 'Spreadsheets (user add and bulk removal): Excel mime (xls/xlsx)', fluxos: planilhas },
  {
    id: '§5.4b', texto: 'bulk-removal file holds a column CPF.', fluxos: ['clube-remover-usuarios'],
    fora: 'a coluna CPF é lida no servidor (tests/clube-vantagens/planilha.test.ts e gestao.api.test.ts, planilhaSemColunaCpf); a tela mostra a recusa dele (§8.2a)',
  },
  { id: '§5.5a', texto: 'Terms checkbox must be ticked.', fluxos: ['clube-termo', 'clube-anuncio', 'clube-banner', 'conciliador-termo'] },
  {
    id: '§5.20a', texto: "Operators modal: number of CNPJ required; at least one operator else 'Obrigatório selecionar pelo menos 1 operadora'.",
    fluxos: ['conciliador-contratacao'],
  },
  {
    id: '§5.18a', texto: 'Meeting reservation: evento, pessoas (numeric, at most the capacity of the chosen agenda), responsavel, telefone (mask (##) #####-####), email (valid) required.',
    fluxos: ['varejo-evento'],
  },
  {
    id: '§5.16a', texto: "Workstation: start date required, minimum tomorrow; months required, number, exclusive bounds 0 and 13 (input min 1, max 12); missing values on 'VER DISPONIBILIDADE' give 'Informe a quantidade de meses.' and 'Informe o dia da reserva.'.",
    fluxos: ['varejo-estacao'],
  },
  { id: '§5.16b', texto: 'End date = start plus months. Total = unit price x months x chairs; zero and next disabled if any missing.', fluxos: ['varejo-estacao'] },
  {
    id: '§5.17a', texto: "Reservation form: responsible, phone, e-mail (valid) required; per chair name, phone, RG, CPF (invalid gives 'CPF Inválido!').",
    fluxos: ['varejo-estacao'],
  },
  { id: '§5.17b', texto: 'Next enabled only when all filled and every chair record complete.', fluxos: ['varejo-estacao'] },
  {
    id: '§5.17c', texto: "Virtual office: start required after today ('A Data Inicio deve ser posterior a {date}'), end required after one month from today ('A Data Final deve ser posterior a {date}'); minimum start tomorrow, minimum end one month after tomorrow.",
    fluxos: ['varejo-escritorio'],
  },
  { id: '§5.19a', texto: "Time modal: start and end required; end after start ('Horário inválido maior inicio!')", fluxos: ['varejo-evento'] },
  { id: '§5.19b', texto: "overlap with reserved interval 'Horário reservada!'", fluxos: ['varejo-evento'] },
  { id: '§5.19c', texto: "start in the past 'Hora inválida!'", fluxos: ['varejo-evento'] },
  { id: '§5.19d', texto: "rooftop minimum 4 hours ('Reserva mínima é inferior a 4 horas!')", fluxos: ['varejo-evento'] },
  { id: '§5.19e', texto: "general 'Intervalo inválido.'.", fluxos: ['varejo-evento'] },
  // §5 the health plan's enrollment (CDL Saúde, issue 28)
  { id: '§5.6a', texto: 'Plan search: name and birth date required; the list button is disabled without them; changing birth date clears operators.', fluxos: saudePlanos },
  { id: '§5.7a', texto: 'Optionals: only codes 0002, 0004, 0020 offered; 0002 and 0004 mutually exclusive.', fluxos: saudePlanos },
  {
    id: '§5.8a',
    texto: "Health final form: tipoDependente, estadoCivil, sexo, cpf, nomeMae, email (valid), telefone required. Phone mask (##) #####-####. CPF must pass a check, else 'CPF Inválido!' and saving is blocked. datacasamento required for type 05, at most yesterday. Holder default type 09.",
    fluxos: ['saude-cadastro'],
  },
  { id: '§5.9a', texto: "Next step with any incomplete person: 'Você deve preencher os dados de todas as pessoas.' and that person is selected.", fluxos: ['saude-cadastro'] },
  { id: '§5.10a', texto: 'Validity start date: required, default and minimum 8 days from today (must be after today plus 7 days).', fluxos: ['saude-cadastro'] },
  { id: '§6.4a', texto: "The holder autofill button shows only if the user's main contact is active.", fluxos: ['saude-cadastro'] },
  // §8 Error catalogue
  {
    id: '§8.9a', texto: "Health submission failure: 'Ocorreu um erro ao cadastrar seus dados. Verifique:' followed by messages per life (no move on).",
    fluxos: ['saude-cadastro'],
  },
  {
    id: '§8.1a', texto: 'Spreadsheet with invalid CPFs: error toast with the server message (6 s) and list of invalid CPFs; in bulk removal noting valid ones were removed.',
    fluxos: planilhas,
  },
  { id: '§8.1b', texto: 'Otherwise success toast 6 s and return to panel.', fluxos: planilhas },
  { id: '§8.2a', texto: "Spreadsheet upload failure: 'Erro no envio dos seus arquivos, tente novamente.'", fluxos: planilhas },
  { id: '§8.3a', texto: 'Template download: 401 to login; 400 shows server message as warning and goes to agenda.', fluxos: planilhas },
  { id: '§8.4a', texto: "User create: 'Erro ao cadatrar usuários, tente novamente.'", fluxos: ['clube-usuarios'] },
  { id: '§8.5a', texto: 'Ad or banner failure: server mensagem as toast (6 s).', fluxos: ['clube-anuncio', 'clube-banner'] },
  {
    id: '§8.6a', texto: "Remove user: 'Erro ao cancelar usuários, tente novamente.' Remove ad: 'Erro ao remover anúncio, tente novamente.'",
    fluxos: ['clube-lista'],
  },
  { id: '§8.7a', texto: 'Cancel or retention failure: server mensagem.', fluxos: ['clube-cancelamento'] },
  { id: '§8.8a', texto: "Club term failure: 'Erro ao assinar o termo, tente novamente.' (401 to login)", fluxos: ['clube-termo'] },
  { id: '§8.8b', texto: '400 on club term shows server mensagem as warning and goes to agenda', fluxos: ['clube-termo'] },
  { id: '§8.8c', texto: '400 on club query offers purchase', fluxos: ['clube-painel'] },
  { id: '§8.8d', texto: '400 on club status elsewhere goes to products.', fluxos: ['clube-cancelamento', 'clube-banner'] },
  {
    id: '§8.11a', texto: "Card payment not successful: 'Erro ao processar seu pagamento, verifique os dados do cartão e tente novamente.' (warning)",
    fluxos: [...pagamentoConciliador, 'clube-pagamento'],
  },
  { id: '§8.11b', texto: 'other payment errors show server mensagem as warning.', fluxos: [...pagamentoConciliador, 'clube-pagamento'] },
  { id: '§8.12a', texto: '401 anywhere goes to login.', fluxos: comSessao },
  {
    id: '§8.12c', texto: '400 on reconciliation plan/operator/contract calls: warning and go to reconciliation panel',
    fluxos: contratacaoConciliador,
  },
  { id: '§8.12b', texto: '400 on term simulation: warning with mensagem and go to agenda.', fluxos: ['varejo-termo'] },
  { id: '§8.12d', texto: '400 on reconciliation query goes to products or institucional.', fluxos: ['conciliador-painel', ...pagamentoConciliador] },
  { id: '§8.12e', texto: 'Empty plan list redirects to institutional page.', fluxos: ['conciliador-catalogo'] },
  {
    id: '§8.15a', texto: "Success: 'Usuários cadastrados com sucesso!', 'Anúncio cadastrado com sucesso!', 'Banner cadastrados com sucesso!'",
    fluxos: ['clube-usuarios', 'clube-anuncio', 'clube-banner'],
  },
  {
    id: '§8.16a', texto: "Empty lists: 'Nenhum anúncio encontrado.', 'Nenhum usuário encontrado.', 'Nenhum banner encontrado.'",
    fluxos: ['clube-lista'],
    fora: 'texto da lista vazia (views/comum/ListaPaginada): a máquina não distingue lista vazia; tests/e2e/clube-vantagens/gestao.e2e.test.ts',
  },
  {
    id: '§8.16b', texto: "'Nenhuma solicitação encontrado.'", fluxos: ['conciliador-painel'],
  },
  { id: '§8.16c', texto: "'Nenhuma reserva encontrada.'", fluxos: ['varejo-meus-espacos'] },
  {
    id: '§8.15b', texto: "'Valor registrado no boleto mensal! Redirecionando para o painel de reservas...' (redirect after 2 s).",
    fluxos: ['varejo-termo'],
  },
  // §9 Business constants and limits
  { id: '§9.1a', texto: 'Page size 5 for health lives, club users and club ads', fluxos: ['clube-lista'] },
  { id: '§9.1b', texto: 'consultant table 10 (options 10, 20, 50).', fluxos: ['lista-com-escolha'] },
  {
    id: '§9.2a', texto: 'Toast durations 4 s (edit), 6 s (login sent, bulk removal, ad/banner errors).', fluxos: [],
    fora: 'duração do aviso é do serviço de avisos (src/services/comum/avisos.ts, DURACAO), não de uma máquina',
  },
  {
    id: '§9.3a', texto: 'Club price 120', fluxos: ['clube-painel'],
    fora: 'o preço vem do servidor (valorMensal): tests/e2e/clube-vantagens/clube.e2e.test.ts ("R$ 120,00")',
  },
  {
    id: '§9.3b', texto: 'retention discount 50% on current club price.', fluxos: ['clube-cancelamento'],
    fora: 'o valor com desconto vem do servidor: tests/clube-vantagens/clube.api.test.ts ("retenção (50% do preço atual, uma vez)")',
  },
  {
    id: '§9.11b', texto: 'rooftop minimum 4 hours, its entry is 50% of the price.', fluxos: ['varejo-evento'],
  },
  { id: '§9.11c', texto: 'Time choices 8 to 22 hours.', fluxos: ['varejo-evento'] },
  { id: '§9.11d', texto: 'Year filter: current and next year.', fluxos: ['varejo-evento'] },
  { id: '§9.10a', texto: '24 chairs; months 1-12; workstation total = unit price x months x chairs.', fluxos: ['varejo-estacao'] },
  { id: '§9.12a', texto: 'Redirect delay after payment 2 s.', fluxos: [...pagamentoConciliador, 'clube-pagamento', 'varejo-termo', ...varejoPagamento] },
  { id: '§9.12b', texto: 'Payment methods: retail Boleto, Cartao, Mensalidade', fluxos: varejoPagamento },
  { id: '§9.12c', texto: 'reconciliation credit card, boleto, monthly slip, debit.', fluxos: pagamentoConciliador },
  { id: '§9.12d', texto: 'Default CNPJ quantity 1.', fluxos: ['conciliador-contratacao'] },
  { id: '§9.13a', texto: 'Files at most 10MB.', fluxos: ['clube-anuncio', 'clube-banner'] },
];

export const regraPorId = new Map(regras.map((r) => [r.id, r]));
