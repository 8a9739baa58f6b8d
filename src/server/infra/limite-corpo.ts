import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { TAMANHO_MAXIMO_ARQUIVO } from '../../domain/comum/arquivos';
import { portalContract } from '../../contracts/portal.contract';
import { quemChamaARota, rotaDoPedido, rotasDe } from './rotas';

const KB = 1024;
/** Room for the form fields next to the files of one multipart body (the ad's texts are the largest, a few KB). */
const FOLGA_CAMPOS = 64 * KB;

/** Bytes a body may have when it carries `arquivos` files of up to 10 MB each (§9) plus its fields. */
export const limiteParaArquivos = (arquivos: number) => arquivos * TAMANHO_MAXIMO_ARQUIVO + FOLGA_CAMPOS;

/**
 * A public route's body (login, invitation, set-password): 8 KB. The largest, an invitation's acceptance, is at most
 * 4.6 kB of JSON even with every text at its maximum in 3-byte characters; 80 000 keys no longer fit (a 1 MB object
 * cost 100–130 ms of CPU to parse and check, issue 26).
 */
export const LIMITE_CORPO_PUBLICO = 8 * KB;
/** A logged-in form's JSON body: 16 KB (the largest form is at most 6.4 kB). A list says its own (`corpoMaximo`). */
export const LIMITE_CORPO_FORMULARIO = 16 * KB;

/** What one route accepts as a request body. */
export interface LimiteDaRota {
  /** Bytes: http.ts answers 413 past them, before reading more. */
  bytes: number;
  /** Multipart routes only: the parts one body may have (each field once, each repeated field its maximum). */
  partes?: number;
}

/** A schema without its wrappers (preprocess, refine, default, optional…): the shape underneath (also entrada.ts). */
export function semEmbrulho(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodEffects) return semEmbrulho(schema.innerType());
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return semEmbrulho(schema._def.innerType);
  return schema;
}

/** Parts a multipart field may take: 1, or a repeated field's maximum (umOuMais: a lista, which has one). */
function partesDoCampo(rota: string, nome: string, campo: z.ZodTypeAny): number {
  const tipo = semEmbrulho(campo);
  if (!(tipo instanceof z.ZodArray)) return 1;
  const maximo = tipo._def.maxLength?.value;
  if (maximo === undefined) throw new Error(`${rota}: o campo repetido "${nome}" não tem máximo`);
  return maximo;
}

/** What a route's metadata says of its body: its files (multipart), or the bytes of its largest list (JSON). */
type MetadataDoCorpo = { arquivos?: number; corpoMaximo?: number } | undefined;

/** The body `rota` may take, from its contract: files and parts for multipart, else public, form or the list's own. */
export function limiteDe(rota: AppRoute): LimiteDaRota {
  const metadata = rota.metadata as MetadataDoCorpo;
  if (!('contentType' in rota) || rota.contentType !== 'multipart/form-data') {
    if ('publica' in quemChamaARota(rota)) return { bytes: LIMITE_CORPO_PUBLICO };
    return { bytes: metadata?.corpoMaximo ?? LIMITE_CORPO_FORMULARIO };
  }
  const corpo = semEmbrulho(rota.body as z.ZodTypeAny);
  if (!(corpo instanceof z.ZodObject)) throw new Error(`${rota.path}: um corpo multipart precisa ser um objeto`);
  const campos = Object.entries(corpo.shape as Record<string, z.ZodTypeAny>);
  return { bytes: limiteParaArquivos(metadata?.arquivos ?? 1), partes: campos.reduce((soma, [nome, campo]) => soma + partesDoCampo(rota.path, nome, campo), 0) };
}

/** Every route that takes a body, with what it may be: read from the contract once, at start. */
const limites = new Map<AppRoute, LimiteDaRota>(rotasDe(portalContract).filter((r) => r.method !== 'GET').map((r) => [r, limiteDe(r)]));

/** The body `rota` takes (none for a GET): read once at start. */
export const limiteDaRotaDe = (rota: AppRoute): LimiteDaRota => limites.get(rota) ?? { bytes: 0 };

/** What a request body to `metodo` `caminho` may be (none when no route of the contract answers it). */
export function limiteDaRota(metodo: string, caminho: string): LimiteDaRota {
  const rota = rotaDoPedido(metodo, caminho);
  return rota ? limiteDaRotaDe(rota) : { bytes: 0 };
}
