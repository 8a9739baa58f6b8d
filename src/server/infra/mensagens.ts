import { TsRestResponse } from '@ts-rest/serverless/fetch';

/** The server's own answers, not tied to one route. */
export const mensagensServidor = {
  outroSite: 'Requisição de outro site recusada.',
  naoEncontrado: 'Recurso não encontrado.',
  corpoInvalido: 'Os dados enviados não puderam ser lidos.',
  partesDemais: 'O formulário enviado tem partes demais.',
  caractereInvalido: 'Os dados enviados contêm caracteres inválidos.',
  acessoNegado: 'Você não tem acesso a esta função.',
  foraDaCarteira: 'Associado não encontrado na sua carteira.',
  /** An associate naming another associate's codSocio: the same 404 as another's record. */
  associadoNaoEncontrado: 'Associado não encontrado.',
  arquivoNaoEncontrado: 'Arquivo não encontrado.',
  /** Too many large uploads at once in this process (http.ts): 503 with Retry-After. */
  enviosDemais: 'Muitos arquivos sendo enviados agora. Tente novamente em instantes.',
  erroInterno: 'Erro interno. Tente novamente em instantes.',
} as const;

/** Every JSON answer's content-type: the charset said, whatever the client assumes. */
export const TIPO_JSON = 'application/json; charset=utf-8';

/**
 * A JSON answer, as ts-rest's handler builds its own (TsRestResponse.fromJson): its text stays in `rawBody`, which
 * http.ts writes as it is, never read back through the Response's stream.
 */
export function respostaJson(status: number, corpo: unknown, headers?: HeadersInit): TsRestResponse {
  const resposta = TsRestResponse.fromJson(corpo, { status, headers });
  resposta.headers.set('content-type', TIPO_JSON);
  return resposta;
}

/** An answer with a pt-BR `mensagem`, as every refusal of the portal is. */
export const recusa = (status: number, mensagem: string) => respostaJson(status, { mensagem });
