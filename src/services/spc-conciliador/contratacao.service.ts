import {
  spcConciliadorContract, type NovoContrato, type Operadora, type Plano, type TermoConciliador,
} from '../../contracts/spc-conciliador.contract';
import { aceite } from '../comum/aceite';
import { ApiFailure, clienteDe, rejected, valorDe } from '../comum/api';

const client = clienteDe(spcConciliadorContract);

/** What 'Escolha de Plano' and 'Dados Adicionais' offer: the plans (centavos) and the operators. */
export interface Catalogo {
  planos: Plano[];
  operadoras: Operadora[];
}

/** The plans and the operators, asked for side by side (§7 ConsultarPlanos…, ConsultarOperadoras…). */
export async function consultarCatalogo(): Promise<Catalogo> {
  const [planos, operadoras] = await Promise.all([
    client.consultarPlanosSpcConciliador().then((r) => valorDe(r)),
    client.consultarOperadorasSpcConciliador().then((r) => valorDe(r)),
  ]);
  return { planos, operadoras };
}

/**
 * The contract's term as the term kit shows it (machines/comum/termo.ts TermoParaAceite), plus what the
 * acceptance must send back: the request it belongs to and the SHA-256 of this very PDF.
 */
export interface TermoDaContratacao {
  texto: TermoConciliador['texto'];
  base64: string;
  nomeArquivo: string;
  dtVersao: string;
  solicitacaoId: number;
  sha256: string;
}

/**
 * IncluirSpcConciliador: creates the associate's pending contract (or replaces its choices: one per associate)
 * and answers its term.
 */
export async function incluirContrato(pedido: NovoContrato): Promise<TermoDaContratacao> {
  const { file, dtVersao, solicitacaoId, sha256, texto } = valorDe(await client.incluirSpcConciliador({ body: pedido }));
  return { texto, base64: file.fileContents, nomeArquivo: file.fileDownloadName, dtVersao, solicitacaoId, sha256 };
}

/** A 409 of the acceptance: the request's choices changed after this term was loaded (another tab confirmed again). */
export class TermoMudou extends ApiFailure {
  /** An own field: graph tests tell it from any other refusal. */
  readonly mudou = true;
  constructor(message: string) {
    super('rejected', message);
  }
}

/** Whether an acceptance failed because the term changed since it was loaded. */
export const termoMudou = (erro: unknown): boolean => erro instanceof TermoMudou;

/** AceitarTermoSpcConciliador: the §3 term payload, the request and the hash of the term that was read. */
export async function aceitarContrato(dtVersao: string, termo: Pick<TermoDaContratacao, 'solicitacaoId' | 'sha256'>): Promise<string> {
  const res = await client.aceitarTermoSpcConciliador({ body: { ...aceite(dtVersao), solicitacaoId: termo.solicitacaoId, sha256: termo.sha256 } });
  // the 409's `motivo`: the term changed (loaded again), or (issue 19) a request still awaits classification, which
  // leaves the term with its warning like a 400
  if (res.status === 409 && res.body.motivo === 'termoMudou') throw new TermoMudou(res.body.mensagem);
  if (res.status === 409) return rejected(res.body, res.body.mensagem);
  return valorDe(res).mensagem;
}
