import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Orm } from '../db/orm';
import { inTenant, type TenantEm } from '../db/tenantScope';
import type { User } from '../entities';
import type { AppContext } from './context';
import { AppError } from './errors';
import { readJsonBody } from './validate';

/** How long a first answer is kept for retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const IdempotencyKey = z
  .string()
  .min(8, 'Use 8 to 200 characters')
  .max(200, 'Use 8 to 200 characters')
  .regex(/^[\w.:-]+$/, 'Use letters, digits, - _ . :');

/** A call's answer: what the client is sent, and what a retry with the same key gets back. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** The request's Idempotency-Key, or null without one; a malformed key is a 400 naming the header. */
export function idempotencyKeyOf(ctx: AppContext): string | null {
  const header = ctx.get(IDEMPOTENCY_HEADER);
  if (!header) return null;
  const parsed = IdempotencyKey.safeParse(header);
  if (!parsed.success)
    throw new AppError(400, 'validation_error', 'Invalid Idempotency-Key header', {
      [IDEMPOTENCY_HEADER]: parsed.error.issues[0]!.message,
    });
  return parsed.data;
}

/**
 * Runs one state-changing call at most once per Idempotency-Key (IETF draft
 * "The Idempotency-Key HTTP Header Field"). `work` runs in the user's tenant transaction, and its
 * answer is stored in that same transaction under (tenant, user, key) with a fingerprint of the
 * request (method, path, body): it is kept if and only if the work commits. A retry with the key
 * gets the stored status and body back (header `Idempotent-Replayed: true`) without doing anything
 * again; concurrent copies queue on the key and then replay; the key on another request is a 422.
 * A call that failed (4xx/5xx) stores nothing, so its retry really runs again.
 * `finish` runs after the commit (e.g. the checkout link an accept comes with, which calls the
 * provider); its answer replaces the stored one, and a replay before it was stored runs it again.
 */
export async function idempotent<T>(
  ctx: AppContext,
  user: User,
  work: (em: TenantEm) => Promise<Answer<T>>,
  finish?: (answer: Answer<T>) => Promise<Answer<T>>,
): Promise<void> {
  const key = idempotencyKeyOf(ctx);
  const orm = ctx.deps.orm;
  const now = ctx.deps.clock();
  const scope = { tenantId: user.tenantId, userId: user.id, key: key ?? '' };
  const request = { method: ctx.method, path: ctx.path, hash: await bodyHash(ctx) };
  const first = await inTenant(orm, user.tenantId, async (em) => {
    if (key === null) return { answer: await work(em), completed: false, replayed: false };
    await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
      `idempotency:${scope.tenantId}:${scope.userId}:${key}`,
    ]);
    const stored = await findStored(em, scope, now);
    if (stored) {
      assertSameRequest(stored, request);
      return {
        answer: { status: stored.response_status, body: stored.response_body as T },
        completed: stored.completed,
        replayed: true,
      };
    }
    const answer = await work(em);
    await store(em, scope, request, answer, { completed: !finish, now });
    return { answer, completed: !finish, replayed: false };
  });
  let answer = first.answer;
  if (finish && !first.completed) {
    answer = await finish(answer);
    if (key !== null) await complete(orm, scope, answer);
  }
  if (first.replayed) ctx.set('Idempotent-Replayed', 'true');
  ctx.status = answer.status;
  ctx.body = answer.body;
}

/** Drops this tenant's keys past their expiry (the reconciliation job calls it). */
export async function purgeExpiredIdempotencyKeys(em: TenantEm, now: Date): Promise<number> {
  const deleted = await em.execute<{ key: string }[]>(
    `delete from idempotency_keys where expires_at <= ? returning key`,
    [now],
  );
  return deleted.length;
}

interface Scope {
  tenantId: string;
  userId: string;
  key: string;
}

interface StoredAnswer {
  request_method: string;
  request_path: string;
  request_hash: string;
  response_status: number;
  response_body: unknown;
  completed: boolean;
}

async function findStored(em: TenantEm, scope: Scope, now: Date): Promise<StoredAnswer | null> {
  // An expired answer is forgotten: the key may be used afresh.
  await em.execute(`delete from idempotency_keys where user_id = ? and key = ? and expires_at <= ?`, [
    scope.userId,
    scope.key,
    now,
  ]);
  const [row] = await em.execute<StoredAnswer[]>(
    `select request_method, request_path, request_hash, response_status, response_body, completed
       from idempotency_keys where user_id = ? and key = ?`,
    [scope.userId, scope.key],
  );
  return row ?? null;
}

function assertSameRequest(stored: StoredAnswer, request: { method: string; path: string; hash: string }): void {
  if (stored.request_method !== request.method || stored.request_path !== request.path) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      `This Idempotency-Key was already used for ${stored.request_method} ${stored.request_path}; use a new key for a new request`,
      { [IDEMPOTENCY_HEADER]: 'Already used for another request' },
    );
  }
  if (stored.request_hash !== request.hash) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used with a different body; send the same body to retry, or use a new key',
      { [IDEMPOTENCY_HEADER]: 'Already used with a different body' },
    );
  }
}

async function store(
  em: TenantEm,
  scope: Scope,
  request: { method: string; path: string; hash: string },
  answer: Answer,
  options: { completed: boolean; now: Date },
): Promise<void> {
  await em.execute(
    `insert into idempotency_keys (tenant_id, user_id, key, request_method, request_path, request_hash,
                                   response_status, response_body, completed, created_at, expires_at)
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
    [
      scope.tenantId,
      scope.userId,
      scope.key,
      request.method,
      request.path,
      request.hash,
      answer.status,
      JSON.stringify(answer.body ?? null),
      options.completed,
      options.now,
      new Date(options.now.getTime() + IDEMPOTENCY_TTL_MS),
    ],
  );
}

async function complete(orm: Orm, scope: Scope, answer: Answer): Promise<void> {
  await inTenant(orm, scope.tenantId, (em) =>
    em.execute(
      `update idempotency_keys set response_status = ?, response_body = ?::jsonb, completed = true
        where user_id = ? and key = ?`,
      [answer.status, JSON.stringify(answer.body ?? null), scope.userId, scope.key],
    ),
  );
}

/** The body's digest, independent of key order and white space. */
async function bodyHash(ctx: AppContext): Promise<string> {
  const body = ctx.method === 'GET' || ctx.method === 'DELETE' ? {} : await readJsonBody(ctx);
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
