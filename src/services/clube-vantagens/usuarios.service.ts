import type { z } from 'zod';
import { clubeGestaoContract, type NovoFuncionario, type ResultadoPlanilha as Resultado } from '../../contracts/clube-vantagens.contract';
import { clienteDe, valorDe } from '../comum/api';
import { baixarArquivo } from '../comum/download';

const client = clienteDe(clubeGestaoContract);

/** A spreadsheet's outcome: the server's text, the first cells that were not valid CPFs and how many more there were. */
export type ResultadoPlanilha = z.infer<typeof Resultado>;

/** Registers the club users typed in the form; answers the server's text. */
export async function incluirUsuarios(funcionarios: z.infer<typeof NovoFuncionario>[]): Promise<string> {
  return valorDe(await client.incluirFuncionariosClubeVantagens({ body: funcionarios })).mensagem;
}

/** The multipart body of both spreadsheet calls: the file in the part `file` (a FormData, so nothing is JSON-encoded). */
export function corpoDaPlanilha(arquivo: File): FormData {
  const corpo = new FormData();
  corpo.append('file', arquivo, arquivo.name);
  return corpo;
}

/** What both spreadsheet calls answer (their contracts list the same statuses and bodies). */
type RespostaPlanilha = Awaited<ReturnType<typeof client.enviarPlanilhaFuncionariosClubeVantagens | typeof client.cancelarPlanilhaFuncionariosClubeVantagens>>;

// both spreadsheet calls answer alike: a 400 that lists invalid CPFs (nothing written) is an outcome to show
// with its list, like a 200 with some; any other 400 or 413 is the server's reason
function resultado(res: RespostaPlanilha): ResultadoPlanilha {
  if (res.status === 400 && res.body.cpfsInvalidos?.length) {
    const { mensagem, cpfsInvalidos, cpfsInvalidosNaoListados = 0 } = res.body;
    return { mensagem, cpfsInvalidos, cpfsInvalidosNaoListados };
  }
  return valorDe(res);
}

/** Adds the club users of a spreadsheet (§7 EnviarPlanilhaFuncionariosClubeVantagens). */
export async function enviarPlanilhaUsuarios(arquivo: File): Promise<ResultadoPlanilha> {
  return resultado(await client.enviarPlanilhaFuncionariosClubeVantagens({ body: corpoDaPlanilha(arquivo) }));
}

/** Removes the club users whose CPFs a spreadsheet lists (§7 CancelarPlanilhaFuncionariosClubeVantagens). */
export async function cancelarPlanilhaUsuarios(arquivo: File): Promise<ResultadoPlanilha> {
  return resultado(await client.cancelarPlanilhaFuncionariosClubeVantagens({ body: corpoDaPlanilha(arquivo) }));
}

const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Downloads the users' template (§7 BuscarPlanilhaFuncionariosClubeVantagens: base64 and fileDownloadName). */
export async function baixarModeloPlanilha(): Promise<void> {
  const { file } = valorDe(await client.buscarPlanilhaFuncionariosClubeVantagens());
  baixarArquivo(file.fileContents, file.fileDownloadName, MIME_XLSX);
}
