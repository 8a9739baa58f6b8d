/**
 * Issue 28, CDL Saúde's product page and Lista de Vidas at 360 px: the products screen's card, the product page, the
 * two sections each paged 5 by the server (the lives call answered here by section, so the rows of every §4 status
 * show whatever the seed holds), the status column and its links, the draft cleared on opening, the sad emoji of a
 * failed load, the keyboard, axe; and the consultant's list for the member of its address, from the Painel's card.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { VidaSaude } from '../../../src/contracts/cdl-saude.contract';
import { donoDoRascunho } from '../../../src/services/comum/rascunho-varredura';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { emTela, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const main = (page: Page) => page.getByRole('main');
const VIDAS = '**/api/*/ConsultarSamVidaArta?*';
const BOLETO = 'https://boletos.exemplo.com.br/b/123';

const vida = (v: Partial<VidaSaude>): VidaSaude => ({
  cpF_TITULAR: '52998224725', cpF_DEPENDENTE: '', nome: 'Nguyễn Văn An', status: 'PREVIDA', statuschamado: null, comentariochamado: null,
  codchamado: null, linkdrive: null, boletO_URL: null, statuS_PAGARME: null, operadora: 'UNIMED BH', assistencia: 'Hospitalar com obstetrícia',
  acomodacao: 'Apartamento', dependentes: [], listaDocsObrigatorios: [], ...v,
});
const dep = (nome: string, cpf: string) => ({ cpF_TITULAR: '52998224725', cpF_DEPENDENTE: cpf, nome, listaDocsObrigatorios: [] });
const ANDAMENTO = [
  vida({ dependentes: [dep('Łukasz Nowak', '11144477735'), dep('李小龙', '39053344705')] }),
  vida({ cpF_TITULAR: '15350946056', nome: 'Maria 😀 Souza', codchamado: '12', linkdrive: 'x', statuschamado: 'Em Atendimento' }),
  vida({ cpF_TITULAR: '71428793860', nome: 'João Reprovado', codchamado: '13', statuschamado: 'Reprovado' }),
  vida({ cpF_TITULAR: '86288366757', nome: 'Ana Aprovada', codchamado: '14', statuschamado: 'Aprovado' }),
  vida({ cpF_TITULAR: '40873366044', nome: 'Pedro Documentos' }),
  vida({ cpF_TITULAR: '93541134780', nome: 'Carla Sexta' }),
];
const ATIVAS = [
  vida({ cpF_TITULAR: '04571280030', nome: 'Bruno Ativo', status: 'VIDA', operadora: 'Hapvida', assistencia: 'Ambulatorial', acomodacao: 'Enfermaria' }),
  vida({ cpF_TITULAR: '31415926535', nome: 'Bia Troca', status: 'TROCA ACOMODACAO', boletO_URL: BOLETO }),
  vida({ cpF_TITULAR: '27182818284', nome: 'Caio Opcionais', status: 'TROCA OPCIONAIS' }),
];

/** Answers the lives call by its section and page, and keeps what was asked. */
async function responderVidas(page: Page, falhar: string | null = null) {
  const pedidos: URL[] = [];
  await page.route(VIDAS, async (route: Route) => {
    const url = new URL(route.request().url());
    pedidos.push(url);
    if (falhar && url.searchParams.get('secao') === 'andamento') {
      return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ mensagem: falhar }) });
    }
    const todas = url.searchParams.get('secao') === 'ativas' ? ATIVAS : ANDAMENTO;
    const pagina = Number(url.searchParams.get('pagina') ?? '1'), linhas = Number(url.searchParams.get('linhas') ?? '5');
    const lista = todas.slice((pagina - 1) * linhas, pagina * linhas);
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ lista, totalLinhas: todas.length }) });
  });
  return pedidos;
}

const secao = (page: Page, nome: string) => main(page).getByRole('region', { name: nome });
const linha = (page: Page, nome: string) => main(page).getByRole('listitem').filter({ hasText: nome });

describe('issue 28: CDL Saúde, a página do produto e a Lista de Vidas (360 px)', () => {
  it('do cartão ao produto e à lista: seções, situações, links, paginação, rascunho apagado, teclado e axe', async () => {
    const page = await portal.abrir('movel');
    const pedidos = await responderVidas(page);
    await entrarPelaTela(page, 'associado@exemplo.com.br');
    await emTela(page, '/');
    await main(page).getByRole('link', { name: /CDL Saúde/ }).click();
    await emTela(page, '/produto/cdl-saude');
    await visivel(main(page).getByRole('heading', { level: 1, name: 'CDL Saúde' }));
    await verificarTela(page, 'cdl-saude produto 360');
    expect(await page.title()).toBe('CDL Saúde — Portal do Associado');

    // a draft of the enrollment is in the browser: opening the list clears it (§4, §9)
    const chave = `cdlsaude_cadastro:${donoDoRascunho({ dadosContatoPrincipal: [{ email: 'associado@exemplo.com.br' } as never] })}`;
    await page.evaluate((k) => localStorage.setItem(k, '{"formatoRascunho":1}'), chave);
    await main(page).getByRole('link', { name: 'GERENCIAR VIDAS' }).click();
    await emTela(page, '/produto/cdl-saude-plano');
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Lista de Vidas' }));
    await visivel(linha(page, 'Nguyễn Văn An'));
    expect(await page.evaluate((k) => localStorage.getItem(k), chave)).toBeNull();

    // each section asks for its own page of 5, as the associate (GestaoSaude)
    expect(pedidos.map((u) => [u.pathname, u.searchParams.get('secao'), u.searchParams.get('pagina'), u.searchParams.get('linhas')]).sort())
      .toEqual([['/api/GestaoSaude/ConsultarSamVidaArta', 'andamento', '1', '5'], ['/api/GestaoSaude/ConsultarSamVidaArta', 'ativas', '1', '5']]);
    const andamento = secao(page, 'CADASTROS EM ANDAMENTO');
    expect(await andamento.getByRole('listitem').count()).toBe(5);
    await visivel(linha(page, 'Nguyễn Văn An').getByText('Titular + 2 dependente(s)'));
    await visivel(linha(page, 'Nguyễn Văn An').getByText('UNIMED BH, Hospitalar com obstetrícia (Apartamento)'));
    expect(await linha(page, 'Nguyễn Văn An').getByRole('link', { name: 'Clique para enviar: Nguyễn Văn An' }).getAttribute('href'))
      .toBe('/produto/cdl-saude-plano/documentos/52998224725');
    await visivel(linha(page, 'Maria 😀 Souza').getByText('Em Análise'));
    expect(await linha(page, 'Maria 😀 Souza').getByRole('link').count()).toBe(0);
    await visivel(linha(page, 'João Reprovado').locator('.selo.perigo', { hasText: 'Reprovado' }));
    expect(await linha(page, 'Ana Aprovada').getByRole('link', { name: 'Pagar: Ana Aprovada' }).getAttribute('href')).toBe('/produto/cdl-saude-plano/pagamento/86288366757');

    const ativas = secao(page, 'VIDAS ATIVAS');
    await visivel(linha(page, 'Bruno Ativo').getByText('Situação Ativa'));
    await visivel(linha(page, 'Bruno Ativo').getByText('Titular', { exact: true }));
    expect(await linha(page, 'Bruno Ativo').getByRole('link', { name: 'Alterar Plano: Bruno Ativo' }).getAttribute('href')).toBe('/produto/cdl-saude-plano/alterarPlano/04571280030');
    const boleto = linha(page, 'Bia Troca').getByRole('link', { name: /Abrir boleto: Bia Troca/ });
    expect(await boleto.getAttribute('href')).toBe(BOLETO);
    expect(await boleto.getAttribute('target')).toBe('_blank');
    await visivel(linha(page, 'Caio Opcionais').getByRole('link', { name: 'Continuar processo: Caio Opcionais' }));
    expect(await ativas.getByRole('link', { name: /^Alterar Plano/ }).count(), 'Alterar Plano só na vida ativa').toBe(1);
    expect(await ativas.getByRole('navigation', { name: 'Paginação' }).count(), '3 vidas ativas: uma página').toBe(0);
    await verificarTela(page, 'cdl-saude lista 360');

    // keyboard: NOVO TITULAR first, then the first row's link
    await page.locator('#titulo').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('NOVO TITULAR');

    // the second page of the lives in progress is the server's
    await andamento.getByRole('button', { name: 'Próxima' }).click();
    await visivel(linha(page, 'Carla Sexta'));
    await visivel(andamento.getByText('Página 2 de 2'));
    expect(pedidos.at(-1)?.searchParams.get('pagina')).toBe('2');
    expect(await ativas.getByRole('listitem').count(), 'a outra seção fica onde estava').toBe(3);

    // a row link's page (the second health issue) says what comes next and leads back
    await linha(page, 'Carla Sexta').getByRole('link', { name: 'Clique para enviar: Carla Sexta' }).click();
    await emTela(page, '/produto/cdl-saude-plano/documentos/93541134780');
    await main(page).getByRole('link', { name: 'VOLTAR' }).click();
    await emTela(page, '/produto/cdl-saude-plano');
    await main(page).getByRole('link', { name: 'VOLTAR' }).click();
    await emTela(page, '/produto/cdl-saude');
  });

  it('falha ao carregar: a mensagem do servidor com o emoji triste, e Tentar novamente', async () => {
    const page = await portal.abrir('movel');
    await responderVidas(page, 'Serviço de vidas indisponível.');
    await entrarPelaTela(page, 'associado@exemplo.com.br');
    await emTela(page, '/');
    await page.goto('/produto/cdl-saude-plano');
    const alerta = secao(page, 'CADASTROS EM ANDAMENTO').getByRole('alert');
    await visivel(alerta.getByText('Serviço de vidas indisponível.'));
    await visivel(alerta.getByRole('img', { name: 'Rosto triste' }));
    await visivel(linha(page, 'Bruno Ativo'));
    await verificarTela(page, 'cdl-saude lista falha 360');
    await page.unroute(VIDAS);
    await responderVidas(page);
    await alerta.getByRole('button', { name: 'Tentar novamente' }).click();
    await visivel(linha(page, 'Nguyễn Văn An'));
  });

  it('consultor: do cartão do Painel do Associado à lista do membro do endereço, e VOLTAR ao painel', async () => {
    const page = await portal.abrir('movel');
    const pedidos = await responderVidas(page);
    await entrarPelaTela(page, 'consultor@exemplo.com.br');
    await emTela(page, '/');
    await page.goto('/produto/cdl-consultor/associado/0002003');
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Farmácia Ativa S.A.' }));
    await main(page).getByRole('link', { name: /CDL Saúde Gerenciar Vidas/ }).click();
    await emTela(page, '/produto/cdl-consultor/associado/0002003/cdl-saude');
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Lista de Vidas' }));
    await visivel(main(page).getByText('Código do Sócio 0002003'));
    await visivel(linha(page, 'Nguyễn Văn An'));
    for (const u of pedidos) expect([u.pathname, u.searchParams.get('codSocio')]).toEqual(['/api/Consultor/ConsultarSamVidaArta', '0002003']);
    expect(await linha(page, 'Nguyễn Văn An').getByRole('link', { name: 'Clique para enviar: Nguyễn Văn An' }).getAttribute('href'))
      .toBe('/produto/cdl-consultor/associado/0002003/cdl-saude/documentos/52998224725');
    expect(await main(page).getByRole('link', { name: 'NOVO TITULAR' }).getAttribute('href')).toBe('/produto/cdl-consultor/associado/0002003/cdl-saude/cadastro');
    await verificarTela(page, 'cdl-saude lista consultor 360');
    // §2's address without the member: the member chosen last
    await page.goto('/produto/cdl-consultor/cdl-saude');
    await emTela(page, '/produto/cdl-consultor/associado/0002003/cdl-saude');
    await main(page).getByRole('link', { name: 'VOLTAR' }).click();
    await emTela(page, '/produto/cdl-consultor/associado/0002003');
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Farmácia Ativa S.A.' }));
  });
});
