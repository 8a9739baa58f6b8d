import { tsr } from '@ts-rest/serverless/fetch';
import { eq } from 'drizzle-orm';
import { conviteContract } from '../../contracts/cdl-consultor.contract';
import { identificacaoDoTermoUso, mensagensConvite, NOME_PDF_TERMO_USO } from '../../domain/cdl-consultor/convite';
import { textosKit } from '../../domain/comum/textos';
import { hashSenha } from '../comum/auth';
import type { Contexto, Dependencias } from '../comum/context';
import { documentoDoTermo, versaoVigente } from '../comum/termos';
import type { Db, Tx } from '../db/database';
import { aceitesTermoUso, cadastrosAssociado } from '../db/schema/cdl-consultor';
import { associados, carteira, sessoes, usuarios } from '../db/schema/comum';
import { lerConvite, usarConvite, type LeituraConvite } from './convites';
import { TERMO_USO } from './termo';

/** What a public call knows of its request: no session, only where it came from and when. */
export type ContextoConvite = Pick<Contexto, 'ip' | 'userAgent' | 'agora'>;

const naoValido = { status: 404 as const, body: { mensagem: mensagensConvite.desconhecido } };
const jaUsado = { status: 410 as const, body: { mensagem: mensagensConvite.usado } };
const expirado = { status: 410 as const, body: { mensagem: mensagensConvite.expirado } };

/** The answer of a link that cannot be used (unknown, used, expired); null when it is valid. */
function recusaDoLink(l: LeituraConvite) {
  if (l.tipo === 'desconhecido') return naoValido;
  if (l.tipo === 'usado') return jaUsado;
  if (l.tipo === 'expirado') return expirado;
  return null;
}

/**
 * What the page says of a link it opens and cannot use: an invitation used by a company its consultant has not
 * registered yet (no login to enter with) says what comes next (issue 27); the others as recusaDoLink.
 */
async function recusaAoAbrir(db: Db | Tx, l: Exclude<LeituraConvite, { tipo: 'valido' }>) {
  if (l.tipo === 'usado' && l.finalidade === 'filiacao') {
    const [linha] = await db.select({ codSocio: carteira.codSocio }).from(carteira).where(eq(carteira.id, l.carteiraId));
    if (linha && !linha.codSocio) return { status: 410 as const, body: { mensagem: mensagensConvite.usadoCadastroEmAndamento } };
  }
  return recusaDoLink(l)!;
}

/** The carteira row a link belongs to, with its consultant's name and the member's name once registered. */
async function membroDoConvite(db: Db | Tx, carteiraId: number, travar = false) {
  const consulta = db.select({
    id: carteira.id, email: carteira.email, codSocio: carteira.codSocio, nomeSocio: carteira.nomeSocio,
    aceiteTermoUso: carteira.aceiteTermoUso, nomeConsultor: usuarios.nome,
  }).from(carteira).innerJoin(usuarios, eq(usuarios.id, carteira.consultorId)).where(eq(carteira.id, carteiraId));
  const [m] = await (travar ? consulta.for('update', { of: carteira }) : consulta);
  if (!m) throw new Error(`convite sem linha de carteira ${carteiraId}`);
  return m;
}

/**
 * The member's login gets this password: the login with the carteira's e-mail is updated (its sessions end: a new
 * password logs out whoever held the old one), or created (perfil associado) with the registration's contact name
 * and CPF. Null when that e-mail belongs to a login of someone else (another associate, a consultant, staff):
 * a link never takes over another login. Returns the ended sessions' hashes, to announce after the commit.
 */
async function gravarLogin(tx: Tx, m: { email: string; codSocio: string }, senhaHash: string): Promise<string[] | null> {
  const [existente] = await tx.select({ id: usuarios.id, perfil: usuarios.perfil, codSocio: usuarios.codSocio })
    .from(usuarios).where(eq(usuarios.email, m.email)).for('update');
  if (existente) {
    if (existente.perfil !== 'associado' || existente.codSocio !== m.codSocio) return null;
    await tx.update(usuarios).set({ senhaHash }).where(eq(usuarios.id, existente.id));
    const encerradas = await tx.delete(sessoes).where(eq(sessoes.usuarioId, existente.id)).returning({ idHash: sessoes.idHash });
    return encerradas.map((s) => s.idHash);
  }
  const [cadastro] = await tx.select({
    contato: cadastrosAssociado.contato, cpf: cadastrosAssociado.cpf, dataNascimento: cadastrosAssociado.dataNascimento, celular: cadastrosAssociado.celular,
  }).from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, m.codSocio));
  const [associado] = await tx.select({ nome: associados.nome, documento: associados.documento }).from(associados).where(eq(associados.codSocio, m.codSocio));
  // decided: a member registered before the portal kept registrations (the seed's) has no contact CPF: a CPF-holding
  // associate (PL, AUT) lends its own document; a company's login gets '' (unknown), never an invented number
  const cpfDoAssociado = associado?.documento?.length === 11 ? associado.documento : '';
  await tx.insert(usuarios).values({
    email: m.email, senhaHash, perfil: 'associado', codSocio: m.codSocio,
    nome: cadastro?.contato ?? associado?.nome ?? m.email, cpf: cadastro?.cpf ?? cpfDoAssociado,
    dataNascimento: cadastro?.dataNascimento ?? null, telefone: cadastro?.celular ?? null,
  });
  return [];
}

/**
 * The invited company's side (issue 21 step 3), public: the e-mail's link names its token in the page's fragment and
 * the page sends it in bodies. Consultar reads it; Termo gives the PDF; Aceitar records the Termo de Uso's acceptance
 * and the password (filiacao); DefinirSenha the password of 'Enviar Login' (senha). A link works once and for 7 days:
 * unknown 404, used or expired 410, each with its sentence.
 */
export function conviteRouter(deps: Dependencias) {
  const { database } = deps;
  const documento = (identificacao: string[]) => (deps.documentoDoTermo ?? documentoDoTermo)(TERMO_USO.produto, identificacao);

  return tsr.platformContext<ContextoConvite>().router(conviteContract, {
    consultarConvite: async ({ body }, { agora }) => {
      const leitura = await lerConvite(database.db, body.token, agora);
      if (leitura.tipo !== 'valido') return recusaAoAbrir(database.db, leitura);
      const { finalidade, carteiraId } = leitura.convite;
      const m = await membroDoConvite(database.db, carteiraId);
      const termo = finalidade === 'filiacao'
        ? await documento(identificacaoDoTermoUso(m.email, m.nomeConsultor)).then((d) => ({ ...d.texto, dtVersao: d.versao }))
        : null;
      return {
        status: 200,
        body: { finalidade, email: m.email, nomeConsultor: m.nomeConsultor, nomeAssociado: m.codSocio ? m.nomeSocio : null, termo },
      };
    },

    termoConvite: async ({ body }, { agora }) => {
      const leitura = await lerConvite(database.db, body.token, agora);
      if (leitura.tipo !== 'valido') return recusaDoLink(leitura)!;
      if (leitura.convite.finalidade !== 'filiacao') return naoValido;
      const m = await membroDoConvite(database.db, leitura.convite.carteiraId);
      const { pdf } = await documento(identificacaoDoTermoUso(m.email, m.nomeConsultor));
      return { status: 200, body: { file: { fileContents: Buffer.from(pdf).toString('base64'), fileDownloadName: NOME_PDF_TERMO_USO } } };
    },

    aceitarConvite: async ({ body }, requisicao) => {
      const { agora } = requisicao;
      const encerradas: string[] = [];
      const resposta = await database.tx(async (tx) => {
        // the link's row held until it is marked used: two tabs sending it at once, the second reads it used (410)
        const leitura = await lerConvite(tx, body.token, agora, true);
        if (leitura.tipo !== 'valido') return recusaAoAbrir(tx, leitura);
        if (leitura.convite.finalidade !== 'filiacao') return naoValido;
        if (!versaoVigente(TERMO_USO.produto, body.dtVersao)) return { status: 409 as const, body: { mensagem: textosKit.termoDesatualizado } };
        const m = await membroDoConvite(tx, leitura.convite.carteiraId, true);
        const [aceite] = await tx.select({ id: aceitesTermoUso.id }).from(aceitesTermoUso).where(eq(aceitesTermoUso.carteiraId, m.id));
        if (m.aceiteTermoUso || aceite) return jaUsado;
        const senhaHash = await hashSenha(body.senha, deps.kdf);
        if (m.codSocio) {
          // registered before it accepted (not a path today): the password goes straight to the member's login
          const fim = await gravarLogin(tx, { email: m.email, codSocio: m.codSocio }, senhaHash);
          if (!fim) return { status: 409 as const, body: { mensagem: mensagensConvite.emailJaTemLogin } };
          encerradas.push(...fim);
        } else {
          const [login] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, m.email));
          if (login) return { status: 409 as const, body: { mensagem: mensagensConvite.emailJaTemLogin } };
        }
        // the PDF the page offered for this link is the one hashed: the same lines, rendered the same way
        const { sha256: pdfSha256 } = await documento(identificacaoDoTermoUso(m.email, m.nomeConsultor));
        await tx.insert(aceitesTermoUso).values({
          carteiraId: m.id, dtVersao: body.dtVersao, dtAceite: agora, ipOrigem: requisicao.ip,
          browserData: (body.browserData || requisicao.userAgent).slice(0, 1000), userAgent: requisicao.userAgent.slice(0, 1000), pdfSha256,
        });
        await tx.update(carteira).set({ aceiteTermoUso: true, senhaPendente: m.codSocio ? null : senhaHash }).where(eq(carteira.id, m.id));
        await usarConvite(tx, leitura.convite, agora);
        return { status: 200 as const, body: { mensagem: mensagensConvite.termoAceito } };
      });
      for (const idHash of encerradas) await database.anunciarSessaoEncerrada(idHash);
      return resposta;
    },

    definirSenha: async ({ body }, { agora }) => {
      const encerradas: string[] = [];
      const resposta = await database.tx(async (tx) => {
        const leitura = await lerConvite(tx, body.token, agora, true);
        if (leitura.tipo !== 'valido') return recusaDoLink(leitura)!;
        if (leitura.convite.finalidade !== 'senha') return naoValido;
        const m = await membroDoConvite(tx, leitura.convite.carteiraId, true);
        // 'Enviar Login' is offered for registered members only; a row that lost its code since gets the unknown link's answer
        if (!m.codSocio) return naoValido;
        const fim = await gravarLogin(tx, { email: m.email, codSocio: m.codSocio }, await hashSenha(body.senha, deps.kdf));
        if (!fim) return naoValido;
        encerradas.push(...fim);
        await tx.update(carteira).set({ senhaPendente: null }).where(eq(carteira.id, m.id));
        await usarConvite(tx, leitura.convite, agora);
        return { status: 200 as const, body: { mensagem: mensagensConvite.senhaCriada } };
      });
      for (const idHash of encerradas) await database.anunciarSessaoEncerrada(idHash);
      return resposta;
    },
  });
}
