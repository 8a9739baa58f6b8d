import { addIssueToContext, INVALID, ParseStatus, z, type ParseInput, type ParseReturnType, type SyncParseReturnType } from 'zod';
import './erros-zod';

/**
 * A z.array that is cheap to refuse (issue 19): zod 3 parses every element of a list after its .max()
 * failed, so 500 000 ids in 1 MB held the event loop for 0.4-3 s. This one answers a list longer than
 * its maximum with one issue before reading any element, and stops at the first invalid element, so a
 * list of bad items reports one item's issues, not one per item. Still a ZodArray: the OpenAPI document
 * and the bounds walk (tests/comum/contratos.test.ts) read it as one.
 */
export class ZodLista<T extends z.ZodTypeAny> extends z.ZodArray<T> {
  override _parse(input: ParseInput): ParseReturnType<this['_output']> {
    const { ctx, status } = this._processInputParams(input);
    const { type, exactLength, minLength, maxLength } = this._def;
    if (!Array.isArray(ctx.data) || ctx.common.async) return super._parse(input);
    const maximo = exactLength ?? maxLength;
    if (maximo !== null && ctx.data.length > maximo.value) {
      addIssueToContext(ctx, {
        code: z.ZodIssueCode.too_big, maximum: maximo.value, type: 'array', inclusive: true, exact: exactLength !== null, message: maximo.message,
      });
      return INVALID;
    }
    // too short: zod's own checks, over at most the minimum's elements
    if (ctx.data.length < ((exactLength ?? minLength)?.value ?? 0)) return super._parse(input);
    const itens: SyncParseReturnType[] = [];
    for (let i = 0; i < ctx.data.length; i++) {
      const item = type._parseSync({ parent: ctx, data: ctx.data[i], path: [...ctx.path, i] });
      itens.push(item);
      if (item.status !== 'valid') break;
    }
    return ParseStatus.mergeArray(status, itens) as ParseReturnType<this['_output']>;
  }

  // zod's builders return a plain ZodArray: these keep the list a ZodLista
  override min(minimo: number, mensagem?: string | { message?: string }): this {
    return new ZodLista(super.min(minimo, mensagem)._def) as this;
  }

  override max(maximo: number, mensagem?: string | { message?: string }): this {
    return new ZodLista(super.max(maximo, mensagem)._def) as this;
  }

  override length(tamanho: number, mensagem?: string | { message?: string }): this {
    return new ZodLista(super.length(tamanho, mensagem)._def) as this;
  }
}

/** A list of at most `maximo` items of `elemento` (every list a client sends is one: issue 19), refused past it with `mensagem`. */
export function lista<T extends z.ZodTypeAny>(elemento: T, maximo: number, mensagem?: string, opcoes?: z.RawCreateParams): ZodLista<T> {
  return new ZodLista(z.array(elemento, opcoes).max(maximo, mensagem)._def);
}
