import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { TAMANHO_MAXIMO_ARQUIVO } from '../../domain/comum/arquivos';
import { portalContract } from '../../contracts/portal.contract';
import { rotaDoPedido, rotasDe } from './rotas';

const MB = 1024 * 1024;
/** Room for the form fields next to the files of one body. */
const FOLGA_CAMPOS = MB;

/** Bytes a body may have when it carries `arquivos` files of up to 10 MB each (§9) plus its fields. */
export const limiteParaArquivos = (arquivos: number) => arquivos * TAMANHO_MAXIMO_ARQUIVO + FOLGA_CAMPOS;

/**
 * A body without files (JSON, or a path no contract names): 1 MB. The largest real one, a list of
 * club users, is far below; parsing 1 MB of hostile JSON costs the event loop a few milliseconds.
 */
export const LIMITE_CORPO_SEM_ARQUIVO = MB;

/** What one route accepts as a request body. */
export interface LimiteDaRota {
  /** Bytes: http.ts answers 413 past them, before reading more. */
  bytes: number;
  /** Multipart routes only: the parts one body may have (each field once, each repeated field its maximum). */
  partes?: number;
}

/** A schema without its wrappers (preprocess, refine, default, optional…): the shape underneath. */
function semEmbrulho(schema: z.ZodTypeAny): z.ZodTypeAny {
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

function limiteDe(rota: AppRoute): LimiteDaRota {
  if (!('contentType' in rota) || rota.contentType !== 'multipart/form-data') return { bytes: LIMITE_CORPO_SEM_ARQUIVO };
  const arquivos = (rota.metadata as { arquivos?: number } | undefined)?.arquivos ?? 1;
  const corpo = semEmbrulho(rota.body as z.ZodTypeAny);
  if (!(corpo instanceof z.ZodObject)) throw new Error(`${rota.path}: um corpo multipart precisa ser um objeto`);
  const campos = Object.entries(corpo.shape as Record<string, z.ZodTypeAny>);
  return { bytes: limiteParaArquivos(arquivos), partes: campos.reduce((soma, [nome, campo]) => soma + partesDoCampo(rota.path, nome, campo), 0) };
}

/** Every route that takes a body, with what it may be: read from the contract once, at start. */
const limites = new Map<AppRoute, LimiteDaRota>(rotasDe(portalContract).filter((r) => r.method !== 'GET').map((r) => [r, limiteDe(r)]));

/**
 * What a request body to `metodo` `caminho` may be: 1 MB without files; one file's worth and the fields, or
 * as many files as the route declares (`metadata: { arquivos: n }`, the ad's logo and images) for
 * multipart routes, which also cap their parts. The route is found by the index app.ts checks callers with.
 */
export function limiteDaRota(metodo: string, caminho: string): LimiteDaRota {
  const rota = rotaDoPedido(metodo, caminho);
  return (rota && limites.get(rota)) ?? { bytes: LIMITE_CORPO_SEM_ARQUIVO };
}
