import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from 'wouter';
import { formatBRL } from '../../domain/comum/dinheiro';
import { formatData, horarioSaoPaulo } from '../../domain/comum/datas';
import {
  HORAS_DO_DIA, mensagensAgenda, precoDaEscolha, rotuloDaHora, rotuloDoIntervalo,
} from '../../domain/cdl-varejo-inteligente/agenda';
import { linhasDaEntrada } from '../../domain/cdl-varejo-inteligente/preco';
import { HORAS_MINIMAS_ROOFTOP } from '../../domain/cdl-varejo-inteligente/reservas';
import type { EventoContext, EventoEvento } from '../../machines/cdl-varejo-inteligente/evento.machine';
import { Campo, idErro } from '../comum/Campo';
import { rotasVarejo } from './rotas';
import { textosVarejo as t } from '../../domain/cdl-varejo-inteligente/textos-cliente';

const ID_PROBLEMA = 'horario-problema';
const hora = (valor: string) => (valor === '' ? null : Number(valor));

/**
 * §2 time modal (Headless UI Dialog, open while the machine chooses a time): the day's taken intervals, or 'Todos os
 * horários disponíveis!'; start and end among the whole hours 8 to 22 (§9); the price of the choice (§9); CONFIRMAR
 * checks §5 (each problem said under the selects) and hands the reservation to the term. Cancelar or Esc closes it.
 */
export function HorarioDialog({ context, aberto, send }: { context: EventoContext; aberto: boolean; send: (e: EventoEvento) => void }) {
  const { agenda, dia, ocupacoes, horaInicio, horaFim, problemaHorario } = context;
  const fechar = () => send({ type: 'time.cancel' });
  const rooftop = agenda?.tipoReserva === 'rooftop';
  const preco = agenda && dia ? precoDaEscolha({ tipoReserva: rooftop ? 'rooftop' : 'reuniao', dia, horaInicio, horaFim }, agenda.valor) : null;
  const descricao = problemaHorario ? idErro(ID_PROBLEMA) : undefined;
  return (
    <Dialog open={aberto} onClose={fechar} className="dialogo">
      <div className="dialogo-fundo" aria-hidden="true" />
      <div className="dialogo-lugar">
        {aberto && dia && (
          <DialogPanel className="dialogo-painel horario-painel">
            <DialogTitle as="h2">Horários de {formatData(dia)}</DialogTitle>
            {ocupacoes.length === 0
              ? <p className="sucesso">{mensagensAgenda.todosDisponiveis}</p>
              : (
                <div>
                  <h3 className="horario-subtitulo">Horários reservados</h3>
                  <ul className="horarios-ocupados">{ocupacoes.map((o) => (
                    <li key={`${o.inicio}-${o.fim}`}>
                      {rotuloDoIntervalo(o)}
                      {/* issue 27: the caller's own running hold, and where it continues */}
                      {o.suaReserva && (
                        <>
                          {' '}<span id={`sua-${o.suaReserva.eventoId}`}>({t.legenda.sua})</span>{' '}
                          <Link href={o.suaReserva.status === 'aguardandoPagamento' ? rotasVarejo.pagamento.link({ eventoId: o.suaReserva.eventoId }) : rotasVarejo.varejo.link()}
                            aria-describedby={`sua-${o.suaReserva.eventoId}`}>
                            {o.suaReserva.status === 'aguardandoPagamento' ? t.continuarPagamento : t.verEmMeusEspacos}
                          </Link>
                        </>
                      )}
                    </li>
                  ))}</ul>
                </div>
              )}
            <form noValidate className="formulario" onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'time.confirm', agora: horarioSaoPaulo(new Date()), idempotencyKey: crypto.randomUUID() });
            }}>
              {rooftop && <p className="dica">O rooftop é reservado por no mínimo {HORAS_MINIMAS_ROOFTOP} horas.</p>}
              <div className="horario-escolha">
                <Campo id="horario-inicio" rotulo="Início" obrigatorio descricoes={[descricao]}>
                  {(c) => (
                    <select {...c} data-autofocus aria-invalid={problemaHorario ? true : undefined} value={horaInicio ?? ''}
                      onChange={(e) => send({ type: 'time.start', hora: hora(e.currentTarget.value) })}>
                      <option value="">Selecione</option>
                      {HORAS_DO_DIA.map((h) => <option key={h} value={h}>{rotuloDaHora(h)}</option>)}
                    </select>
                  )}
                </Campo>
                <Campo id="horario-fim" rotulo="Término" obrigatorio descricoes={[descricao]}>
                  {(c) => (
                    <select {...c} aria-invalid={problemaHorario ? true : undefined} value={horaFim ?? ''}
                      onChange={(e) => send({ type: 'time.end', hora: hora(e.currentTarget.value) })}>
                      <option value="">Selecione</option>
                      {HORAS_DO_DIA.map((h) => <option key={h} value={h}>{rotuloDaHora(h)}</option>)}
                    </select>
                  )}
                </Campo>
              </div>
              {problemaHorario && <p id={idErro(ID_PROBLEMA)} className="erro-campo" role="alert">{problemaHorario}</p>}
              {preco && (
                <div className="horario-preco" aria-live="polite">
                  <h3 className="horario-subtitulo">Valor</h3>
                  <ul>
                    {preco.linhas.map((l) => <li key={l.descricao}>{l.descricao}: {formatBRL(l.valor)}</li>)}
                  </ul>
                  <p><strong>Valor total: {formatBRL(preco.total)}</strong></p>
                  {rooftop && <p>{linhasDaEntrada(preco).join('. ')}.</p>}
                </div>
              )}
              <div className="acoes">
                <button type="submit" className="botao">CONFIRMAR</button>
                <button type="button" className="botao secundario" onClick={fechar}>Cancelar</button>
              </div>
            </form>
          </DialogPanel>
        )}
      </div>
    </Dialog>
  );
}
