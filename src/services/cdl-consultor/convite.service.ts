import { conviteContract, TokenConvite, type Convite } from '../../contracts/cdl-consultor.contract';
import { mensagensConvite } from '../../domain/cdl-consultor/convite';
import { ApiFailure, clienteDe, valorDe } from '../comum/api';
import { baixarArquivo } from '../comum/download';

// public calls: there is no session, so no 401 is a lost session (none is listed either)
const client = clienteDe(conviteContract);
const semSessao = { on401: 'rejected' } as const;

let tokenLido: string | null = null;
/**
 * The invitation's token, from the page's fragment (/convite#<token>: browsers never send it to a server), which is
 * then cleared so the link is not left in the address bar or the history. Read once: a second call (a remount) gets
 * the same token.
 */
export function tokenDoEndereco(): string {
  if (location.hash.length > 1) {
    tokenLido = location.hash.slice(1);
    history.replaceState(history.state, '', location.pathname + location.search);
  }
  return tokenLido ?? '';
}

/**
 * Another link opened in this same tab while the page is up (only the fragment changes: the browser does not reload):
 * the page starts over on it. Other fragments (the skip link's #conteudo) are no link. Returns the unsubscribe.
 */
export function aoAbrirOutroLink(): () => void {
  const outro = () => { if (TokenConvite.safeParse(location.hash.slice(1)).success) location.reload(); };
  addEventListener('hashchange', outro);
  return () => removeEventListener('hashchange', outro);
}

/** A link that cannot be one (empty, cut short by the mail client) is the unknown link, without asking the server. */
function exigirFormato(token: string) {
  if (!TokenConvite.safeParse(token).success) throw new ApiFailure('rejected', mensagensConvite.desconhecido, 404);
}

/** ConsultarConvite: what the link opens (the Termo de Uso and a password, or a new password). */
export async function consultarConvite(token: string): Promise<Convite> {
  exigirFormato(token);
  return valorDe(await client.consultarConvite({ body: { token } }), semSessao);
}

/** TermoConvite: saves the Termo de Uso's PDF ('Baixar PDF'). */
export async function baixarTermoConvite(token: string): Promise<void> {
  const { file } = valorDe(await client.termoConvite({ body: { token } }), semSessao);
  baixarArquivo(file.fileContents, file.fileDownloadName, 'application/pdf');
}

export interface NovaSenha {
  token: string;
  senha: string;
  confirmacao: string;
}

/** AceitarConvite: the Termo de Uso's version read, the acceptance and the password; answers the server's sentence. */
export async function aceitarConvite(p: NovaSenha & { dtVersao: string }): Promise<string> {
  const body = { ...p, aceito: true as const, browserData: navigator.userAgent.slice(0, 1000) };
  return valorDe(await client.aceitarConvite({ body }), semSessao).mensagem;
}

/** DefinirSenha ('Enviar Login''s link): the new password; answers the server's sentence. */
export async function definirSenhaConvite(p: NovaSenha): Promise<string> {
  return valorDe(await client.definirSenha({ body: p }), semSessao).mensagem;
}
