import type { Context } from 'koa';
import type { z } from 'zod';
import { NoBody } from '../contract/common';
import { AppError, badRequest, validationError } from './errors';
import { jsonShapeProblem } from './jsonShape';

export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** NUL cannot be stored in PostgreSQL text or jsonb: refused in every input, a 400, never a 500. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL = /\u0000/;
/** Nor can unpaired surrogates in jsonb (see `storable`). */
const UNPAIRED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string matching `pattern`, walked with a stack of its own (no recursion). */
function unstorablePath(input: unknown, pattern: RegExp): string[] | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (pattern.test(value)) return path;
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

function refuseUnstorable(input: unknown, pattern: RegExp, source: string): void {
  const path = unstorablePath(input, pattern);
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
  const text = raw.toString('utf8');
  const problem = jsonShapeProblem(text);
  if (problem) throw badRequest(problem, { body: problem });
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'malformed_json', 'The request body is not valid JSON', { body: 'Malformed JSON' });
  }
}

/**
 * Bytes of an over-size body read and dropped before its 413 is sent. A server that answers while
 * the client is still sending, then closes, resets the connection: the client sees the reset, not
 * the answer (RFC 9112 §9.6). So a body up to this much over its limit is read to its end first;
 * a larger one is answered at once, and such a client may see the reset.
 */
export const OVERSIZE_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * The request's body, at most `limit` bytes; past it, 413 once the body has been read and dropped
 * (up to OVERSIZE_DRAIN_BYTES more). A client that stops sending gets 408 from the server's
 * request timeout (ops/httpDrain.ts).
 */
export async function readRawBody(ctx: Context, limit: number): Promise<Buffer> {
  if (ctx.state.rawBody) return ctx.state.rawBody as Buffer;
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit + OVERSIZE_DRAIN_BYTES) throw tooLarge(limit);
  ctx.state.rawBody = await new Promise<Buffer>((resolve, reject) => {
    const request = ctx.req;
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (outcome: () => void) => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit + OVERSIZE_DRAIN_BYTES) {
        stop(() => reject(tooLarge(limit)));
        request.resume();
      }
    };
    const onEnd = () => stop(() => (size > limit ? reject(tooLarge(limit)) : resolve(Buffer.concat(chunks))));
    const onError = (error: Error) => stop(() => reject(clientGone(error)));
    const onAborted = () => stop(() => reject(clientGone()));
    request.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
  });
  return ctx.state.rawBody as Buffer;
}

/** The client went away (or was cut off by the request timeout) before its body was in: nobody is left to answer. */
function clientGone(cause?: Error): AppError {
  const error = new AppError(408, 'request_timeout', 'The request body did not arrive in time', { body: 'Incomplete' });
  if (cause) error.cause = cause;
  return error;
}

function tooLarge(limit: number): AppError {
  return new AppError(413, 'payload_too_large', `The request body must be at most ${Math.floor(limit / 1024)} KB`, {
    body: 'Too large',
  });
}
