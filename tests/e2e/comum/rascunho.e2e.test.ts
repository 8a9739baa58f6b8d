/**
 * Drafts in the browser's own storages: a login keeps its own live drafts and forgets everyone else's
 * and the expired ones, SAIR forgets every draft of the browser, in local and session storage, and never
 * touches what is not a draft. The club's ad form (the kit's first user) comes back as typed after a
 * reload and after the session expired mid-send, asking for its files again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chaveDoRascunho, donoDoRascunho, guardarRascunho, VALIDADE_RASCUNHO_MS, type Ambiente, type TipoArmazenamento,
} from '../../../src/services/comum/rascunho';
import { AGORA_FIXO, ambiente } from '../support/ambiente';
import { preencherCadastro } from '../support/anuncio';
import { verificarTela } from '../support/navegador';
import { botao, emTela, visivel } from '../support/tela';
import { pngDeCor } from '../../support/arquivos';
import { entrarPelaTela, preencherLogin } from '../support/login';

const portal = ambiente({ agora: AGORA_FIXO });
portal.registrarCiclo();

const ANA = 'associado@exemplo.com.br';
const BRUNO = 'clube.termo@exemplo.com.br';
const dono = (email: string) => donoDoRascunho({ dadosContatoPrincipal: [{ email } as never] })!;

/** A draft envelope as the kit writes it, saved `idade` ms ago. */
function rascunho(email: string, idade = 0): string {
  let texto = '';
  const ambienteFalso: Ambiente = {
    armazenamento: () => ({ setItem: (_: string, v: string) => { texto = v; } }) as unknown as Storage,
    agora: () => portal.agora().getTime() - idade,
  };
  guardarRascunho({ chave: 'x', versao: 1, emRepouso: ['editing'] },
    { status: 'active', value: 'editing', context: { nome: 'Ana Souza' } } as never, { dono: dono(email) }, ambienteFalso);
  return texto;
}

type Conteudo = Record<TipoArmazenamento, Record<string, string>>;
const conteudo = (page: Page): Promise<Conteudo> => page.evaluate(() => {
  const ler = (s: Storage) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k) => [k, s.getItem(k)!]));
  return { local: ler(localStorage), sessao: ler(sessionStorage) };
});
const gravar = (page: Page, c: Conteudo) => page.evaluate((c) => {
  for (const [k, v] of Object.entries(c.local)) localStorage.setItem(k, v);
  for (const [k, v] of Object.entries(c.sessao)) sessionStorage.setItem(k, v);
}, c);
const chaves = (c: Conteudo) => ({ local: Object.keys(c.local).sort(), sessao: Object.keys(c.sessao).sort() });

describe('Rascunhos no navegador (issue 9, LGPD)', () => {
  it('o login mantém os seus e apaga os dos outros e os vencidos; SAIR apaga todos, nos dois armazenamentos', async () => {
    const page = await portal.abrir();
    await entrarPelaTela(page, ANA);
    const daAna = chaveDoRascunho('cdlsaude_cadastro', dono(ANA));
    const anuncioDaAna = chaveDoRascunho('anuncio', dono(ANA));
    const vencido = chaveDoRascunho('spc_conciliador', dono(ANA));
    const doBruno = chaveDoRascunho('cdlsaude_cadastro', dono(BRUNO));
    // expired an hour ago: the page's clock and the server's (the draft's) may differ by seconds (a reload under faketime
    // restarts Playwright's page clock from its install)
    await gravar(page, {
      local: { [daAna]: rascunho(ANA), [vencido]: rascunho(ANA, VALIDADE_RASCUNHO_MS + 3_600_000), [doBruno]: rascunho(BRUNO), preferencia: 'clara' },
      sessao: { [anuncioDaAna]: rascunho(ANA), [chaveDoRascunho('reserva', dono(BRUNO))]: rascunho(BRUNO) },
    });

    // a reload logs Ana in again (the session check): her live drafts stay, the rest goes
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await expect.poll(async () => chaves(await conteudo(page))).toEqual({
      local: [daAna, 'preferencia'].sort(), sessao: [anuncioDaAna],
    });
    expect((await conteudo(page)).local[daAna]).toContain('Ana Souza');

    // SAIR: nothing of anyone's drafts is left for the next person; what is not a draft stays
    await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await conteudo(page)).toEqual({ local: { preferencia: 'clara' }, sessao: {} });
  });

  it('outro login no mesmo navegador (a sessão da Ana expirou): o rascunho dela não fica para o Bruno', async () => {
    const page = await portal.abrir();
    await page.goto('/login');
    const daAna = chaveDoRascunho('cdlsaude_cadastro', dono(ANA));
    await gravar(page, { local: { [daAna]: rascunho(ANA) }, sessao: { [chaveDoRascunho('anuncio', dono(ANA))]: rascunho(ANA) } });
    await entrarPelaTela(page, BRUNO);
    await expect.poll(async () => chaves(await conteudo(page))).toEqual({ local: [], sessao: [] });
  });
});

describe('Rascunho do formulário de anúncio (issue 9, correção 3)', () => {
  const FORM = '/produto/clube-vantagens/formulario/anuncio';
  const TITULO = 'Padaria Pão Quente: 15% em toda a loja';
  const LOGO = { name: 'logo.png', mimeType: 'image/png', buffer: pngDeCor(80, 80, [200, 40, 40]) };
  const IMAGEM = { name: 'vitrine.png', mimeType: 'image/png', buffer: pngDeCor(70, 40, [40, 90, 200]) };
  const recuperado = (page: Page) => page.getByRole('status').filter({ hasText: 'Recuperamos o que você tinha preenchido antes.' });

  it('volta como digitado depois de recarregar e depois de a sessão expirar no SALVAR; pede as imagens de novo; SAIR esquece (360 px)', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'clube.ativo@exemplo.com.br');
    await page.goto(FORM);
    await preencherCadastro(page, TITULO);
    await botao(page, 'PRÓXIMO').click();
    await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));

    // a reload: step 2 again, what was typed kept (VOLTAR shows it), files asked for again
    await page.getByLabel(/^Logomarca/).setInputFiles(LOGO);
    await page.reload();
    await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));
    await visivel(recuperado(page).filter({ hasText: 'Escolha os arquivos novamente' }));
    await verificarTela(page, 'anúncio recuperado (passo 2)');

    // the session ends while SALVAR is on its way: login says so, and the form comes back after it
    await page.getByLabel(/^Logomarca/).setInputFiles(LOGO);
    await page.getByLabel(/^Imagens do anúncio/).setInputFiles(IMAGEM);
    await page.getByRole('checkbox', { name: 'Estou de acordo com o termo do Clube de Vantagens.' }).check();
    await portal.aba.context.clearCookies();
    await botao(page, 'SALVAR').click();
    await emTela(page, `/login?voltar=${encodeURIComponent(FORM)}`);
    await visivel(page.getByRole('status').filter({ hasText: 'Sua sessão expirou. Entre novamente.' }));
    await preencherLogin(page, 'clube.ativo@exemplo.com.br');
    await emTela(page, FORM);
    await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));
    await visivel(recuperado(page).filter({ hasText: 'Escolha os arquivos novamente' }));
    expect(await page.getByRole('checkbox', { name: 'Estou de acordo com o termo do Clube de Vantagens.' }).isChecked(), 'o aceite é marcado de novo').toBe(false);
    await botao(page, 'VOLTAR').click();
    expect(await page.getByLabel('Título do anúncio').inputValue()).toBe(TITULO);
    expect(await page.getByLabel('Desconto oferecido').inputValue()).toBe('15%');
    // nothing of a file is in the browser's storage
    const guardado = JSON.stringify(await conteudo(page));
    expect(guardado).toContain('Padaria Pão Quente');
    expect(guardado).not.toContain('logo.png');
    expect(guardado).not.toContain('vitrine.png');

    // SAIR: the next person finds an empty form
    await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await conteudo(page)).toEqual({ local: {}, sessao: {} });
    await entrarPelaTela(page, 'clube.ativo@exemplo.com.br');
    await page.goto(FORM);
    await visivel(page.getByRole('heading', { name: 'Passo 1 de 2: Cadastro' }));
    expect(await page.getByLabel('Título do anúncio').inputValue()).toBe('');
    expect(await recuperado(page).count()).toBe(0);
  });
});
