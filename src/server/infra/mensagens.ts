import { RespostaJson } from './despacho';

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
  erroInterno: 'Erro interno. Tente novamente em instantes.',
} as const;

/** An answer with a pt-BR `mensagem`, as every refusal of the portal is. */
export const recusa = (status: number, mensagem: string) => new RespostaJson(status, { mensagem });
