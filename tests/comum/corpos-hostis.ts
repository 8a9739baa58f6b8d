import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { limiteDaRota } from '../../src/server/infra/limite-corpo';

// Bodies a hostile caller sends (issue 19), generated from a route's contract, and how long the server's event
// loop stalls on one. Used by corpos-piores.api.test.ts and by scripts/bench-ataques.ts.

export const MB = 1024 * 1024;
/** What a body may carry and still reach the route (the 1 MB cap of http.ts, with room for the rest). */
const CABE = Math.floor(MB * 0.95);

const K = z.ZodFirstPartyTypeKind;

/** A schema without its wrappers (preprocess, refine, default, optional…): the shape underneath. */
export function semEmbrulho(schema: z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def as any;
  switch (def.typeName) {
    case K.ZodEffects: return semEmbrulho(def.schema);
    case K.ZodOptional: case K.ZodNullable: case K.ZodDefault: case K.ZodCatch: case K.ZodReadonly: return semEmbrulho(def.innerType);
    case K.ZodBranded: return semEmbrulho(def.type);
    case K.ZodLazy: return semEmbrulho(def.getter());
    case K.ZodPipeline: return semEmbrulho(def.in);
    default: return schema;
  }
}

/** The options of a union, or the schema alone. */
const opcoes = (s: z.ZodTypeAny): z.ZodTypeAny[] =>
  s instanceof z.ZodUnion || s instanceof z.ZodDiscriminatedUnion ? [...(s._def.options as z.ZodTypeAny[])] : [s];

/** The cheapest JSON value of an element's type: every element of a hostile list is one. */
export function barato(schema: z.ZodTypeAny): unknown {
  const s = semEmbrulho(schema);
  if (s instanceof z.ZodNumber) return 1;
  if (s instanceof z.ZodString) return '1';
  if (s instanceof z.ZodBoolean) return true;
  if (s instanceof z.ZodEnum) return s.options[0];
  if (s instanceof z.ZodLiteral) return s.value;
  if (s instanceof z.ZodArray) return [];
  if (s instanceof z.ZodObject || s instanceof z.ZodUnion || s instanceof z.ZodDiscriminatedUnion) return {};
  return 1;
}

/**
 * A body of `schema` whose first list (reached through objects and union options, their literal
 * discriminators set) is filled to ~1 MB with cheap elements; null when the schema has no list.
 */
export function corpoDeListaLonga(schema: z.ZodTypeAny): unknown {
  const s = semEmbrulho(schema);
  if (s instanceof z.ZodArray) {
    const elemento = barato(s.element);
    return Array<unknown>(Math.floor(CABE / (JSON.stringify(elemento).length + 1))).fill(elemento);
  }
  for (const opcao of opcoes(s).map(semEmbrulho)) {
    if (!(opcao instanceof z.ZodObject)) continue;
    const campos = Object.entries(opcao.shape as Record<string, z.ZodTypeAny>);
    for (const [nome, campo] of campos) {
      const dentro = corpoDeListaLonga(campo);
      if (dentro === null) continue;
      const literais = campos.flatMap(([n, c]) => { const t = semEmbrulho(c); return t instanceof z.ZodLiteral ? [[n, t.value]] : []; });
      return { ...Object.fromEntries(literais), [nome]: dentro };
    }
  }
  return null;
}

/** A body of `schema` whose first text field holds ~1 MB; null when it has none at the top. */
export function corpoDeTextoLongo(schema: z.ZodTypeAny): unknown {
  const s = semEmbrulho(schema);
  for (const opcao of opcoes(s).map(semEmbrulho)) {
    if (!(opcao instanceof z.ZodObject)) continue;
    const texto = Object.entries(opcao.shape as Record<string, z.ZodTypeAny>).find(([, c]) => semEmbrulho(c) instanceof z.ZodString);
    if (texto) return { [texto[0]]: 'x'.repeat(CABE - texto[0].length - 10) };
  }
  return null;
}

/** ~1 MB of nested lists under the first key of a body: `{"k":[[[[…]]]]}`. */
export function corpoAninhado(chave = 'x'): string {
  const fundo = Math.floor((CABE - chave.length - 10) / 2);
  return `{"${chave}":${'['.repeat(fundo)}${']'.repeat(fundo)}}`;
}

/** The JSON bodies a hostile caller sends a route: its longest list, its longest text, its deepest nesting. */
export function corposHostis(rota: AppRoute): [nome: string, corpo: string][] {
  if (!('body' in rota) || !(rota.body instanceof z.ZodType)) return [['aninhado', corpoAninhado()]];
  const lista = corpoDeListaLonga(rota.body);
  const texto = corpoDeTextoLongo(rota.body);
  return [
    ...(lista === null ? [] : [['lista longa', JSON.stringify(lista)] as [string, string]]),
    ...(texto === null ? [] : [['texto longo', JSON.stringify(texto)] as [string, string]]),
    ['aninhado', corpoAninhado()],
  ];
}

/** A multipart body by hand: each [name, value] a text part. */
export function multipart(partes: [string, string][], fronteira = 'FRONTEIRAxyz') {
  const pedacos = partes.map(([nome, valor]) => `--${fronteira}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`);
  return { corpo: Buffer.from(`${pedacos.join('')}--${fronteira}--\r\n`), tipo: `multipart/form-data; boundary=${fronteira}` };
}

/** A multipart route's worst body: every field as many times as it may come, text parts sharing ~1 MB. */
export function multipartHostil(rota: AppRoute) {
  const corpo = semEmbrulho((rota as { body: z.ZodTypeAny }).body) as z.AnyZodObject;
  const { partes } = limiteDaRota(rota.method, rota.path);
  const tamanho = Math.floor(CABE / partes!) - 100;
  const campos = Object.entries(corpo.shape as Record<string, z.ZodTypeAny>).flatMap(([nome, campo]) => {
    const tipo = semEmbrulho(campo);
    const vezes = tipo instanceof z.ZodArray ? tipo._def.maxLength!.value : 1;
    return Array.from({ length: vezes }, () => [nome, 'x'.repeat(tamanho)] as [string, string]);
  });
  return multipart(campos);
}

/**
 * The longest the event loop stalled (ms) while `enviar` ran, and its answer: the server runs in this process, so
 * a body it chews on synchronously shows as a late timer. Sampled every millisecond; a few more after the answer.
 */
export async function paradaDurante<T>(enviar: () => Promise<T>): Promise<{ resposta: T; paradaMs: number; ms: number }> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const inicio = performance.now();
  const resposta = await enviar();
  const ms = performance.now() - inicio;
  await new Promise((ok) => setTimeout(ok, 5));
  h.disable();
  return { resposta, paradaMs: h.max / 1e6, ms };
}
