/**
 * Smart retail, issue 12: two browsers race for the same hour of the meeting room. Two associates, each in their own
 * browser, fill the form and pick the same day and hours on the Agenda; the holds (SimularReserva, made as the term
 * screen opens) are held back until both are on their way, then let through together: one associate reads the term,
 * the other hears 'Horário reservada! …' and is back on the Agenda; the database holds one live reservation.
 */
import type { Page, Route } from 'playwright-core';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Agenda } from '../../../src/contracts/cdl-varejo-inteligente.contract';
import { diasDoMes } from '../../../src/domain/cdl-varejo-inteligente/agenda';
import { diaDaSemana, horarioSaoPaulo, somarDias } from '../../../src/domain/comum/datas';
import { reservasVarejo } from '../../../src/server/db/schema/cdl-varejo-inteligente';
import { AGORA_FIXO, ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { botao, digitar, emTela, visivel } from '../support/tela';

const BASE = '/produto/cdl-varejo-inteligente';
// a pinned day (server and browser clocks): a weekday morning, whatever day the suite runs
const portal = ambiente({ agora: AGORA_FIXO });
portal.registrarCiclo();

/** A weekday two weeks ahead (São Paulo): no weekend price, far from today. */
function diaUtil(): string {
  let dia = somarDias(horarioSaoPaulo(portal.agora()).slice(0, 10), 14);
  while ([0, 6].includes(diaDaSemana(dia))) dia = somarDias(dia, 1);
  return dia;
}

/** The meeting-room form, then the Agenda's day and the hours 10-12, up to CONFIRMAR (not pressed). */
async function ateConfirmar(page: Page, sala: Agenda, dia: string, responsavel: string) {
  await page.goto(`${BASE}/formulario/reuniao/${sala.agendaId}`);
  await page.getByLabel(/^Evento/).fill('Reunião de equipe');
  await page.getByLabel(/^Pessoas/).fill('4');
  await page.getByLabel(/^Responsável/).fill(responsavel);
  await digitar(page.getByLabel(/^Telefone/), '31987654321');
  await page.getByLabel(/^E-mail/).fill('reserva@exemplo.com.br');
  await botao(page, 'PRÓXIMO').click();
  await emTela(page, `${BASE}/agenda/${sala.agendaId}`);
  await page.getByLabel('Ano').selectOption(dia.slice(0, 4));
  await page.getByLabel('Mês').selectOption(String(Number(dia.slice(5, 7))));
  const doDia = diasDoMes(Number(dia.slice(0, 4)), Number(dia.slice(5, 7)), horarioSaoPaulo(portal.agora()).slice(0, 10)).find((d) => d.dia === dia)!;
  await page.getByRole('button', { name: doDia.nome, exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Horários de ${dia.split('-').reverse().join('/')}` });
  await visivel(modal);
  await modal.getByLabel(/^Início/).selectOption('10');
  await modal.getByLabel(/^Término/).selectOption('12');
  return botao(page, 'CONFIRMAR');
}

describe('Varejo Inteligente: dois navegadores disputam a mesma hora', () => {
  it('um fica com a sala e lê o termo; o outro ouve "Horário reservada!" e volta à agenda; o banco guarda uma reserva', async () => {
    const ana = await portal.abrir('movel');
    const outro = await portal.novaAba('movel');
    try {
      const bruno = outro.page;
      await entrarPelaTela(ana, 'associado@exemplo.com.br');
      await entrarPelaTela(bruno, 'clube.ativo@exemplo.com.br');
      const r = await ana.context().request.get('/api/Agenda/ListarAgendas');
      const sala = ((await r.json()) as Agenda[]).find((a) => a.tipoReserva === 'reuniao')!;
      const dia = diaUtil();

      // both holds wait for each other at the browser, then go together: the server gets them at once
      const segurados: Route[] = [];
      let soltar!: () => void;
      const ambos = new Promise<void>((ok) => { soltar = ok; });
      const segurar = async (route: Route) => {
        segurados.push(route);
        if (segurados.length === 2) soltar();
        await ambos;
        await route.continue();
      };
      await ana.context().route('**/api/Agenda/SimularReserva', segurar);
      await bruno.context().route('**/api/Agenda/SimularReserva', segurar);

      const [confirmarAna, confirmarBruno] = await Promise.all([ateConfirmar(ana, sala, dia, 'Ana Associada'), ateConfirmar(bruno, sala, dia, 'Bruno Ativo')]);
      await Promise.all([confirmarAna.click(), confirmarBruno.click()]);
      await ambos;

      // who won is the server's call: one reads the term, the other is told (a toast, then the Agenda)
      const desfecho = (page: Page) => Promise.race([
        page.getByRole('checkbox', { name: 'Estou de acordo com o termo acima.' }).waitFor({ timeout: 20_000 }).then(() => 'termo' as const),
        page.getByRole('status').filter({ hasText: 'Horário reservada!' }).first().waitFor({ timeout: 20_000 }).then(() => 'recusa' as const),
      ]);
      const desfechos = await Promise.all([desfecho(ana), desfecho(bruno)]);
      expect([...desfechos].sort(), 'um lê o termo, o outro ouve a recusa').toEqual(['recusa', 'termo']);
      const perdedor = desfechos[0] === 'recusa' ? ana : bruno;
      await emTela(perdedor, `${BASE}/agenda/${sala.agendaId}`);

      const vivas = await portal.servidor.database.db.select({ eventoId: reservasVarejo.eventoId }).from(reservasVarejo)
        .where(and(eq(reservasVarejo.agendaId, sala.agendaId), inArray(reservasVarejo.status, ['simulada', 'aguardandoPagamento', 'boletoMensal', 'paga'])));
      expect(vivas, 'uma reserva viva da sala nesse horário').toHaveLength(1);
    } finally {
      await outro.fechar();
    }
  });
});
