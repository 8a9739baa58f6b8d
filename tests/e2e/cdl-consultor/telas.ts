/**
 * The consultant area's screens for the UI replay of generated paths (tests/e2e/support/caminhos.ts): the carteira and
 * its Enviar Login and Reenviar convite, Nova filiação, the registration, and the screens of one member (panel, tickets, edit, documents),
 * which act for associadoSelecionado (§6), chosen before they mount; and the invited company's public page (/convite).
 * Registered in tests/e2e/support/telas.ts: `npm run test:e2e -- --caminho consultor-painel#1`.
 */
import type { Locator, Page } from 'playwright-core';
import type { Convite } from '../../../src/contracts/cdl-consultor.contract';
import { mensagensConsultor, situacaoDoChamado } from '../../../src/domain/cdl-consultor/carteira';
import { mensagensDaLista, type Vaga } from '../../../src/domain/comum/arquivos';
import type { PaginaLista } from '../../../src/domain/comum/lista';
import { rascunhoCadastro, type CampoCadastro } from '../../../src/machines/cdl-consultor/cadastro.machine';
import { carteiraVazia, itemDaCarteira, linhaDoMembro } from '../../../src/machines/cdl-consultor/carteira.machine';
import { maisRecentesPrimeiro } from '../../../src/machines/cdl-consultor/chamados.machine';
import type { CampoEdicao } from '../../../src/machines/cdl-consultor/editar.machine';
import { CHAVE_ASSOCIADO_SELECIONADO, type MembroDaCarteira } from '../../../src/services/comum/associado.store';
import { donoDoRascunho } from '../../../src/services/comum/rascunho-varredura';
import { cadastroModelo } from '../../cdl-consultor/cadastro.model';
import { carteiraModelo, enviarLoginModelo } from '../../cdl-consultor/carteira.model';
import { conviteModelo, TOKEN } from '../../cdl-consultor/convite.model';
import { aCadastrar, convidado, membro, semArquivos } from '../../cdl-consultor/dados';
import { documentosModelo } from '../../cdl-consultor/documentos.model';
import { editarModelo } from '../../cdl-consultor/editar.model';
import { filiacaoModelo } from '../../cdl-consultor/filiacao.model';
import { chamadosModelo, painelModelo } from '../../cdl-consultor/painel.model';
import type { PathEvent } from '../../support/paths';
import { aviso, carregando, falhaDeCarga, foiPara, foiParaOLogin, noticia, type Acao, type Fluxo, type Tela } from '../support/caminhos';
import { botao, oculto, visivel } from '../support/tela';

const CONSULTOR = 'consultor@exemplo.com.br';

const AREA = '/produto/cdl-consultor';
const FILIACAO = `${AREA}/filiacao`;
const CARTEIRA = `${AREA}/minha-carteira`;

const main = (page: Page) => page.getByRole('main');
const titulo = (page: Page, nome: string) => visivel(main(page).getByRole('heading', { level: 1, name: nome, exact: true }));
const tentarDeNovo: Acao = (page) => botao(page, 'Tentar novamente').click();

/**
 * §6: the member the screens act for, put where the session reads it when the page loads (services/comum/
 * associado.store.ts: local storage, owned by the consultant's e-mail hash); a page that acted for another member
 * loads afresh. A call that names another codSocio than the model's input gets a refusal saying so (on screen).
 */
function atuandoPor(associado: MembroDaCarteira): NonNullable<Fluxo['preparar']> {
  const dono = donoDoRascunho({ dadosContatoPrincipal: [{ email: CONSULTOR }] } as Parameters<typeof donoDoRascunho>[0]);
  const valor = JSON.stringify({ dono, codSocio: associado.codSocio, nomeSocio: associado.nomeSocio });
  return async (page) => {
    await page.route((url) => url.pathname.startsWith('/api/Consultor/') && url.searchParams.has('codSocio'), (route) => {
      const codSocio = new URL(route.request().url()).searchParams.get('codSocio');
      if (codSocio === associado.codSocio) return route.fallback();
      return route.fulfill({ status: 400, json: { mensagem: `A tela age por ${codSocio}; o caminho, por ${associado.codSocio}.` } });
    });
    const atual = await page.evaluate((chave) => localStorage.getItem(chave), CHAVE_ASSOCIADO_SELECIONADO);
    if (atual === valor) return { recarregar: false };
    await page.evaluate(([chave, v]) => localStorage.setItem(chave, v), [CHAVE_ASSOCIADO_SELECIONADO, valor] as const);
    return { recarregar: true };
  };
}
// one member for the panel, its tickets and its edit (so a lane goes from one to the other without loading again)
const FLORES = painelModelo.input.associado;
const LUKASZ = { codSocio: documentosModelo.input.codSocio, nomeSocio: semArquivos.nomeSocio! };
// issue 27: each screen of one member names it in its address
const PAINEL = `${AREA}/associado/${FLORES.codSocio}`;
const CHAMADOS = `${AREA}/associado/${FLORES.codSocio}/chamados`;
const EDITAR = `${AREA}/associado/${FLORES.codSocio}/editar`;
const ARQUIVOS = `${AREA}/associado/${LUKASZ.codSocio}/arquivos`;

/** The member's screen refused (404 outside the carteira): its title, the server's sentence, the way back, nothing of the member. */
async function membroRecusado({ page, s, expect }: Tela, nome: string, volta = 'Voltar para a lista de associados') {
  await titulo(page, nome);
  await visivel(main(page).getByRole('alert').filter({ hasText: noticia(s) ?? '' }));
  await visivel(main(page).getByRole('link', { name: volta, exact: true }));
  expect(await main(page).getByText(/Flores|Łukasz|0001001|0001004/).count(), 'nada do associado').toBe(0);
}

/** A failed read of one member: the title, the failure's text and Tentar novamente. */
async function falhaDoMembro(t: Tela, nome: string) {
  await titulo(t.page, nome);
  await falhaDeCarga(t, noticia(t.s) ?? '');
}

/**
 * A form's button clicked as a user does at 360 px, where the toasts sit at the bottom (App.tsx): scrolled to the
 * middle; a button at the very end of the page stays under a toast (up to 6 s), and the user waits for it to go.
 */
async function clicar(botaoDaTela: Locator) {
  await botaoDaTela.evaluate((b) => b.scrollIntoView({ block: 'center' }));
  const page = botaoDaTela.page();
  if (!(await botaoDaTela.click({ trial: true, timeout: 500 }).then(() => true, () => false))) {
    await page.mouse.move(0, 0); // a toast under the pointer stays (react-hot-toast pauses on hover)
    await page.waitForFunction(() => !document.querySelector('[data-rht-toaster] [role="status"]'), null, { timeout: 9_000 });
  }
  await botaoDaTela.click();
}

/** A masked field (react-imask): cleared, then typed key by key as a user does. */
async function digitar(campo: Locator, digitos: string) {
  await campo.fill('');
  if (digitos) await campo.pressSequentially(digitos);
}

/** The digits a masked field shows. */
const digitosDe = async (campo: Locator) => (await campo.inputValue()).replace(/\D/g, '');

/** Each problem under its field and in the summary ('Corrija os campos abaixo'), or neither. */
async function problemasNaTela({ page, expect }: Tela, problemas: Record<string, string>) {
  const textos = Object.values(problemas);
  const resumo = main(page).locator('#resumo-de-erros li');
  await expect.poll(() => resumo.allTextContents(), { message: 'o resumo de erros' }).toEqual(textos);
  for (const texto of textos) await visivel(main(page).locator('.erro-campo').filter({ hasText: texto }).first());
  if (!textos.length) expect(await main(page).locator('.erro-campo').count()).toBe(0);
}

// ── Nova filiação ──────────────────────────────────────────────────────────────────────
export const filiacao: Fluxo = {
  modelo: filiacaoModelo,
  pagina: FILIACAO,
  email: CONSULTOR,
  atores: { requestAffiliation: { api: '/api/Consultor/EnviarEmailFuturoAssociado', corpo: (mensagem) => ({ mensagem }) } },
  acoes: {
    'email.change': async (page, e: PathEvent) => { await main(page).getByLabel('E-mail').fill((e as { email: string }).email); },
    'form.submit': async (page) => {
      const solicitar = botao(page, 'SOLICITAR');
      if (await solicitar.isDisabled()) return { bloqueado: '' };
      await solicitar.click();
    },
  },
  async tela(t) {
    const { page, s, expect } = t;
    switch (s.value) {
      case 'editing': {
        await titulo(page, 'Nova filiação');
        await expect.poll(() => main(page).getByLabel('E-mail').inputValue()).toBe(s.context.email);
        await expect.poll(() => botao(page, 'SOLICITAR').isEnabled()).toBe(true);
        const problema = s.context.problema as string | null;
        // the field's problem (§5, or the server's 409 sentence) under it and in the summary
        if (problema) await visivel(main(page).locator('.erro-campo').filter({ hasText: problema }));
        else expect(await main(page).locator('.erro-campo').count()).toBe(0);
        return aviso(t);
      }
      case 'sending':
        return expect.poll(() => botao(page, 'SOLICITAR').isDisabled(), { message: 'SOLICITAR desabilitado enquanto envia' }).toBe(true);
      case 'done':
        await foiPara(page, CARTEIRA);
        return aviso(t);
      case 'sessionLost': return foiParaOLogin(t);
      default: throw new Error(`estado da filiação sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

// ── Lista de Associados (the list kit over ConsultarCarteira) ─────────────────────────────────
/** The members behind the model's pages (tests/cdl-consultor/carteira.model.ts), by row id: the API answers members, not rows. */
const MEMBROS = new Map([membro(), convidado, aCadastrar, semArquivos,
  ...Array.from({ length: 6 }, (_, i) => membro({ membroId: 10 + i, codSocio: `00020${i}`, nomeSocio: `Associado ${i}` }))]
  .map((m) => [String(m.membroId), m]));
const exigir = (condicao: boolean, mensagem: string) => { if (!condicao) throw new Error(mensagem); };

/** ConsultarCarteira's body for a page of rows of the model. */
function paginaDaCarteira(pagina: PaginaLista) {
  const associados = pagina.itens.map((item) => {
    const m = MEMBROS.get(item.id);
    exigir(m !== undefined && JSON.stringify(itemDaCarteira(m)) === JSON.stringify(item), `linha ${item.id} da carteira sem associado conhecido aqui`);
    return m!;
  });
  return { associados, totalLinhas: pagina.totalLinhas };
}

const API_CARTEIRA = '/api/Consultor/ConsultarCarteira';
const linhasDaTabela = (page: Page) => main(page).locator('table.tabela-lista tbody tr');

export const carteira: Fluxo = {
  modelo: carteiraModelo,
  pagina: CARTEIRA,
  email: CONSULTOR,
  atores: { loadPage: { api: API_CARTEIRA, corpo: (o) => paginaDaCarteira(o as PaginaLista) } },
  acoes: {
    retry: tentarDeNovo,
    'rows.set': (page, e: PathEvent) => main(page).getByLabel('Itens por página').selectOption(String((e as { linhas: number }).linhas)).then(() => {}),
    // the paging has Anterior and Próxima only: a path goes one page at a time
    'page.go': async (page, e: PathEvent) => {
      const destino = (e as { pagina: number }).pagina;
      const [, atual] = /Página (\d+) de/.exec(await main(page).getByText(/^Página \d+ de \d+$/).innerText()) ?? [];
      const passo = destino - Number(atual);
      if (Math.abs(passo) !== 1) throw new Error(`da página ${atual} não se vai à ${destino} com um clique`);
      await botao(page, passo > 0 ? 'Próxima' : 'Anterior').click();
    },
    // the filter asks the server once the typing stops (CarteiraView's ESPERA_DO_FILTRO_MS): done when it asked
    'filter.set': async (page, e: PathEvent) => {
      const { filtro } = e as { filtro: string };
      const pedido = page.waitForRequest((r) => {
        const url = new URL(r.url());
        return url.pathname === API_CARTEIRA && url.searchParams.get('filtro') === filtro;
      });
      await main(page).getByLabel('Filtrar').fill(filtro);
      await pedido;
    },
  },
  async tela(t) {
    const { page, s, expect } = t;
    const { itens, pagina, linhas, totalLinhas, filtro } = s.context as { itens: unknown[]; pagina: number; linhas: number; totalLinhas: number; filtro: string };
    if (s.value === 'sessionLost') return foiParaOLogin(t);
    await titulo(page, 'Lista de Associados');
    await expect.poll(() => main(page).getByLabel('Filtrar').inputValue(), { message: 'Filtrar' }).toBe(filtro);
    switch (s.value) {
      case 'loading':
        if (!itens.length) return carregando(t);
        // the rows of the last page stay, busy, and nothing pages meanwhile
        await visivel(main(page).locator('table.tabela-lista[aria-busy="true"]'));
        return expect.poll(() => main(page).getByLabel('Itens por página').isDisabled()).toBe(true);
      case 'showing': {
        if (!itens.length) return visivel(main(page).getByText(carteiraVazia(filtro), { exact: true }));
        await expect.poll(() => linhasDaTabela(page).count()).toBe(itens.length);
        await visivel(main(page).locator('table.tabela-lista[aria-busy="false"]'));
        const primeiro = (pagina - 1) * linhas + 1;
        await visivel(main(page).getByText(`Exibindo ${primeiro} até ${Math.min(primeiro + linhas - 1, totalLinhas)} de ${totalLinhas}`));
        await expect.poll(() => main(page).getByLabel('Itens por página').inputValue()).toBe(String(linhas));
        const paginas = Math.max(1, Math.ceil(totalLinhas / linhas));
        if (paginas > 1) await visivel(main(page).getByText(`Página ${pagina} de ${paginas}`, { exact: true }));
        return;
      }
      case 'loadFailed': return falhaDeCarga(t, noticia(s) ?? '');
      default: throw new Error(`estado da carteira sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

// ── Enviar Login and Reenviar convite (a row's button, beside the list) ──────────────────
const CARTEIRA_FIXA = [membro(), convidado, aCadastrar, semArquivos];
const enviarLoginDe = (page: Page, codSocio: string) => {
  const m = CARTEIRA_FIXA.find((x) => x.codSocio === codSocio);
  if (!m) throw new Error(`nenhuma linha da carteira com o código ${codSocio}`);
  return main(page).getByRole('button', { name: `Enviar Login: ${linhaDoMembro(m).nome}`, exact: true });
};
const reenviarConviteDe = (page: Page, membroId: number) => {
  const m = CARTEIRA_FIXA.find((x) => x.membroId === membroId);
  if (!m) throw new Error(`nenhuma linha da carteira ${membroId}`);
  return main(page).getByRole('button', { name: `Reenviar convite: ${linhaDoMembro(m).nome}`, exact: true });
};

export const enviarLogin: Fluxo = {
  modelo: enviarLoginModelo,
  pagina: CARTEIRA,
  email: CONSULTOR,
  atores: {
    sendLogin: { api: '/api/Consultor/EnviarEmailCredenciaisAssociado', corpo: (mensagem) => ({ mensagem }) },
    resendInvite: { api: '/api/Consultor/ReenviarConvite', corpo: (mensagem) => ({ mensagem }) },
  },
  // the list's own machine reads its page too (not this flow's call): the same members every time
  preparar: async (page) => {
    await page.route('**/api/Consultor/ConsultarCarteira?**', (route) => route.fulfill({ json: { associados: CARTEIRA_FIXA, totalLinhas: CARTEIRA_FIXA.length } }));
  },
  acoes: {
    'login.send': (page, e: PathEvent) => clicar(enviarLoginDe(page, (e as { codSocio: string }).codSocio)),
    'convite.resend': (page, e: PathEvent) => clicar(reenviarConviteDe(page, (e as { membroId: number }).membroId)),
  },
  async tela(t) {
    const { page, s, expect } = t;
    const registrados = CARTEIRA_FIXA.filter((m) => linhaDoMembro(m).podeEnviarLogin);
    const convidados = CARTEIRA_FIXA.filter((m) => linhaDoMembro(m).podeReenviarConvite);
    const todos = [...registrados.map((m) => enviarLoginDe(page, m.codSocio!)), ...convidados.map((m) => reenviarConviteDe(page, m.membroId))];
    switch (s.value) {
      case 'idle':
        for (const m of registrados) {
          const b = enviarLoginDe(page, m.codSocio!);
          // issue 27: sent, or refused as too soon, the button waits (disabled) until the time the machine keeps
          const esperando = (s.context.esperas[m.codSocio!] ?? 0) > Date.now();
          await expect.poll(() => b.textContent()).toBe('Enviar Login');
          await expect.poll(() => b.isEnabled(), { message: `Enviar Login de ${m.codSocio}` }).toBe(!esperando);
        }
        for (const m of convidados) {
          const b = reenviarConviteDe(page, m.membroId);
          await expect.poll(() => b.textContent()).toBe('Reenviar convite');
          await expect.poll(() => b.isEnabled(), { message: `Reenviar convite da linha ${m.membroId}` }).toBe(true);
        }
        return aviso(t);
      case 'sending':
        // one e-mail at a time: that row says so, every button of the carteira waits
        await expect.poll(() => enviarLoginDe(page, s.context.codSocio as string).textContent()).toBe('Enviando…');
        for (const b of todos) await expect.poll(() => b.isDisabled()).toBe(true);
        return;
      case 'resending':
        await expect.poll(() => reenviarConviteDe(page, s.context.membroId as number).textContent()).toBe('Reenviando…');
        for (const b of todos) await expect.poll(() => b.isDisabled()).toBe(true);
        return;
      case 'sessionLost': return foiParaOLogin(t);
      default: throw new Error(`estado do Enviar Login sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

// ── Cadastrar associado ───────────────────────────────────────────────────────────────────
const MASCARADOS: readonly CampoCadastro[] = ['cgccfo', 'cpf', 'celular', 'telefone'];
const SELECOES: readonly CampoCadastro[] = ['codpacote', 'tp_empresa', 'sexo'];
const campoDoCadastro = (page: Page, campo: CampoCadastro) => main(page).locator(`#cadastro-${campo}`);

export const cadastro: Fluxo = {
  modelo: cadastroModelo,
  pagina: `${AREA}/cadastrar-associado/${cadastroModelo.input.membroId}`,
  email: CONSULTOR,
  atores: {
    loadMember: { api: '/api/Consultor/ConsultarMembro', corpo: (o) => o },
    register: { api: '/api/Consultor/CadastrarAssociado', corpo: (o) => o },
  },
  // a path starts on an empty form: the draft an earlier path left in this tab is forgotten
  preparar: async (page) => {
    await page.evaluate((prefixo) => {
      for (const chave of Object.keys(sessionStorage)) if (chave.startsWith(prefixo)) sessionStorage.removeItem(chave);
    }, `${rascunhoCadastro.chave}:`);
  },
  acoes: {
    retry: tentarDeNovo,
    'field.change': async (page, e: PathEvent) => {
      const { campo, valor } = e as { campo: CampoCadastro; valor: string };
      const controle = campoDoCadastro(page, campo);
      if (SELECOES.includes(campo)) await controle.selectOption(valor);
      else if (MASCARADOS.includes(campo)) await digitar(controle, valor);
      else await controle.fill(valor);
    },
    'form.submit': (page) => clicar(botao(page, 'CADASTRAR')),
  },
  async tela(t) {
    const { page, s, expect } = t;
    const nome = 'Cadastrar associado';
    switch (s.value) {
      case 'loading': return carregando(t);
      case 'loadFailed': return falhaDoMembro(t, nome);
      case 'refused': return membroRecusado(t, nome);
      case 'editing': {
        await titulo(page, nome);
        await expect.poll(() => main(page).locator('#cadastro-email').inputValue()).toBe(s.context.email);
        for (const [campo, valor] of Object.entries(s.context.campos as Record<CampoCadastro, string>) as [CampoCadastro, string][]) {
          const controle = campoDoCadastro(page, campo);
          await expect.poll(() => (MASCARADOS.includes(campo) ? digitosDe(controle) : controle.inputValue()), { message: campo }).toBe(valor);
        }
        await expect.poll(() => botao(page, 'CADASTRAR').isEnabled()).toBe(true);
        await problemasNaTela(t, s.context.problemas as Record<string, string>);
        return aviso(t);
      }
      case 'sending': {
        const aguarde = botao(page, 'Aguarde');
        await visivel(aguarde);
        return expect.poll(() => aguarde.isDisabled(), { message: 'sem segundo CADASTRAR enquanto o primeiro corre' }).toBe(true);
      }
      case 'registered': {
        // issue 27: no form for a member registered already; its documents are the next step
        await titulo(page, nome);
        const c = s.context.cadastrado as { codSocio: string; nome: string };
        await visivel(main(page).getByRole('status').filter({ hasText: `já foi cadastrado (código ${c.codSocio})` }));
        await expect.poll(() => main(page).locator('#cadastro-email').count()).toBe(0);
        return visivel(main(page).getByRole('link', { name: 'ENVIAR DOCUMENTOS' }));
      }
      case 'done':
        // issue 27: the next step, the new member's documents
        await foiPara(page, new RegExp(`^${AREA}/associado/\\d+/arquivos$`));
        return aviso(t);
      case 'sessionLost': return foiParaOLogin(t);
      default: throw new Error(`estado do cadastro sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

// ── Painel do Associado ───────────────────────────────────────────────────────────────────
export const painel: Fluxo = {
  modelo: painelModelo,
  pagina: PAINEL,
  email: CONSULTOR,
  preparar: atuandoPor(FLORES),
  atores: { loadMember: { api: '/api/Consultor/ConsultarAssociado', corpo: (o) => o } },
  acoes: { retry: tentarDeNovo },
  async tela(t) {
    const { page, s } = t;
    switch (s.value) {
      case 'loading': return carregando(t);
      case 'loadFailed': return falhaDoMembro(t, 'Painel do Associado');
      case 'refused': return membroRecusado(t, 'Painel do Associado', 'VOLTAR'); // this screen's way back is its VOLTAR
      case 'showing':
        await titulo(page, s.context.nome as string);
        await visivel(main(page).getByRole('link', { name: /^Lista de Chamados/ }));
        await visivel(main(page).getByRole('link', { name: /^Editar Dados/ }));
        await visivel(main(page).getByRole('link', { name: /^CDL Saúde Gerenciar Vidas/ }));
        return visivel(main(page).getByRole('link', { name: 'VOLTAR' }));
      case 'sessionLost': return foiParaOLogin(t);
      default: throw new Error(`estado do painel sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

// ── Chamados ──────────────────────────────────────────────────────────────────────────────
type ChamadoNaTela = { codigo: string; label: string; status: 0 | 1 | 2; tipoultimasolucao: string | null; ultimasolucao: string | null };

export const chamados: Fluxo = {
  modelo: chamadosModelo,
  pagina: CHAMADOS,
  email: CONSULTOR,
  preparar: atuandoPor(FLORES),
  atores: { loadTickets: { api: '/api/Consultor/ConsultarChamados', corpo: (o) => o } },
  acoes: {
    retry: tentarDeNovo,
    'ticket.select': (page, e: PathEvent) => main(page).getByLabel('Chamado', { exact: true }).selectOption((e as { codigo: string }).codigo).then(() => {}),
  },
  async tela(t) {
    const { page, s, expect } = t;
    switch (s.value) {
      case 'loading': return carregando(t);
      case 'loadFailed': return falhaDoMembro(t, 'Chamados');
      case 'refused': return membroRecusado(t, 'Chamados', 'VOLTAR');
      case 'empty':
        await titulo(page, 'Chamados');
        return visivel(main(page).getByText(mensagensConsultor.semChamados, { exact: true }));
      case 'showing': {
        await titulo(page, 'Chamados');
        const lista = s.context.chamados as ChamadoNaTela[];
        // newest first (§4), the selected one on the card
        const opcoes = main(page).getByLabel('Chamado', { exact: true }).locator('option');
        await expect.poll(() => opcoes.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))
          .toEqual(maisRecentesPrimeiro(lista as never).map((c: ChamadoNaTela) => c.codigo));
        await expect.poll(() => main(page).getByLabel('Chamado', { exact: true }).inputValue()).toBe(s.context.selecionado);
        const chamado = lista.find((c) => c.codigo === s.context.selecionado)!;
        const cartao = main(page).getByRole('article');
        // issue 27: the number in the heading, and the status as the consultant reads it ('Recusado', 'Finalizado: documentos recusados')
        await visivel(cartao.getByRole('heading', { name: `${chamado.label} nº ${chamado.codigo}`, exact: true }));
        await visivel(cartao.getByText(situacaoDoChamado(chamado as never), { exact: true }));
        return visivel(cartao.getByText(chamado.ultimasolucao ?? '-', { exact: true }).first());
      }
      case 'sessionLost': return foiParaOLogin(t);
      default: throw new Error(`estado dos chamados sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

// ── Editar associado ──────────────────────────────────────────────────────────────────────
const ROTULOS_EDICAO: Record<CampoEdicao, string> = {
  cep: 'CEP', lograd: 'Logradouro', numero: 'Número', complemento: 'Complemento', bairro: 'Bairro', cidade: 'Cidade', uf: 'UF', telefone: 'Telefone',
};
const campoDaEdicao = (page: Page, campo: CampoEdicao) => main(page).locator(`#editar-${campo}`);

export const editar: Fluxo = {
  modelo: editarModelo,
  pagina: EDITAR,
  email: CONSULTOR,
  preparar: atuandoPor(FLORES),
  atores: {
    loadMember: { api: '/api/Consultor/ConsultarAssociado', corpo: (o) => o },
    saveUpdate: { api: '/api/Consultor/AtualizarCadastroAssociado', corpo: (mensagem) => ({ mensagem }) },
  },
  acoes: {
    retry: tentarDeNovo,
    'field.change': async (page, e: PathEvent) => {
      const { campo, valor } = e as { campo: CampoEdicao; valor: string };
      const controle = campoDaEdicao(page, campo);
      if (campo === 'uf') await controle.selectOption(valor);
      else if (campo === 'cep' || campo === 'telefone') await digitar(controle, valor);
      else await controle.fill(valor);
    },
    'form.submit': (page) => clicar(botao(page, 'Salvar')),
  },
  async tela(t) {
    const { page, s, expect } = t;
    const nome = 'Editar associado';
    const dados = s.context.dados as { razaosocial: string } | null;
    const banner = main(page).getByRole('status').filter({ hasText: mensagensConsultor.atualizacaoEmAberto });
    switch (s.value) {
      case 'loading':
        if (!dados) return carregando(t);
        // read again after a request: the form stays, nothing sends meanwhile
        await titulo(page, nome);
        await expect.poll(() => botao(page, 'Aguarde').isDisabled()).toBe(true);
        return aviso(t);
      case 'loadFailed': return falhaDoMembro(t, nome);
      case 'refused': return membroRecusado(t, nome);
      case 'editing': {
        await titulo(page, nome);
        // the member's name heads the page too (issue 27): the data's own line is one of them
        await visivel(main(page).getByText(dados!.razaosocial, { exact: true }).first());
        const campos = s.context.campos as Record<CampoEdicao, string>;
        for (const campo of Object.keys(ROTULOS_EDICAO) as CampoEdicao[]) {
          const controle = campoDaEdicao(page, campo);
          await expect.poll(() => (campo === 'cep' || campo === 'telefone' ? digitosDe(controle) : controle.inputValue()), { message: ROTULOS_EDICAO[campo] })
            .toBe(campos[campo]);
        }
        // §2: an open update request shows the banner and Salvar waits
        const aberto = s.context.chamadoAtualizacao as boolean;
        await expect.poll(() => banner.count(), { message: 'o aviso de solicitação em aberto' }).toBe(aberto ? 1 : 0);
        await expect.poll(() => botao(page, 'Salvar').isEnabled(), { message: 'Salvar' }).toBe(!aberto);
        await problemasNaTela(t, s.context.problemas as Record<string, string>);
        return aviso(t);
      }
      case 'saving': {
        const aguarde = botao(page, 'Aguarde');
        await visivel(aguarde);
        await expect.poll(() => aguarde.isDisabled()).toBe(true);
        return expect.poll(() => campoDaEdicao(page, 'lograd').isDisabled(), { message: 'os campos esperam a resposta' }).toBe(true);
      }
      case 'sessionLost': return foiParaOLogin(t);
      default: throw new Error(`estado da edição sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

// ── Documentos do associado ───────────────────────────────────────────────────────────────
/** A slot of the documents screen: its field, label, card and Remover. */
const vaga = (page: Page, documento: string) => main(page).locator('.campo-arquivos', { has: page.locator(`input[type="file"][name="${documento}"]`) });

export const documentos: Fluxo = {
  modelo: documentosModelo,
  pagina: ARQUIVOS,
  email: CONSULTOR,
  preparar: atuandoPor(LUKASZ),
  atores: {
    loadDocuments: { api: '/api/Consultor/ConsultarDocumentacaoAssociado', corpo: (o) => o },
    sendDocuments: { api: '/api/Consultor/AnexarDocumentacaoAssociado', corpo: (mensagem) => ({ mensagem }) },
  },
  acoes: {
    'file.choose': async (page, e: PathEvent) => {
      const { vaga: documento, arquivo } = e as { vaga: string; arquivo: File };
      await vaga(page, documento).locator('input[type="file"]')
        .setInputFiles({ name: arquivo.name, mimeType: arquivo.type, buffer: Buffer.from(await arquivo.arrayBuffer()) });
    },
    'file.remove': (page, e: PathEvent) => vaga(page, (e as { vaga: string }).vaga).getByRole('button', { name: /^Remover / }).click(),
    'form.submit': (page) => clicar(botao(page, 'ENVIAR')),
    // Not replayable: the browser reports the bytes sent (XHR upload.onprogress) only as they go out, and page.route
    // holds the request before its body leaves. The real bar is tested on a throttled network instead
    // (tests/e2e/comum/formularios.e2e.test.ts, 'barra de progresso real'); here the bar stays 'Preparando o envio…'.
    'upload.progress': async () => {},
  },
  async tela(t) {
    const { page, s, expect } = t;
    const nome = 'Documentos do associado';
    const vagas = s.context.vagas as Vaga[];
    const arquivos = s.context.arquivos as Record<string, File>;
    switch (s.value) {
      case 'loading': return carregando(t);
      case 'listFailed': return membroRecusado(t, nome);
      case 'choosing':
      case 'sending': {
        await titulo(page, nome);
        await visivel(main(page).getByText(LUKASZ.nomeSocio, { exact: true }));
        await expect.poll(() => main(page).getByText(mensagensConsultor.documentosInvalidados).count(), { message: 'o aviso de documentos recusados' })
          .toBe(s.context.algumRejeitado ? 1 : 0);
        for (const v of vagas) {
          const slot = vaga(page, v.chave);
          const arquivo = arquivos[v.chave];
          await expect.poll(() => slot.locator('.cartao-arquivo-nome').allTextContents(), { message: v.chave }).toEqual(arquivo ? [arquivo.name] : []);
          // the review of the last ticket beside its document (§4 INCORRETA)
          if (v.nota) await visivel(slot.getByText(v.nota.texto, { exact: true }));
          // ENVIAR without every document: each empty slot says so
          const falta = s.context.exigir && !arquivo;
          // issue 27: a file the server refused says why on its card
          const recusado = Boolean(arquivo && (s.context.recusas as Record<string, string>)[v.chave]);
          await expect.poll(() => slot.locator('.erro-campo').count(), { message: `${v.chave}: falta o arquivo ou foi recusado` }).toBe(falta || recusado ? 1 : 0);
        }
        const alerta = main(page).getByRole('alert');
        const texto = noticia(s);
        if (texto) await visivel(alerta.filter({ hasText: texto }));
        else await expect.poll(() => alerta.count()).toBe(0);
        const enviar = botao(page, 'ENVIAR');
        if (s.value === 'choosing') {
          await oculto(page.locator('progress#progresso-envio'));
          return expect.poll(() => enviar.isEnabled()).toBe(true);
        }
        // the bar from the start, without a figure while the request is held (see 'upload.progress' above)
        await visivel(page.locator('progress#progresso-envio'));
        await expect.poll(() => page.locator('#progresso-envio-texto').textContent()).toBe(mensagensDaLista.preparando);
        return expect.poll(() => enviar.isDisabled(), { message: 'ENVIAR desabilitado enquanto envia' }).toBe(true);
      }
      // issue 27: under review or approved, the state instead of the form
      case 'underReview':
      case 'approved':
        await titulo(page, nome);
        await visivel(main(page).getByRole('status').filter({
          hasText: s.value === 'underReview' ? mensagensConsultor.documentosEmAnalise : mensagensConsultor.documentosAprovados,
        }));
        return expect.poll(() => main(page).locator('input[type="file"]').count(), { message: 'sem formulário' }).toBe(0);
      case 'sent':
        await titulo(page, nome);
        await visivel(main(page).getByRole('status').filter({ hasText: mensagensConsultor.validandoDocumentos }));
        return visivel(main(page).getByRole('link', { name: 'Voltar para a lista de associados' }));
      case 'sessionLost': return foiParaOLogin(t);
      default: throw new Error(`estado dos documentos sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

// ── Convite (/convite#token: public, logged out) ──────────────────────────────────────────
/** A PDF's first bytes: the page saves whatever the server sends. */
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

export const convite: Fluxo = {
  modelo: conviteModelo,
  pagina: `/convite#${TOKEN}`,
  // logged out, there is no institutional page to rest on between paths: each one loads the link
  sempreRecarregar: true,
  atores: {
    loadInvitation: { api: '/api/Convite/Consultar', corpo: (o) => o },
    downloadTerm: { api: '/api/Convite/Termo', corpo: () => ({ file: { fileContents: PDF, fileDownloadName: 'termo-de-uso.pdf' } }) },
    acceptInvitation: { api: '/api/Convite/Aceitar', corpo: (mensagem) => ({ mensagem }) },
    setPassword: { api: '/api/Convite/DefinirSenha', corpo: (mensagem) => ({ mensagem }) },
  },
  acoes: {
    retry: tentarDeNovo,
    'field.change': (page, e: PathEvent) => {
      const { field, value } = e as { field: 'senha' | 'confirmacao'; value: string };
      return main(page).locator(`#convite-${field}`).fill(value);
    },
    'agree.toggle': (page) => main(page).getByLabel('Estou de acordo com o termo acima.').click(),
    'pdf.download': (page) => botao(page, 'Baixar PDF').click(),
    'form.submit': async (page) => {
      const aceitar = main(page).getByRole('button', { name: /^(Aceitar e criar senha|Criar senha)$/ });
      await aceitar.click();
    },
  },
  async tela(t) {
    const { page, s, expect } = t;
    const c = s.context as { convite: Convite | null; agreed: boolean; senha: string; confirmacao: string; problemas: Record<string, string>; motivo: string | null; feito: string | null };
    if (s.matches('loading')) return visivel(main(page).getByText('Abrindo o convite…', { exact: true }));
    if (s.matches('loadFailed')) {
      await titulo(page, 'Convite');
      return falhaDeCarga(t, noticia(s) ?? '');
    }
    if (s.matches('invalid')) {
      await titulo(page, 'Link indisponível');
      await visivel(main(page).getByText(c.motivo ?? '', { exact: true }));
      return visivel(main(page).getByRole('link', { name: 'Ir para o login' }));
    }
    if (s.matches('done')) {
      await titulo(page, c.convite?.finalidade === 'filiacao' ? 'Termo aceito' : 'Senha criada');
      await visivel(main(page).getByRole('status').filter({ hasText: c.feito ?? '' }));
      return visivel(main(page).getByRole('link', { name: 'Ir para o login' }));
    }
    const comTermo = s.matches('invitation');
    const sending = s.matches({ invitation: 'sending' }) || s.matches({ password: 'sending' });
    const baixando = s.matches({ invitation: 'downloading' });
    if (!comTermo && !s.matches('password')) throw new Error(`estado do convite sem marcador: ${JSON.stringify(s.value)}`);
    await titulo(page, comTermo ? 'Convite para o Portal do Associado' : 'Criar senha');
    await expect.poll(() => main(page).getByLabel('E-mail de acesso').inputValue()).toBe(c.convite!.email);
    const aceite = main(page).getByLabel('Estou de acordo com o termo acima.');
    if (comTermo) {
      // the Termo de Uso as text, then the agreement
      await expect.poll(() => main(page).locator('.termo-clausulas li').allTextContents()).toEqual(c.convite!.termo!.clausulas);
      await expect.poll(() => aceite.isChecked(), { message: 'o de acordo' }).toBe(c.agreed);
      await expect.poll(() => botao(page, baixando ? 'Aguarde' : 'Baixar PDF').isDisabled(), { message: 'Baixar PDF' }).toBe(baixando || sending);
    } else await expect.poll(() => aceite.count(), { message: 'o link de nova senha não tem termo' }).toBe(0);
    await expect.poll(() => main(page).locator('#convite-senha').inputValue()).toBe(c.senha);
    await expect.poll(() => main(page).locator('#convite-confirmacao').inputValue()).toBe(c.confirmacao);
    await problemasNaTela(t, c.problemas);
    const alerta = main(page).locator('p.alerta[role="alert"]');
    const texto = noticia(s);
    if (texto) await visivel(alerta.filter({ hasText: texto }));
    else await expect.poll(() => alerta.count()).toBe(0);
    const rotulo = sending ? 'Aguarde' : comTermo ? 'Aceitar e criar senha' : 'Criar senha';
    await expect.poll(() => botao(page, rotulo).isDisabled(), { message: rotulo }).toBe(sending || baixando);
  },
};

export const telasDoConsultor: Fluxo[] = [carteira, enviarLogin, filiacao, cadastro, documentos, painel, editar, chamados, convite];

/** This folder's flows with screens, for tests/e2e/support/telas.ts (which finds this file by its name). */
export const telas = telasDoConsultor;
