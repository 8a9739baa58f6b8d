import { cdlVarejoInteligenteContract, type Agenda, type OcupacaoDaAgenda } from '../../contracts/cdl-varejo-inteligente.contract';
import { mensagensVarejo } from '../../domain/cdl-varejo-inteligente/reservas';
import { clienteDe, rejected, valorDe } from '../comum/api';

const client = clienteDe(cdlVarejoInteligenteContract);

/** ListarAgendas, then the agenda `agendaId` if it is of one of `tipos` (a hidden, unknown or other kind of space: 'rejected'). */
export async function consultarAgendaDoEvento(agendaId: number, tipos: readonly Agenda['tipoReserva'][]): Promise<Agenda> {
  const agendas = valorDe(await client.listarAgendas());
  const agenda = agendas.find((a) => a.agendaId === agendaId);
  if (!agenda) return rejected({ mensagem: mensagensVarejo.agendaNaoEncontrada }, mensagensVarejo.agendaNaoEncontrada);
  if (!tipos.includes(agenda.tipoReserva)) return rejected({ mensagem: mensagensVarejo.tipoDaAgenda }, mensagensVarejo.tipoDaAgenda);
  return agenda;
}

/** ConsultarAgenda of one day (yyyy-mm-dd, the whole day): the taken intervals. */
export async function consultarOcupacoesDoDia(agendaId: number, dia: string): Promise<OcupacaoDaAgenda[]> {
  return valorDe(await client.consultarAgenda({ query: { agendaId, inicio: dia, fim: dia } }));
}
