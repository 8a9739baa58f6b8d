import {
  cdlConsultorContract, type Associado, type AtualizacaoCadastro, type Chamado, type DocumentacaoDoMembro, type DocumentoAssociado,
  type MembroCarteira, type NovoAssociado,
} from '../../contracts/cdl-consultor.contract';
import { clienteDe, valorDe } from '../comum/api';
import { clienteComEnvio, type OpcoesDeEnvio } from '../comum/envio';

// The consultant area's calls (spec §7 "Consultant"): each answers its 200 body or throws ApiFailure (valorDe). The
// associate acted for is the codSocio the screen passes (associadoSelecionado, §6): the server checks it against the
// consultant's carteira on every call (404 outside it).

const client = clienteDe(cdlConsultorContract);
const envio = clienteComEnvio(cdlConsultorContract);

export type { Associado, AtualizacaoCadastro, Chamado, DocumentacaoDoMembro, DocumentoAssociado, MembroCarteira, NovoAssociado };

/** One page of the carteira, filtered by the server ('Filtrar': code, name, e-mail or document). */
export async function consultarCarteira(pagina: number, linhas: number, filtro: string) {
  return valorDe(await client.consultarCarteira({ query: { pagina, linhas, filtro } }));
}

/** One carteira row (the registration form reads the invited e-mail). */
export async function consultarMembro(membroId: number): Promise<MembroCarteira> {
  return valorDe(await client.consultarMembroCarteira({ query: { membroId } }));
}

/** EnviarEmailCredenciaisAssociado's answers: its 429 carries the seconds left (read with detalheDe). */
export type RespostasEnviarLogin = Awaited<ReturnType<typeof client.enviarEmailCredenciaisAssociado>>;

/** §7 EnviarEmailCredenciaisAssociado: the server's mensagem. */
export async function enviarLogin(codSocio: string): Promise<string> {
  return valorDe(await client.enviarEmailCredenciaisAssociado({ query: { codSocio } })).mensagem;
}

/** 'Reenviar convite' of a carteira row in stage Termo de Uso (issue 26): the server's mensagem. */
export async function reenviarConvite(membroId: number): Promise<string> {
  return valorDe(await client.reenviarConvite({ query: { membroId } })).mensagem;
}

/** §7 EnviarEmailFuturoAssociado (Nova filiação): the server's mensagem. */
export async function solicitarFiliacao(email: string): Promise<string> {
  return valorDe(await client.enviarEmailFuturoAssociado({ query: { email } })).mensagem;
}

/** §7 CadastrarAssociado. */
export async function cadastrarAssociado(body: NovoAssociado) {
  return valorDe(await client.cadastrarAssociado({ body }));
}

/** The documents the member's company type sends, with what was sent and its review. */
export async function consultarDocumentacao(codSocio: string): Promise<DocumentacaoDoMembro> {
  return valorDe(await client.consultarDocumentacaoAssociado({ query: { codSocio } }));
}

/** §7 AnexarDocumentacaoAssociado: one part per document, named by its key; `opcoes` report progress and cancel. */
export async function anexarDocumentacao(codSocio: string, arquivos: Partial<Record<DocumentoAssociado, File>>, opcoes: OpcoesDeEnvio = {}): Promise<string> {
  const body = new FormData();
  body.append('codSocio', codSocio);
  for (const [documento, arquivo] of Object.entries(arquivos)) if (arquivo) body.append(documento, arquivo, arquivo.name);
  const res = await envio.anexarDocumentacaoAssociado({ query: { codSocio }, body, aoEnviar: opcoes.aoEnviar, fetchOptions: { signal: opcoes.signal } });
  return valorDe(res).mensagem;
}

/** §7 ConsultarAssociado: the member's data and whether an update request is open. */
export async function consultarAssociado(codSocio: string): Promise<Associado> {
  return valorDe(await client.consultarAssociado({ query: { codSocio } }));
}

/** §7 AtualizarCadastroAssociado: the server's mensagem. */
export async function atualizarCadastro(body: AtualizacaoCadastro): Promise<string> {
  return valorDe(await client.atualizarCadastroAssociado({ body })).mensagem;
}

/** §7 ConsultarChamados. */
export async function consultarChamados(codSocio: string): Promise<Chamado[]> {
  return valorDe(await client.consultarChamados({ query: { codSocio } }));
}
