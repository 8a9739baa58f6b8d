import fc from 'fast-check';
import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { Cpf, CpfDigitos, Data, DataHora, IdRegistro } from '../../src/contracts/comum/campos';
import { limiteDaRota } from '../../src/server/infra/limite-corpo';
import { corpoAninhado, multipart, semEmbrulho } from './corpos-hostis';

// fast-check arbitraries read from a route's contract (issue 19, item 10): valid-ish, oversize and malformed
// bodies, queries and path params. Hand-written over our zod subset: zod-fast-check is not installed.

const CPFS = ['52998224725', '11144477735', '71428793860'];
const K = z.ZodFirstPartyTypeKind;

/** Texts the shared fields take (their checks are refinements a generator cannot read). */
const CONHECIDOS = new Map<z.ZodTypeAny, fc.Arbitrary<unknown>>([
  [Data, fc.date({ min: new Date('2026-01-01'), max: new Date('2031-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))],
  [DataHora, fc.date({ min: new Date('2026-01-01'), max: new Date('2031-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 14) + '00')],
  [Cpf, fc.constantFrom(...CPFS)],
  [CpfDigitos, fc.constantFrom(...CPFS, '12345678900')],
  [IdRegistro, fc.integer({ min: 1, max: 40 })],
]);

type Checks = { kind: string; value?: number; regex?: RegExp }[];
const checkDe = (checks: Checks, kind: string) => checks.find((c) => c.kind === kind);

/** Values a schema accepts, or nearly (refinements aside): what a screen would send. */
export function valido(schema: z.ZodTypeAny): fc.Arbitrary<unknown> {
  const conhecido = CONHECIDOS.get(schema);
  if (conhecido) return conhecido;
  // a field checked by a refinement that documents its pattern (campos.ts documentado: the phones)
  const padrao = (schema as { metaOpenApi?: { pattern?: unknown } }).metaOpenApi?.pattern;
  if (typeof padrao === 'string') return fc.stringMatching(new RegExp(padrao));
  const def = schema._def as any;
  switch (def.typeName as z.ZodFirstPartyTypeKind) {
    case K.ZodString: {
      const checks = def.checks as Checks;
      const max = Math.min(checkDe(checks, 'max')?.value ?? 40, checkDe(checks, 'length')?.value ?? 40, 40);
      const min = checkDe(checks, 'length')?.value ?? checkDe(checks, 'min')?.value ?? 0;
      if (checkDe(checks, 'uuid')) return fc.uuid({ version: 4 });
      if (checkDe(checks, 'email')) return fc.emailAddress().filter((e) => e.length <= 254);
      const regex = checkDe(checks, 'regex')?.regex;
      if (regex) return fc.stringMatching(regex).filter((t) => t.length <= (checkDe(checks, 'max')?.value ?? Infinity));
      return fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) });
    }
    case K.ZodNumber: {
      const checks = def.checks as Checks;
      const min = Math.max(checkDe(checks, 'min')?.value ?? -1000, -1_000_000);
      const max = Math.min(checkDe(checks, 'max')?.value ?? 1000, 1_000_000);
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case K.ZodBoolean: return fc.boolean();
    case K.ZodEnum: return fc.constantFrom(...(def.values as string[]));
    case K.ZodLiteral: return fc.constant(def.value);
    case K.ZodObject: {
      const shape = def.shape() as Record<string, z.ZodTypeAny>;
      const obrigatorios = Object.keys(shape).filter((k) => !shape[k]!.isOptional());
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, valido(s)])), { requiredKeys: obrigatorios });
    }
    case K.ZodArray: {
      const min = (def.exactLength ?? def.minLength)?.value ?? 0;
      const max = Math.min((def.exactLength ?? def.maxLength)?.value ?? 5, Math.max(min, 5));
      return fc.array(valido(def.type), { minLength: min, maxLength: max });
    }
    case K.ZodUnion: case K.ZodDiscriminatedUnion: return fc.oneof(...[...(def.options as z.ZodTypeAny[])].map(valido));
    case K.ZodOptional: return fc.option(valido(def.innerType), { nil: undefined });
    case K.ZodNullable: return fc.option(valido(def.innerType), { nil: null });
    case K.ZodDefault: return fc.option(valido(def.innerType), { nil: undefined });
    case K.ZodEffects:
      if (def.effect.type === 'refinement' && def.schema._def.typeName === K.ZodAny) return fc.constant(new File([Buffer.from('%PDF-1.4\n')], 'a.pdf', { type: 'application/pdf' }));
      return valido(def.schema);
    case K.ZodPipeline: return valido(def.in);
    default: return fc.constant(undefined);
  }
}

/** A value past a schema's bounds: texts and lists one past their maximum (or far past), numbers out of range. */
export function excessivo(schema: z.ZodTypeAny): fc.Arbitrary<unknown> {
  const s = semEmbrulho(schema);
  const def = s._def as any;
  if (s instanceof z.ZodString) {
    const max = Math.min(...(def.checks as Checks).filter((c) => c.kind === 'max' || c.kind === 'length').map((c) => c.value!), 100_000);
    return fc.constantFrom(max + 1, max + 1000, 200_000).map((n) => 'x'.repeat(n));
  }
  if (s instanceof z.ZodNumber) return fc.constantFrom(2_147_483_648, -2_147_483_649, 1e308, 9_007_199_254_740_993, 0.5);
  if (s instanceof z.ZodArray) {
    const max = (def.exactLength ?? def.maxLength)?.value ?? 1000;
    // one past the maximum, or as many as ~900 kB holds (the body cap is 1 MB): zod 3 read them all
    return fc.tuple(valido(def.type), fc.constantFrom<number | 'cheio'>(max + 1, 'cheio')).map(([item, n]) =>
      Array<unknown>(n === 'cheio' ? Math.floor(900_000 / ((JSON.stringify(item) ?? 'null').length + 1)) : n).fill(item));
  }
  if (s instanceof z.ZodObject) {
    const shape = def.shape() as Record<string, z.ZodTypeAny>;
    const nomes = Object.keys(shape);
    if (!nomes.length) return fc.constant({ x: 'x'.repeat(200_000) });
    // a list field half the time: the costliest to refuse (issue 19)
    const listas = nomes.filter((n) => semEmbrulho(shape[n]!) instanceof z.ZodArray);
    const campo = listas.length ? fc.oneof(fc.constantFrom(...listas), fc.constantFrom(...nomes)) : fc.constantFrom(...nomes);
    return fc.tuple(valido(s), campo).chain(([base, nome]) =>
      excessivo(shape[nome]!).map((v) => ({ ...(base as object), [nome]: v })));
  }
  if (s instanceof z.ZodUnion || s instanceof z.ZodDiscriminatedUnion) return fc.oneof(...[...(def.options as z.ZodTypeAny[])].map(excessivo));
  return fc.constant('x'.repeat(200_000));
}

const NUL = 'a\u0000b', SURROGATE = 'a\ud800b';
/** A value of the wrong shape: any JSON, a wrong type for one field, unknown keys, NUL or lone surrogates, deep nesting. */
export function malformado(schema: z.ZodTypeAny): fc.Arbitrary<unknown> {
  const s = semEmbrulho(schema);
  const trocas = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(NUL, SURROGATE, null, -1, '', [], {}, true, '1e3', ' 1', '0x10'));
  const porCampo = s instanceof z.ZodObject && Object.keys(s.shape).length
    ? [fc.tuple(valido(s), fc.constantFrom(...Object.keys(s.shape)), trocas).map(([base, nome, v]) => ({ ...(base as object), [nome]: v }))]
    : [];
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    ...porCampo,
    valido(s).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, [`${NUL}chave`]: SURROGATE } : [v, NUL])),
  );
}

/** One request: method, path with its query, and the body as bytes with its Content-Type. */
export interface Pedido { metodo: string; caminho: string; corpo?: Uint8Array; tipo?: string; tipoDeCorpo: string }

const textoDeQuery = (v: unknown) => (v === undefined ? [] : [typeof v === 'object' ? JSON.stringify(v) : String(v)]);

/** A path with its params filled and its query written as the client writes it (plain values). */
function caminhoCom(rota: AppRoute, params: Record<string, unknown>, query: Record<string, unknown> | undefined) {
  const caminho = rota.path.replace(/:(\w+)/g, (_, nome: string) => encodeURIComponent(String(params[nome] ?? '')));
  const busca = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) for (const t of textoDeQuery(v)) busca.append(k, t);
  const texto = busca.toString();
  return texto ? `${caminho}?${texto}` : caminho;
}

const ehMultipart = (rota: AppRoute) => 'contentType' in rota && rota.contentType === 'multipart/form-data';

/** A multipart body from an object: repeated parts for lists, file parts for Files, text for the rest. */
async function comoMultipart(valor: unknown) {
  const partes: Buffer[] = [];
  const fronteira = 'FRONTEIRAfuzz';
  for (const [nome, v] of Object.entries((valor ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined) continue;
      if (item instanceof Blob) {
        partes.push(Buffer.from(`--${fronteira}\r\nContent-Disposition: form-data; name="${nome}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          Buffer.from(await item.arrayBuffer()), Buffer.from('\r\n'));
      } else partes.push(Buffer.from(`--${fronteira}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${typeof item === 'object' ? JSON.stringify(item) : String(item)}\r\n`));
    }
  }
  return { corpo: new Uint8Array(Buffer.concat([...partes, Buffer.from(`--${fronteira}--\r\n`)])), tipo: `multipart/form-data; boundary=${fronteira}` };
}

/** Multipart bodies by hand: at the part cap plus one, no boundary, a broken one. */
function multipartHostis(rota: AppRoute): fc.Arbitrary<{ corpo: Uint8Array; tipo: string }> {
  const { partes } = limiteDaRota(rota.method, rota.path);
  return fc.oneof(
    fc.integer({ min: partes! + 1, max: partes! + 50 }).map((n) => {
      const m = multipart(Array.from({ length: n }, () => ['titulo', 'x'] as [string, string]));
      return { corpo: new Uint8Array(m.corpo), tipo: m.tipo };
    }),
    fc.constant({ corpo: new Uint8Array(Buffer.from('isto não é multipart')), tipo: 'multipart/form-data; boundary=FRONTEIRAfuzz' }),
    fc.constant({ corpo: new Uint8Array(Buffer.from('--x\r\n')), tipo: 'multipart/form-data' }),
  );
}

type Tipo = 'válido' | 'excessivo' | 'malformado';
const gerador: Record<Tipo, (s: z.ZodTypeAny) => fc.Arbitrary<unknown>> = { válido: valido, excessivo, malformado };

/** Requests of one kind to a route: its body (JSON or multipart), query and path params. */
export function pedidoPara(rota: AppRoute, tipo: Tipo): fc.Arbitrary<Pedido> {
  const gera = gerador[tipo];
  const params = rota.pathParams instanceof z.ZodType ? gera(rota.pathParams) : fc.constant({});
  const query = rota.query instanceof z.ZodType ? gera(rota.query) : fc.constant(undefined);
  const base = fc.tuple(params, query).map(([p, q]) => caminhoCom(rota, (p ?? {}) as Record<string, unknown>, q as Record<string, unknown>));
  if (rota.method === 'GET') return base.map((caminho) => ({ metodo: 'GET', caminho, tipoDeCorpo: 'sem corpo' }));
  const corpoSchema = 'body' in rota && rota.body instanceof z.ZodType ? rota.body : z.object({});
  if (ehMultipart(rota)) {
    // a repeated field at most a few parts past the route's cap: past it the server counts and stops (413)
    const { partes } = limiteDaRota(rota.method, rota.path);
    const aparado = (v: unknown) => Object.fromEntries(Object.entries((v ?? {}) as object).map(([k, x]) => [k, Array.isArray(x) ? x.slice(0, partes! + 5) : x]));
    const corpos = tipo === 'malformado' ? multipartHostis(rota) : gera(corpoSchema).map((v) => ({ valor: aparado(v) }));
    return fc.tuple(base, corpos).map(([caminho, c]) => ({ metodo: rota.method, caminho, tipoDeCorpo: 'multipart', ...('valor' in c ? { valor: c.valor } : c) })) as fc.Arbitrary<Pedido>;
  }
  const texto = tipo === 'malformado'
    ? fc.oneof(gera(corpoSchema).map((v) => JSON.stringify(v) ?? 'null'), fc.constantFrom('{"a":', '', 'null', corpoAninhado().slice(0, 200) + ']'.repeat(10), `{"x":${'['.repeat(40)}${']'.repeat(40)}}`))
    : gera(corpoSchema).map((v) => JSON.stringify(v) ?? 'null');
  return fc.tuple(base, texto).map(([caminho, t]) => ({ metodo: rota.method, caminho, corpo: new Uint8Array(Buffer.from(t)), tipo: 'application/json', tipoDeCorpo: 'json' }));
}

/** A Pedido whose multipart body is still an object is written out here (Files are read asynchronously). */
export async function pronto(pedido: Pedido & { valor?: unknown }): Promise<Pedido> {
  if (!('valor' in pedido)) return pedido;
  const { valor, ...resto } = pedido;
  return { ...resto, ...(await comoMultipart(valor)) };
}
