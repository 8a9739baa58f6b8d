import type { Produto } from '../../domain/comum/produtos';
import type { Tx } from '../db/database';
import { aceites } from '../db/schema/comum';
import type { Contexto } from './context';
import type { TermoGerado } from './termos-pdf';

/** A product's term as the association publishes it: a new text is a new version (docs/decisions/platform.md "Terms"). */
export interface ModeloTermo {
  produto: Produto;
  titulo: string;
  /** The version the client must send back as dtVersao (a date, YYYY-MM-DD). */
  versao: string;
  clausulas: readonly string[];
}

/**
 * The registry of term templates, one per product that has a term: each product registers its current
 * template once (`registrarModelo`) and every screen, PDF and acceptance of that product reads it here.
 */
const modelos = new Map<Produto, ModeloTermo>();

export function registrarModelo(modelo: ModeloTermo): ModeloTermo {
  const atual = modelos.get(modelo.produto);
  if (atual && atual !== modelo) throw new Error(`o termo de ${modelo.produto} já foi registrado`);
  modelos.set(modelo.produto, modelo);
  return modelo;
}

function modeloDe(produto: Produto): ModeloTermo {
  const modelo = modelos.get(produto);
  if (!modelo) throw new Error(`${produto} não tem termo registrado`);
  return modelo;
}

/** The one version check: does the client's dtVersao name the product's current term? */
export const versaoVigente = (produto: Produto, dtVersao: string): boolean => modeloDe(produto).versao === dtVersao;

/** A term as page text: the very lines its PDF prints (the version line aside, which is `versao`). */
export interface TextoDoTermo {
  titulo: string;
  /** The accepting party's lines (name, CPF, e-mail…), printed under the title. */
  identificacao: string[];
  /** The clauses in order, unnumbered: the PDF and the screen number them 1, 2, 3… */
  clausulas: string[];
}

/**
 * The PDF renderer, loaded with the first term (pdf-lib, fontkit and the fonts are ~45 MB of the server's RSS that most
 * requests never need; issue 26: the import's peak RSS) and kept for the process.
 */
let renderizador: Promise<typeof import('./termos-pdf')> | undefined;
const termosPdf = () => (renderizador ??= import('./termos-pdf'));

/**
 * The product's term with the accepting party's lines, as text and as the PDF rendered from that same text:
 * what the screen shows and what an acceptance hashes. One source for both, so the page and the PDF cannot drift.
 */
export async function documentoDoTermo(produto: Produto, identificacao: string[]): Promise<TermoGerado & { versao: string; texto: TextoDoTermo }> {
  const { titulo, versao, clausulas } = modeloDe(produto);
  const texto: TextoDoTermo = { titulo, identificacao: [...identificacao], clausulas: [...clausulas] };
  const gerado = await (await termosPdf()).gerarTermoPdf({ ...texto, dtVersao: versao });
  return { ...gerado, versao, texto };
}

export interface NovoAceite {
  /** The login that clicked: the associate's own, or its consultant. */
  usuarioId: number;
  /** The associate on whose behalf it was accepted. */
  codSocio: string;
  produto: Produto;
  /** What was accepted: the term itself, or a record made under it (its row keeps this acceptance's id). */
  finalidade: 'termo' | 'retencao' | 'cancelamento' | 'anuncio' | 'banner';
  dtVersao: string;
  /** What the client says of its browser (spec §3 browserData). */
  browserData: string;
  /** SHA-256 of the exact PDF shown, for term acceptances. */
  pdfSha256?: string;
}

/**
 * The one acceptance recorder (DESIGN.md): the server's clock, the request's address and User-Agent
 * come from the request context, never from what the client claims (its dtAceite and ipOrigem are ignored).
 * The record made under the acceptance (the club, the ad, the banner; later a reservation, a holder…)
 * stores the returned id, so each acceptance is linked to what was accepted by a foreign key.
 */
export async function registrarAceite(tx: Tx, requisicao: Pick<Contexto, 'agora' | 'ip' | 'userAgent'>, a: NovoAceite): Promise<number> {
  const [linha] = await tx.insert(aceites).values({
    usuarioId: a.usuarioId, codSocio: a.codSocio, produto: a.produto, finalidade: a.finalidade, dtVersao: a.dtVersao,
    dtAceite: requisicao.agora, ipOrigem: requisicao.ip, userAgent: requisicao.userAgent.slice(0, 1000),
    browserData: a.browserData || requisicao.userAgent.slice(0, 1000), pdfSha256: a.pdfSha256 ?? null,
  }).returning({ id: aceites.id });
  return linha!.id;
}
