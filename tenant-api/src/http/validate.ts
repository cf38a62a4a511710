import type { Context } from 'koa';
import type { z } from 'zod';
import { NoBody } from '../contract/common';
import { AppError, validationError } from './errors';

export const MAX_JSON_BODY_BYTES = 64 * 1024;

export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const result = schema.safeParse({ ...ctx.query });
  if (!result.success) throw validationError(result.error, 'query');
  return result.data;
}

export function parseParams<S extends z.ZodType>(params: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw validationError(result.error, 'params');
  return result.data;
}

export async function parseBody<S extends z.ZodType>(ctx: Context, schema: S): Promise<z.output<S>> {
  const json = await readJsonBody(ctx);
  const result = schema.safeParse(json);
  if (!result.success) throw validationError(result.error, 'body');
  return result.data;
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
