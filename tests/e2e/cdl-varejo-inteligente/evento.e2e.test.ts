/**
 * Smart retail: booking the rooftop in the browser (spec §2 "Smart retail" meeting room/rooftop form and Agenda, §5
 * meeting reservation and time modal, §9 hours 8-22 and rooftop 4 h), at 360 px, as associado@exemplo.com.br: the
 * form (PRÓXIMO with empty fields shows the error summary), the Agenda (a past day disabled, year and month filters,
 * the calendar by keyboard), the time modal by keyboard (3 hours: 'Reserva mínima é inferior a 4 horas!'; 4 hours: the
 * price, then the term route with the reservation in session storage). axe is clean on every screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Agenda, SimulacaoReserva } from '../../../src/contracts/cdl-varejo-inteligente.contract';
import { diasDoMes, mensagensAgenda } from '../../../src/domain/cdl-varejo-inteligente/agenda';
import { diaDaSemana, horarioSaoPaulo, somarDias } from '../../../src/domain/comum/datas';
import { AGORA_FIXO, ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, digitar, emTela, visivel } from '../support/tela';

const BASE = '/produto/cdl-varejo-inteligente';

// a pinned day (server and browser clocks): a weekday morning, whatever day the suite runs
const portal = ambiente({ agora: AGORA_FIXO });
portal.registrarCiclo();

const focado = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label') || '');

/** A weekday at least a week ahead (São Paulo), far from midnight and from the weekend's extra-hour price. */
function diaUtilFuturo(hoje: string): string {
  let dia = somarDias(hoje, 7);
  while ([0, 6].includes(diaDaSemana(dia))) dia = somarDias(dia, 1);
  return dia;
}

describe('Varejo Inteligente: reserva do rooftop (360 px)', () => {
  it('formulário → agenda → modal de horário: 3 h recusa, 4 h vai ao termo com a reserva escolhida', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'associado@exemplo.com.br');
    const r = await page.context().request.get('/api/Agenda/ListarAgendas');
    expect(r.status()).toBe(200);
    const rooftop = ((await r.json()) as Agenda[]).find((a) => a.tipoReserva === 'rooftop')!;
    expect(rooftop).toBeDefined();
    const FORM = `${BASE}/formulario/rooftop/${rooftop.agendaId}`;
    const AGENDA = `${BASE}/agenda/${rooftop.agendaId}`;

    // the form: PRÓXIMO with empty fields stays, with the summary (focused) and each field's error
    await page.goto(FORM);
    await visivel(page.getByRole('heading', { level: 1, name: `Reserva: ${rooftop.espaco}` }));
    await botao(page, 'PRÓXIMO').click();
    const resumo = page.locator('#resumo-de-erros');
    await visivel(resumo);
    expect(await resumo.textContent()).toContain('Informe o evento.');
    expect(await focado(page)).toBe('resumo-de-erros');
    await verificarTela(page, 'formulário do rooftop com erros');
    // more people than the rooftop holds: said under the field
    await page.getByLabel(/^Pessoas/).fill(String(rooftop.capacidade + 1));
    await botao(page, 'PRÓXIMO').click();
    await visivel(page.getByText(`Este espaço comporta no máximo ${rooftop.capacidade} pessoas.`).first());
    expect(page.url()).toContain(FORM);

    await page.getByLabel(/^Evento/).fill('Lançamento da coleção');
    await page.getByLabel(/^Pessoas/).fill('80');
    await page.getByRole('checkbox', { name: 'Som' }).check();
    await page.getByLabel(/^Responsável/).fill('Ana Associada');
    await digitar(page.getByLabel(/^Telefone/), '31987654321');
    expect(await page.getByLabel(/^Telefone/).inputValue()).toBe('(31) 98765-4321');
    await page.getByLabel(/^E-mail/).fill('ana@exemplo.com.br');
    await botao(page, 'PRÓXIMO').click();
    await emTela(page, AGENDA);

    // the Agenda: a past day cannot be picked (day 1 of this month, unless today is the 1st)
    const agora = horarioSaoPaulo(portal.agora());
    const hoje = agora.slice(0, 10);
    await visivel(page.getByRole('heading', { level: 2, name: 'Agenda' }));
    if (hoje.slice(8) !== '01') {
      const primeiro = diasDoMes(Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7)), hoje)[0]!;
      expect(await page.getByRole('button', { name: primeiro.nome, exact: true }).isDisabled()).toBe(true);
    }
    await verificarTela(page, 'agenda do rooftop');
    // from the form to the Agenda nothing was "recovered"; a reload brings the Agenda back from the draft, and VOLTAR
    // the form with its fields
    const recuperado = page.getByText('Recuperamos o que você tinha preenchido antes.');
    expect(await recuperado.count()).toBe(0);
    await page.reload();
    await visivel(page.getByRole('heading', { level: 2, name: 'Agenda' }));
    await visivel(recuperado);
    expect(page.url()).toContain(AGENDA);
    await botao(page, 'VOLTAR').click();
    await emTela(page, FORM);
    expect(await page.getByLabel(/^Evento/).inputValue()).toBe('Lançamento da coleção');
    expect(await page.getByRole('checkbox', { name: 'Som' }).isChecked()).toBe(true);
    await botao(page, 'PRÓXIMO').click();
    await emTela(page, AGENDA);

    // the filters, to the month of a weekday a week ahead
    const dia = diaUtilFuturo(hoje);
    const [ano, mes] = [Number(dia.slice(0, 4)), Number(dia.slice(5, 7))];
    await page.getByLabel('Ano').selectOption(String(ano));
    await page.getByLabel('Mês').selectOption(String(mes));
    const doMes = diasDoMes(ano, mes, hoje);
    const alvo = doMes.find((d) => d.dia === dia)!;
    await visivel(page.getByRole('button', { name: alvo.nome, exact: true }));

    // keyboard: from the first day that can be picked, arrows to the day, Enter
    const primeiroLivre = doMes.find((d) => !d.passado)!;
    await page.getByRole('button', { name: primeiroLivre.nome, exact: true }).focus();
    let passos = alvo.numero - primeiroLivre.numero;
    while (passos >= 7) { await page.keyboard.press('ArrowDown'); passos -= 7; }
    while (passos > 0) { await page.keyboard.press('ArrowRight'); passos -= 1; }
    expect(await focado(page)).toBe(alvo.nome);
    await page.keyboard.press('Enter');

    // the time modal: nothing taken yet; focus on the start
    const br = dia.split('-').reverse().join('/');
    const modal = page.getByRole('dialog', { name: `Horários de ${br}` });
    await visivel(modal);
    await visivel(modal.getByText(mensagensAgenda.todosDisponiveis));
    expect(await focado(page)).toBe('horario-inicio');
    await modal.getByLabel(/^Início/).selectOption('10');
    await page.keyboard.press('Tab');
    expect(await focado(page)).toBe('horario-fim');
    await modal.getByLabel(/^Término/).selectOption('13');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await visivel(modal.getByText('Reserva mínima é inferior a 4 horas!'));
    expect(page.url()).toContain(AGENDA);
    await verificarTela(page, 'modal de horário com 3 horas');
    await capturar(page, 'varejo-agenda-360');

    // 4 hours: the price of the minimum block, its 50% entry, then CONFIRMAR by keyboard goes to the term
    await modal.getByLabel(/^Término/).selectOption('14');
    await visivel(modal.getByText(/Valor total: R\$\s2\.000,00/));
    await visivel(modal.getByText(/Entrada \(50%\), paga no portal: R\$\s1\.000,00/));
    await modal.getByLabel(/^Término/).focus();
    await page.keyboard.press('Tab');
    // the hold asked as the term step opens: its body is the reservation chosen (the wizard's, no storage in between)
    const simulacao = page.waitForRequest((q) => q.url().includes('/api/Agenda/SimularReserva'));
    await page.keyboard.press('Enter');
    await emTela(page, `${BASE}/termo/rooftop/${rooftop.agendaId}`);
    const pedido = (await simulacao).postDataJSON() as SimulacaoReserva | null;
    expect(pedido).toMatchObject({
      tipoReserva: 'rooftop', agendaId: rooftop.agendaId, inicio: `${dia}T10:00`, fim: `${dia}T14:00`, nomeEvento: 'Lançamento da coleção',
      qtdPessoas: 80, som: true, responsavel: 'Ana Associada', telefone: '31987654321', email: 'ana@exemplo.com.br',
    });
    expect(pedido!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // the rooftop under the meeting-room form's address (a wrong kind): the products
    await page.goto(`${BASE}/formulario/reuniao/${rooftop.agendaId}`);
    await emTela(page, `${BASE}/produtos`);
  });
});
