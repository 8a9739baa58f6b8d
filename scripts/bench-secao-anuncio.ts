import { TAMANHO_MAXIMO_ARQUIVO } from '../src/domain/comum/arquivos';
import { clubeGestaoContract } from '../src/contracts/clube-vantagens.contract';
import { MAXIMO_IMAGENS_ANUNCIO } from '../src/domain/clube-vantagens/gestao';
import { limiteDaRota } from '../src/server/infra/limite-corpo';
import type { MedidaAnuncio } from './bench-anuncio';
import { measureEachInChild, requireNumbers, type ChildSection } from './bench-process';

/** The measurement, run in a child process per database and body. */
export const AD_SCRIPT = 'scripts/bench-anuncio.ts';
/** The most bytes the route takes in one body (src/server/infra/limite-corpo.ts): 6 files of 10 MB and 1 MB for the fields. */
export const AD_BODY_LIMIT = limiteDaRota('POST', clubeGestaoContract.incluirAnuncioClubeVantagens.path).bytes;

const MB = 1024 * 1024;
/** 1 kB under the per-file cap (TAMANHO_MAXIMO_ARQUIVO, 10 MB = 10 × 1024² bytes). */
const LARGEST_FILE = TAMANHO_MAXIMO_ARQUIVO - 1024;

/** The bodies measured: a typical ad, and the largest the route accepts (logo and 5 images, each just under 10 MB). */
export const AD_BODIES: ReadonlyArray<Pick<MedidaAnuncio, 'corpo' | 'logomarcaBytes' | 'imagensBytes'>> = [
  { corpo: 'típico', logomarcaBytes: 200 * 1024, imagensBytes: [MB, MB, MB] },
  { corpo: 'máximo', logomarcaBytes: LARGEST_FILE, imagensBytes: Array<number>(MAXIMO_IMAGENS_ANUNCIO).fill(LARGEST_FILE) },
];

/** The ad section: skipped (with why) or one figure per database and body. */
export type AdSection = ChildSection<MedidaAnuncio>;

function checkAnswer(answer: MedidaAnuncio): void {
  const keys = ['segundos', 'picoRssMB', 'rssAntesMB', 'maiorTravamentoMs', 'status', 'imagensGravadas', 'bytesGravados', 'logomarcaBytes'];
  requireNumbers(answer, keys, 'medirAnuncio');
  if (!Array.isArray(answer.imagensBytes)) throw new Error(`medirAnuncio devolveu imagensBytes inválido: ${JSON.stringify(answer)}`);
}

/** Registers each of AD_BODIES on PGlite and, with `serverUrl`, on a fresh PostgreSQL database; no budget. */
export async function measureAds(serverUrl?: string): Promise<AdSection> {
  const cases = AD_BODIES.map((b) => [b.corpo, b.logomarcaBytes, b.imagensBytes] as const);
  return measureEachInChild(AD_SCRIPT, 'medirAnuncio', cases, serverUrl, checkAnswer);
}
