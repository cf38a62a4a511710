import { pgArrayLiteral } from '../db/pgArrayLiteral';
import type { TenantEm } from '../db/tenantScope';
import {
  admit,
  afterSuccess,
  rememberAddress,
  EMPTY_THROTTLE,
  type Admission,
  type ThrottlePolicy,
  type ThrottleState,
} from '../domain/signInThrottle';

/** One account's throttle row (sign_in_throttles), as read under its row lock. */
export interface AccountThrottle extends ThrottleState {
  knownAddresses: string[];
}

interface ThrottleRow {
  failures: number;
  last_failure_at: Date | null;
  not_before: Date | null;
  known_addresses: string[];
}

/**
 * The throttle row of (tenant, e-mail), created empty when missing, locked until the caller's
 * transaction ends: two attempts on one account are counted one after the other. Two statements,
 * whatever the history: the work is bounded.
 */
export async function lockThrottle(em: TenantEm, tenantId: string, email: string, now: Date): Promise<AccountThrottle> {
  await em.execute(
    `insert into sign_in_throttles (tenant_id, email, updated_at) values (?, ?, ?) on conflict do nothing`,
    [tenantId, email, now],
  );
  const [row] = await em.execute<ThrottleRow[]>(
    `select failures, last_failure_at, not_before, known_addresses from sign_in_throttles
      where tenant_id = ? and email = ? for update`,
    [tenantId, email],
  );
  if (!row) return { ...EMPTY_THROTTLE, knownAddresses: [] };
  return {
    failures: Number(row.failures),
    lastFailureAt: row.last_failure_at ? new Date(row.last_failure_at) : null,
    notBefore: row.not_before ? new Date(row.not_before) : null,
    knownAddresses: row.known_addresses ?? [],
  };
}

/** Counts an attempt before its password is checked (domain/signInThrottle.ts `admit`), or refuses it. */
export async function admitAttempt(
  em: TenantEm,
  tenantId: string,
  email: string,
  throttle: AccountThrottle,
  now: Date,
  policy: ThrottlePolicy,
): Promise<Admission> {
  const admission = admit(throttle, now, policy);
  if (admission.admitted) await store(em, tenantId, email, admission.next, throttle.knownAddresses, now);
  if (Math.random() < 0.01) await prune(em, tenantId, now, policy);
  return admission;
}

/** A correct password: the count and the wait are cleared, and the address is remembered. */
export async function recordSuccess(
  em: TenantEm,
  tenantId: string,
  email: string,
  address: string,
  now: Date,
): Promise<void> {
  const throttle = await lockThrottle(em, tenantId, email, now);
  await store(em, tenantId, email, afterSuccess(), rememberAddress(throttle.knownAddresses, address), now);
}

/** Whether a success would change the row (a remembered address with nothing to clear changes nothing). */
export function successChangesNothing(throttle: AccountThrottle, address: string): boolean {
  return throttle.knownAddresses[0] === address && throttle.failures === 0 && throttle.notBefore === null;
}

async function store(
  em: TenantEm,
  tenantId: string,
  email: string,
  state: ThrottleState,
  knownAddresses: string[],
  now: Date,
): Promise<void> {
  await em.execute(
    `update sign_in_throttles
        set failures = ?, last_failure_at = ?, not_before = ?, known_addresses = ?::text[], updated_at = ?
      where tenant_id = ? and email = ?`,
    [state.failures, state.lastFailureAt, state.notBefore, pgArrayLiteral(knownAddresses), now, tenantId, email],
  );
}

/**
 * Rows that say nothing any more go, at most 100 at a time: a typed address that never signed in
 * (no remembered addresses) once a day quiet, and any row after 180 days without an attempt.
 */
async function prune(em: TenantEm, tenantId: string, now: Date, policy: ThrottlePolicy): Promise<void> {
  const quiet = Math.max(policy.quietSeconds, policy.maxDelaySeconds, 86_400) * 1000;
  await em.execute(
    `delete from sign_in_throttles where tenant_id = ? and email in (
       select email from sign_in_throttles
        where tenant_id = ?
          and ((cardinality(known_addresses) = 0 and updated_at < ?) or updated_at < ?)
        limit 100)`,
    [tenantId, tenantId, new Date(now.getTime() - quiet), new Date(now.getTime() - 180 * 86_400_000)],
  );
}
