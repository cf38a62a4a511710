import type { Context } from 'koa';
import type { z } from 'zod';
import { NoBody } from '../contract/common';
import { AppError, badRequest, validationError } from './errors';

export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** NUL cannot be stored in PostgreSQL text or jsonb: refused in every input, a 400, never a 500. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL = /\u0000/;
/** Nor can unpaired surrogates in jsonb (see `storable`). */
const UNPAIRED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorablePath(value: unknown, path: string[], pattern: RegExp): string[] | null {
  if (typeof value === 'string') return pattern.test(value) ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = unstorablePath(child, [...path, key], pattern);
      if (found) return found;
    }
  }
  return null;
}

function refuseUnstorable(input: unknown, pattern: RegExp, source: string): void {
  const path = unstorablePath(input, [], pattern);
  if (path)
    throw badRequest('Text contains characters that cannot be stored', {
      [path.join('.') || source]: 'Contains characters that cannot be stored',
    });
}

/** Input kept as jsonb (the admin console's settings) must hold no unpaired surrogate either. */
export function storable<T>(input: T): T {
  refuseUnstorable(input, UNPAIRED, 'body');
  return input;
}

/** Parses input with its schema, refusing text that cannot be stored first; `source` names it in errors. */
function parseInput<S extends z.ZodType>(input: unknown, schema: S, source: string): z.output<S> {
  refuseUnstorable(input, NUL, source);
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, source);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return parseInput({ ...ctx.query }, schema, 'query');
}

export function parseParams<S extends z.ZodType>(params: unknown, schema: S): z.output<S> {
  return parseInput(params, schema, 'params');
}

/** Headers named in lower case; others are allowed (a request carries many). */
export function parseHeaders<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return parseInput(ctx.headers, schema, 'headers');
}

export async function parseBody<S extends z.ZodType>(ctx: Context, schema: S): Promise<z.output<S>> {
  return parseInput(await readJsonBody(ctx), schema, 'body');
}

/**
 * For a call that takes no body: an empty body or `{}` passes; any field is refused with a 400
 * naming it, as every body schema refuses a field it does not know.
 */
export async function refuseBody(ctx: Context): Promise<void> {
  if ((await readRawBody(ctx, MAX_JSON_BODY_BYTES)).length === 0) return;
  await parseBody(ctx, NoBody);
}

/** Reads the raw body (kept on ctx.state.rawBody for signature checks) and parses it as JSON. */
export async function readJsonBody(ctx: Context): Promise<unknown> {
  const type = ctx.request.type;
  if (type && type !== 'application/json') {
    throw new AppError(415, 'unsupported_media_type', 'Send the body as application/json');
  }
  const raw = await readRawBody(ctx, MAX_JSON_BODY_BYTES);
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError(400, 'malformed_json', 'The request body is not valid JSON', { body: 'Malformed JSON' });
  }
}

export async function readRawBody(ctx: Context, limit: number): Promise<Buffer> {
  if (ctx.state.rawBody) return ctx.state.rawBody as Buffer;
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  ctx.state.rawBody = Buffer.concat(chunks);
  return ctx.state.rawBody as Buffer;
}

function tooLarge(limit: number): AppError {
  return new AppError(413, 'payload_too_large', `The request body must be at most ${Math.floor(limit / 1024)} KB`, {
    body: 'Too large',
  });
}
