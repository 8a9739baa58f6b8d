import type { z } from 'zod';
import {
  spcConciliadorContract, type CartaoConciliador, type CobrancaConciliador, type SolicitacaoConciliador,
} from '../../contracts/spc-conciliador.contract';
import type { ResumoDoCartao } from '../../domain/comum/produtos';
import { resumoNoCartao } from '../../domain/spc-conciliador/conciliador';
import { clienteDe, valorDe } from '../comum/api';

const client = clienteDe(spcConciliadorContract);

export type { SolicitacaoConciliador };
type Cartao = z.infer<typeof CartaoConciliador>;
type Cobranca = z.infer<typeof CobrancaConciliador>;

/** The associate's reconciliation requests, newest first (§7 ConsultarSpcConciliador). */
export async function consultarSolicitacoes(): Promise<SolicitacaoConciliador[]> {
  return valorDe(await client.consultarSpcConciliador());
}

/** The reconciliation's products card (issue 27), from the associate's requests. */
export async function situacaoDoConciliador(): Promise<ResumoDoCartao> {
  return resumoNoCartao(await consultarSolicitacoes());
}

/** Pays a request by credit card; `sucesso: false` is a declined card (§8). */
export async function pagarCredito(body: Cartao) {
  return valorDe(await client.pagamentoCreditoSpcConciliador({ body }));
}

/** Pays a request by debit card; `sucesso: false` is a declined card (§8). */
export async function pagarDebito(body: Cartao) {
  return valorDe(await client.pagamentoDebitoSpcConciliador({ body }));
}

/** Generates the request's boleto: its urlBoleto opens in a new window (§7). */
export async function registrarBoleto(body: Cobranca) {
  return valorDe(await client.registrarBoletoSpcConciliador({ body }));
}

/** Posts the request's amount to the associate's monthly slip (never a naoAssociado's: the server refuses it too). */
export async function pagarMensalidade(body: Cobranca) {
  return valorDe(await client.pagamentoBoletoMensalSpcConciliador({ body }));
}
