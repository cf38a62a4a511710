import type { Next } from 'koa';
import { ZodError } from 'zod';
import { AppError, validationError } from './errors';
import type { AppContext } from './context';

/** Every failure leaves as `{ error: { code, message, fields? } }`; unknown ones are logged, not leaked. */
export async function errorHandler(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
      throw new AppError(404, 'not_found', `No endpoint ${ctx.method} ${ctx.path}`);
    }
  } catch (caught) {
    const error = toAppError(caught);
    if (error.status >= 500) logUnexpected(ctx, caught);
    ctx.status = error.status;
    ctx.body = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
  }
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

function logUnexpected(ctx: AppContext, caught: unknown): void {
  if (ctx.deps.config.LOG_LEVEL === 'silent') return;
  console.error(`[api] ${ctx.method} ${ctx.path} failed:`, caught);
}
