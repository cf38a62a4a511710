import type { Next } from 'koa';
import { ZodError } from 'zod';
import type { Orm } from '../db/orm';
import {
  answerDatabaseFault,
  columnsFromMetadata,
  type ColumnsOf,
  type DatabaseFaultAnswer,
  type EntityColumns,
} from '../ops/dbErrors';
import { AppError, validationError } from './errors';
import type { AppContext } from './context';

/**
 * Every failure leaves as `{ error: { code, message, fields? } }`. A failed database call is
 * answered from the table in ops/dbErrors.ts (docs/deploy.md "Errors the API answers on database
 * faults"): an unreachable, busy or read-only database is 503 `database_unavailable` with
 * Retry-After, logged as one `warn` line with its `reason` and no stack; a conflict or input the
 * database refused is a 409 or 400 (an `info` line with its `reason`). Anything else is 500,
 * logged with its stack, never leaked. The request tracer writes the log line from `ctx.state.failure`.
 */
export async function errorHandler(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
      throw new AppError(404, 'not_found', `No endpoint ${ctx.method} ${ctx.path}`);
    }
  } catch (caught) {
    const fault = fromTheDatabase(caught) ? answerDatabaseFault(caught, columnsOf(ctx.deps.orm)) : null;
    const error =
      fault && fault.status < 500
        ? faultError(fault)
        : fault?.retryAfter
          ? unavailable(ctx, fault)
          : toAppError(caught);
    ctx.state.failure = {
      code: error.code,
      ...(fault ? { reason: fault.reason } : {}),
      // A 5xx is a bug (logged with its stack) unless it says when to come back: an outage or overload.
      ...(error.status >= 500 && !error.headers?.['Retry-After'] ? { cause: caught } : {}),
    };
    if (fault?.retryAfter) ctx.deps.metrics?.databaseUnavailable.inc();
    ctx.status = error.status;
    ctx.body = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
  }
}

/** Not ours, not zod's, not an HTTP error (a client's reset socket while its body is read is no database fault). */
function fromTheDatabase(caught: unknown): boolean {
  if (caught instanceof AppError || caught instanceof ZodError) return false;
  return typeof (caught as { status?: unknown } | null)?.status !== 'number';
}

const tableColumns = new WeakMap<Orm, ColumnsOf>();

/** The tables' columns, from the entities, to name the fields of a key PostgreSQL does not spell out. */
function columnsOf(orm: Orm | undefined): ColumnsOf | undefined {
  if (!orm) return undefined;
  let columns = tableColumns.get(orm);
  if (!columns) {
    columns = columnsFromMetadata(() => Object.values(orm.getMetadata().getAll()) as unknown as EntityColumns[]);
    tableColumns.set(orm, columns);
  }
  return columns;
}

function faultError(fault: DatabaseFaultAnswer): AppError {
  return new AppError(fault.status, fault.code, fault.message, fault.fields);
}

function unavailable(ctx: AppContext, fault: DatabaseFaultAnswer): AppError {
  return new AppError(fault.status, fault.code, fault.message, undefined, {
    'Retry-After': String(ctx.deps.config.RETRY_AFTER_SECONDS),
  });
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
