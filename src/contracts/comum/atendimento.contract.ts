import { z } from 'zod';
import { TIPOS_CHAMADO } from '../../domain/comum/chamados';
import { IdRegistro } from './campos';
import { c, commonResponses, Mensagem, Paginacao } from './esquemas';

// Staff (perfil atendente) working the one ticket table (DESIGN.md "Staff"). Route names carry
// "Atendimento": OpenAPI operation ids are the route keys, and the consultant already has consultarChamados.

export const TipoChamado = z.enum(TIPOS_CHAMADO, { message: 'Tipo de chamado inválido.' });

/** An open ticket in staff's queue. */
export const ChamadoAberto = z.object({
  chamadoId: z.number().int(),
  codSocio: z.string(),
  nomeAssociado: z.string(),
  produto: z.string(),
  tipo: TipoChamado,
  label: z.string(),
  /** ISO instant of opening; the queue is oldest first. */
  dataAbertura: z.string(),
});
export type ChamadoAberto = z.infer<typeof ChamadoAberto>;

export const ConsultaChamadosAtendimento = Paginacao.extend({ tipo: TipoChamado.optional() });

const mensagemStatus = 'Escolha 1 (Cancelado) ou 2 (Finalizado).';
/** A ticket leaves Aberto once, to Cancelado (1) or Finalizado (2), with the solution the associate reads (SPEC §3). */
export const AtualizacaoChamado = z.object({
  chamadoId: IdRegistro,
  status: z.union([z.literal(1), z.literal(2)], { errorMap: () => ({ message: mensagemStatus }) }),
  tipoSolucao: z.string().trim().min(1, 'Informe o tipo da solução.').max(100, 'O tipo da solução pode ter no máximo 100 caracteres.'),
  solucao: z.string().trim().min(1, 'Descreva a solução.').max(2000, 'A solução pode ter no máximo 2000 caracteres.'),
});
export type AtualizacaoChamado = z.infer<typeof AtualizacaoChamado>;

export const atendimentoContract = c.router(
  {
    consultarChamadosAtendimento: {
      method: 'GET', path: '/api/Atendimento/ConsultarChamados', query: ConsultaChamadosAtendimento,
      responses: { 200: z.object({ chamados: z.array(ChamadoAberto), totalLinhas: z.number().int() }), 400: Mensagem },
      summary: 'Open tickets, oldest first (staff only).',
    },
    atualizarChamadoAtendimento: {
      method: 'POST', path: '/api/Atendimento/AtualizarChamado', body: AtualizacaoChamado,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem, 409: Mensagem },
      summary: 'Cancels (1) or finalizes (2) an open ticket, once; 409 when it was already closed (staff only).',
    },
  },
  { strictStatusCodes: true, commonResponses },
);
