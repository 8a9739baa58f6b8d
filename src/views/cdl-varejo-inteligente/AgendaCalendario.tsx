import { useRef, type KeyboardEvent } from 'react';
import {
  anosDoFiltro, diasDoMes, mesesDoFiltro, NOMES_DOS_DIAS, NOMES_DOS_MESES, SIGLAS_DOS_DIAS, tituloDoMes,
} from '../../domain/cdl-varejo-inteligente/agenda';
import type { EventoContext, EventoEvento } from '../../machines/cdl-varejo-inteligente/evento.machine';
import { Campo } from '../comum/Campo';
import { HorarioDialog } from './HorarioDialog';

/** Arrow keys move between the calendar's days (a week up or down, a day left or right), skipping none. */
function moverFoco(e: KeyboardEvent<HTMLOListElement>, lista: HTMLOListElement | null) {
  const passo = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
  if (!passo || !lista) return;
  const botoes = [...lista.querySelectorAll<HTMLButtonElement>('button')];
  const atual = botoes.indexOf(document.activeElement as HTMLButtonElement);
  if (atual < 0) return;
  const alvo = botoes[atual + passo];
  if (!alvo) return;
  e.preventDefault();
  alvo.focus();
}

/**
 * §2 Agenda: year filter (current and next year, §9), month filter, and the month's days as buttons named by their
 * full date (past days disabled, §2). A day opens the time modal after ConsultarAgenda. VOLTAR goes back to the form.
 */
export function AgendaCalendario({ context, consultando, modalAberto, send }: {
  context: EventoContext; consultando: boolean; modalAberto: boolean; send: (e: EventoEvento) => void;
}) {
  const lista = useRef<HTMLOListElement>(null);
  const { hoje, ano, mes, notice, dia } = context;
  const dias = diasDoMes(ano, mes, hoje);
  return (
    <div className="agenda">
      <h2 className="agenda-subtitulo">Agenda</h2>
      <div className="agenda-filtros">
        <Campo id="agenda-ano" rotulo="Ano">
          {(c) => (
            <select {...c} value={ano} onChange={(e) => send({ type: 'period.year', ano: Number(e.currentTarget.value) })}>
              {anosDoFiltro(hoje).map((a) => <option key={a} value={a}>{a}</option>)}
            </select>
          )}
        </Campo>
        <Campo id="agenda-mes" rotulo="Mês">
          {(c) => (
            <select {...c} value={mes} onChange={(e) => send({ type: 'period.month', mes: Number(e.currentTarget.value) })}>
              {mesesDoFiltro(ano, hoje).map((m) => <option key={m} value={m}>{NOMES_DOS_MESES[m - 1]}</option>)}
            </select>
          )}
        </Campo>
      </div>
      {notice && <p className="alerta" role="alert">{notice}</p>}
      <p id="agenda-dica" className="dica">Escolha um dia para ver os horários. Dias que já passaram não podem ser escolhidos.</p>
      <div className="calendario" role="group" aria-labelledby="agenda-mes-titulo" aria-describedby="agenda-dica">
        <h3 id="agenda-mes-titulo" className="calendario-titulo">{tituloDoMes(ano, mes)}</h3>
        <ol className="calendario-semana" aria-hidden="true">
          {SIGLAS_DOS_DIAS.map((s, i) => <li key={s} title={NOMES_DOS_DIAS[i]}>{s}</li>)}
        </ol>
        <ol className="calendario-dias" ref={lista} onKeyDown={(e) => moverFoco(e, lista.current)}>
          {dias.map((d) => (
            <li key={d.dia} style={d.numero === 1 ? { gridColumnStart: d.semana + 1 } : undefined}>
              <button type="button" className={['dia', d.dia === hoje && 'hoje', d.dia === dia && 'escolhido'].filter(Boolean).join(' ')}
                disabled={d.passado || consultando} aria-label={d.nome} aria-current={d.dia === hoje ? 'date' : undefined}
                aria-pressed={d.dia === dia && (consultando || modalAberto) ? true : undefined}
                onClick={() => send({ type: 'day.pick', dia: d.dia })}>
                {d.numero}
              </button>
            </li>
          ))}
        </ol>
      </div>
      {consultando && <p role="status">Consultando os horários…</p>}
      <div className="acoes">
        <button type="button" className="botao secundario" onClick={() => send({ type: 'agenda.back' })}>VOLTAR</button>
      </div>
      <HorarioDialog context={context} aberto={modalAberto} send={send} />
    </div>
  );
}
