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
const pagamentoConciliador = ['conciliador-pagamento', 'conciliador-pagamento-nao-associado'];
const atendimento = ['atendimento-fila', 'atendimento-chamado', 'atendimento-boletos'];
const contratacaoConciliador = ['conciliador-catalogo', 'conciliador-contratacao', 'conciliador-termo'];
const comSessao = ['clube-painel', 'clube-termo', 'clube-cancelamento', 'clube-anuncio', 'clube-lista', 'clube-banner',
  'clube-usuarios', ...planilhas, 'clube-situacao', 'clube-pagamento', 'lista-com-escolha', 'sessao', ...pagamentoConciliador, 'conciliador-painel', ...atendimento, ...contratacaoConciliador];

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
  // §8 Error catalogue
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
  { id: '§9.12a', texto: 'Redirect delay after payment 2 s.', fluxos: [...pagamentoConciliador, 'clube-pagamento'] },
  { id: '§9.12c', texto: 'reconciliation credit card, boleto, monthly slip, debit.', fluxos: pagamentoConciliador },
  { id: '§9.12d', texto: 'Default CNPJ quantity 1.', fluxos: ['conciliador-contratacao'] },
  { id: '§9.13a', texto: 'Files at most 10MB.', fluxos: ['clube-anuncio', 'clube-banner'] },
];

export const regraPorId = new Map(regras.map((r) => [r.id, r]));
