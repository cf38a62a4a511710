import type { Next } from 'koa';
import { ZodError } from 'zod';
import { databaseUnavailableReason } from '../ops/dbErrors';
import { AppError, validationError } from './errors';
import type { AppContext } from './context';

/**
 * Every failure leaves as `{ error: { code, message, fields? } }`. An unreachable database is
 * an expected outage, answered 503 `database_unavailable` with Retry-After and logged as one
 * line without a stack; other unknown errors are 500, logged with their stack, never leaked.
 * The request tracer writes the log line from `ctx.state.failure`.
 */
export async function errorHandler(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
      throw new AppError(404, 'not_found', `No endpoint ${ctx.method} ${ctx.path}`);
    }
  } catch (caught) {
    const unavailable = caught instanceof AppError ? null : databaseUnavailableReason(caught);
    const error = unavailable ? databaseUnavailable(ctx) : toAppError(caught);
    ctx.state.failure = {
      code: error.code,
      ...(unavailable ? { reason: unavailable } : {}),
      ...(error.status >= 500 && !unavailable ? { cause: caught } : {}),
    };
    if (unavailable) ctx.deps.metrics?.databaseUnavailable.inc();
    ctx.status = error.status;
    ctx.body = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
  }
}

function databaseUnavailable(ctx: AppContext): AppError {
  return new AppError(
    503,
    'database_unavailable',
    'The service is briefly unavailable. Please try again in a few seconds.',
    undefined,
    { 'Retry-After': String(ctx.deps.config.RETRY_AFTER_SECONDS) },
  );
}

function toAppError(caught: unknown): AppError {
  if (caught instanceof AppError) return caught;
  if (caught instanceof ZodError) return validationError(caught);
  const status = (caught as { status?: number; expose?: boolean })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, 'bad_request', (caught as Error).message || 'Bad request');
  }
  return new AppError(500, 'internal_error', 'Something went wrong on our side. Please try again.');
}
