/**
 * One ad registration with images through the real HTTP API (IncluirAnuncioClubeVantagens, multipart), measured by
 * `npm run bench` (scripts/bench-secao-anuncio.ts) in a child process of its own. One measurement by hand:
 *   node --import tsx scripts/bench-measure-child.ts scripts/bench-anuncio.ts medirAnuncio '["típico", 204800, [1048576]]'
 */
import { randomBytes } from 'node:crypto';
import { addMonths, format, parseISO } from 'date-fns';
import { count, eq, sql } from 'drizzle-orm';
import { clubeGestaoContract } from '../src/contracts/clube-vantagens.contract';
import { VERSAO_TERMO_CLUBE } from '../src/domain/clube-vantagens/clube';
import { dataSaoPaulo } from '../src/domain/comum/datas';
import { imagensAnuncioClube } from '../src/server/db/schema/clube-vantagens';
import { arquivos } from '../src/server/db/schema/comum';
import { comPortal, medirEnvio, type Medida } from './bench-portal';

/** The route measured. */
export const CAMINHO_ANUNCIO = clubeGestaoContract.incluirAnuncioClubeVantagens.path;

/** One ad registration: the body sent, the answer, what was stored and how the request went. */
export interface MedidaAnuncio extends Medida {
  /** The body's name in the report (típico, máximo). */
  corpo: string;
  logomarcaBytes: number;
  /** Size of each ad image (anuncioPadrao part), in order. */
  imagensBytes: number[];
  /** HTTP status of the answer (200, or the measurement throws). */
  status: number;
  /** Rows of imagens_anuncio_clube of the new ad, and the bytes of the files they point to. */
  imagensGravadas: number;
  bytesGravados: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `bytes` bytes that the server reads as an image: the type's magic bytes, then random ones. */
function imagem(magica: number[], bytes: number, nome: string, tipo: string): File {
  const conteudo = Buffer.concat([Buffer.from(magica), randomBytes(bytes - magica.length)]);
  return new File([conteudo as Uint8Array<ArrayBuffer>], nome, { type: tipo });
}

/** A valid NovoAnuncio body running from today (São Paulo) for a month: a PNG logo and JPEG images of the given sizes. */
function formularioAnuncio(logomarcaBytes: number, imagensBytes: number[]): FormData {
  const hoje = dataSaoPaulo(new Date());
  const campos: Array<[string, string]> = [
    ['dtVersao', VERSAO_TERMO_CLUBE], ['browserData', 'npm run bench'], ['titulo', 'Bench: anúncio com imagens'],
    ['tipoAtividade', 'Prestação de Serviço'], ['descricaoAtividade', 'Medição do cadastro de anúncio'],
    ['descontoOferecido', '15%'], ['descricaoDesconto', '15% na primeira compra'], ['possuiECommerce', 'Não'],
    ['enquadramento', 'Alimentação'], ['enquadramento', 'Outros'], ['enquadramentoOutros', 'Medição'], ['deAcordo', 'Sim'],
    ['dtInicio', hoje], ['dtFim', format(addMonths(parseISO(hoje), 1), 'yyyy-MM-dd')],
  ];
  const form = new FormData();
  for (const [nome, valor] of campos) form.append(nome, valor);
  form.append('logomarca', imagem(PNG, logomarcaBytes, 'logo.png', 'image/png'));
  imagensBytes.forEach((bytes, i) => form.append('anuncioPadrao', imagem(JPEG, bytes, `anuncio-${i + 1}.jpg`, 'image/jpeg')));
  return form;
}

/**
 * Registers an ad with a logo of `logomarcaBytes` and one image per entry of `imagensBytes` through the real HTTP API
 * as clube.ativo@exemplo.com.br, on a fresh database (a new one on the PostgreSQL server of `databaseUrl`, else PGlite
 * in memory). The body is built before the clock starts; throws unless the answer is 200 and every image is stored.
 */
export async function medirAnuncio(corpo: string, logomarcaBytes: number, imagensBytes: number[], databaseUrl?: string): Promise<MedidaAnuncio> {
  return comPortal(databaseUrl, async (portal) => {
    const form = formularioAnuncio(logomarcaBytes, imagensBytes);
    const { status, corpo: resposta, ...medida } = await medirEnvio(portal, CAMINHO_ANUNCIO, form);
    const { anuncioId } = resposta as { anuncioId?: number };
    if (status !== 200 || typeof anuncioId !== 'number') {
      throw new Error(`cadastro do anúncio falhou: ${status} ${JSON.stringify(resposta).slice(0, 300)}`);
    }
    const [gravadas] = await portal.database.db
      .select({ n: count(), bytes: sql<string>`coalesce(sum(octet_length(${arquivos.conteudo})), 0)` })
      .from(imagensAnuncioClube)
      .innerJoin(arquivos, eq(arquivos.id, imagensAnuncioClube.arquivoId))
      .where(eq(imagensAnuncioClube.anuncioId, anuncioId));
    const imagensGravadas = gravadas?.n ?? 0;
    const bytesGravados = Number(gravadas?.bytes ?? 0);
    const esperados = imagensBytes.reduce((soma, bytes) => soma + bytes, 0);
    if (imagensGravadas !== imagensBytes.length || bytesGravados !== esperados) {
      throw new Error(`esperava ${imagensBytes.length} imagens (${esperados} bytes) gravadas, há ${imagensGravadas} (${bytesGravados} bytes)`);
    }
    return { corpo, logomarcaBytes, imagensBytes, status, imagensGravadas, bytesGravados, ...medida };
  });
}
