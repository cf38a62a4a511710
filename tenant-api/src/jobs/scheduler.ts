import pg from 'pg';
import PgBoss from 'pg-boss';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency';
import { closeOfferCheckouts } from '../commands/offers/closeOfferCheckouts';
import { expireOverdueOffers } from '../commands/offers/expireOverdueOffers';
import { reconcilePayments } from '../commands/offers/reconcilePayments';
import { releaseDueEscrow } from '../commands/offers/releaseEscrow';
import { publishDueReviews } from '../commands/reviews/publishDueReviews';
import { refundSupersededPayments, renewDueSubscriptions } from '../commands/subscriptions/renewSubscriptions';
import { loadEnv } from '../config';
import type { Orm } from '../db/orm';
import { deliverOutbox, type MailSettings } from './deliverOutbox';
import { inTenant } from '../db/tenantScope';
import type { ChangePublisher } from '../ops/changeFeed';
import type { Logger } from '../ops/logger';
import type { Metrics } from '../ops/metrics';
import type { Payments } from '../payments/registry';

export const SWEEP_QUEUE = 'offers-sweep';
/** Every minute: the queue's schedule lives in PostgreSQL, so it survives restarts and missed ticks are caught up by the next sweep. */
export const SWEEP_CRON = '* * * * *';
/**
 * A sweep still `active` after this long is failed by pg-boss's maintenance. With the `short`
 * policy an orphaned active job (its worker killed) never blocks the next tick anyway.
 */
export const SWEEP_EXPIRE_SECONDS = 10 * 60;
/** Session advisory lock held by the worker that sweeps: two workers never sweep at once, and a killed worker's lock goes with its connection. */
const SWEEP_LOCK_SQL = `hashtext('headliner.offers-sweep')`;

export const RECONCILE_QUEUE = 'payments-reconcile';
/** Every five minutes: a lost webhook and a verify call that never came are settled within minutes. */
export const RECONCILE_CRON = '*/5 * * * *';

export const SUBSCRIPTIONS_QUEUE = 'subscriptions-renew';
/** Every minute: plans whose period (or grace retry) is due are renewed, a bounded batch per tenant. */
export const SUBSCRIPTIONS_CRON = '* * * * *';

export const MAIL_QUEUE = 'outbox-mail';
/** Every minute, plus a poll every MAIL_POLL_SECONDS (a queued job, at most one waiting). */
export const MAIL_CRON = '* * * * *';

export interface JobDeps {
  orm: Orm;
  payments: Payments;
  clock: () => Date;
  logger?: Logger;
  metrics?: Metrics;
  /** Tells the web replicas when a sweep changed what their caches hold (published reviews move ratings in browse). */
  changes?: ChangePublisher;
  /** Tests only: pause this long after the first tenant's expiries, so a test can kill the worker mid-sweep. */
  sweepPauseMs?: number;
  /** The outbox e-mail job runs when SMTP is configured or DEV_MAILBOX is on. */
  mail?: MailSettings;
  /** How often the worker queues an e-mail run besides the minute schedule (0: never). */
  mailPollMs?: number;
  /** SUBSCRIPTION_RETRY_DAYS and SUBSCRIPTION_RENEWALS_PER_RUN (their config defaults when absent). */
  subscriptions?: { retryDays: readonly number[]; renewalsPerRun: number };
}

/**
 * Plan renewals over every active tenant (docs/plans-and-billing.md): due periods are charged, failed
 * ones retried on the grace schedule, cancelled ones ended; payments that arrived for closed plan
 * checkouts are refunded. Safe to run on several workers at once (each plan is claimed with SKIP LOCKED).
 */
export async function renewSubscriptions(
  deps: JobDeps,
): Promise<{ renewed: number; failed: number; ended: number; refunded: number }> {
  const settings = deps.subscriptions ?? subscriptionDefaults();
  const tenants = await deps.orm.em
    .fork()
    .execute<{ id: string }[]>(`select id from tenants where status = 'active' order by id`);
  const total = { renewed: 0, failed: 0, ended: 0, refunded: 0 };
  for (const { id } of tenants) {
    const result = await renewDueSubscriptions(deps.orm, id, deps.payments, deps.clock(), {
      retryDays: settings.retryDays,
      limit: settings.renewalsPerRun,
    });
    total.renewed += result.renewed;
    total.failed += result.failed;
    total.ended += result.ended;
    total.refunded += await refundSupersededPayments(deps.orm, id, deps.payments);
  }
  return total;
}

function subscriptionDefaults() {
  const env = loadEnv({});
  return { retryDays: env.SUBSCRIPTION_RETRY_DAYS, renewalsPerRun: env.SUBSCRIPTION_RENEWALS_PER_RUN };
}

/**
 * One sweep over every active tenant: expire overdue offers, release due escrow, and publish the
 * reviews whose window closed with one side silent (double-blind ends). Before an
 * accepted offer is expired, its checkouts are settled with the provider: one the buyer has paid is
 * booked instead (or refunded, if it cannot be booked). Once expired, its sessions are closed at
 * the provider, so the buyer can no longer pay for it.
 */
export async function sweepOffers(
  deps: JobDeps,
): Promise<{ expired: number; paidOut: number; reviewsPublished: number }> {
  const tenants = await deps.orm.em
    .fork()
    .execute<{ id: string }[]>(`select id from tenants where status = 'active' order by id`);
  let expired = 0;
  let paidOut = 0;
  let reviewsPublished = 0;
  for (const { id } of tenants) {
    await reconcilePayments(deps.orm, id, deps.payments, deps.clock(), { overdueOnly: true });
    const expiredIds = await expireOverdueOffers(deps.orm, id, deps.clock());
    for (const offerId of expiredIds) await closeOfferCheckouts(deps.orm, id, deps.payments, offerId, deps.clock());
    expired += expiredIds.length;
    if (deps.sweepPauseMs) {
      deps.logger?.warn({ tenantId: id, pauseMs: deps.sweepPauseMs }, 'sweep paused (SWEEP_TEST_PAUSE_MS)');
      await new Promise((resolve) => setTimeout(resolve, deps.sweepPauseMs));
    }
    paidOut += (await inTenant(deps.orm, id, (em) => releaseDueEscrow(em, deps.payments, deps.clock()))).length;
    const published = await inTenant(deps.orm, id, (em) => publishDueReviews(em, id, deps.clock()));
    if (published > 0) deps.changes?.publish({ cache: 'browse', tenantId: id });
    reviewsPublished += published;
  }
  return { expired, paidOut, reviewsPublished };
}

/**
 * The reconciliation job over every active tenant: paid-but-unbooked payments are booked or
 * refunded, closed checkouts are marked; expired idempotency keys are dropped on the way.
 */
export async function reconcileAllPayments(
  deps: JobDeps,
): Promise<{ booked: number; refunded: number; closed: number }> {
  const tenants = await deps.orm.em.fork().execute<{ id: string }[]>(`select id from tenants where status = 'active'`);
  const total = { booked: 0, refunded: 0, closed: 0 };
  for (const { id } of tenants) {
    const result = await reconcilePayments(deps.orm, id, deps.payments, deps.clock());
    total.booked += result.booked;
    total.refunded += result.refunded;
    total.closed += result.closed;
    await inTenant(deps.orm, id, (em) => purgeExpiredIdempotencyKeys(em, deps.clock()));
  }
  return total;
}

/**
 * Starts pg-boss (its tables live in the `pgboss` schema, created with the owner connection),
 * the minute schedule and the sweep worker, and queues one sweep at once, so whatever fell due
 * while no worker ran (a crash, a deploy) is handled right after start, not at the next tick.
 *
 * Crash safety: the queue's policy is `short` (at most one sweep waiting; a running one does not
 * block the next), each sweep takes a session advisory lock (a second worker skips instead of
 * sweeping twice; the lock dies with a killed worker's connection), and every step of the sweep
 * is its own transaction that re-checks the offer under a row lock, so it runs exactly once.
 */
export async function startJobs(ownerUrl: string, deps: JobDeps): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: ownerUrl, schema: 'pgboss', max: 3 });
  boss.on('error', quietErrors(deps.logger));
  await boss.start();
  const queue = { policy: 'short', retryLimit: 0, expireInSeconds: SWEEP_EXPIRE_SECONDS } as const;
  await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, ...queue });
  // Databases made before this change have the queue as `singleton`: an orphaned active job blocked every tick.
  await boss.updateQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, ...queue });
  await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);
  await boss.work(SWEEP_QUEUE, { includeMetadata: true }, async ([job]) => {
    if (job) await runSweepJob(ownerUrl, deps, job);
  });
  await boss.send(SWEEP_QUEUE, {});
  const reconcile = { policy: 'short', retryLimit: 0, expireInSeconds: SWEEP_EXPIRE_SECONDS } as const;
  await boss.createQueue(RECONCILE_QUEUE, { name: RECONCILE_QUEUE, ...reconcile });
  await boss.schedule(RECONCILE_QUEUE, RECONCILE_CRON);
  await boss.work(RECONCILE_QUEUE, async () => {
    const result = await reconcileAllPayments(deps);
    if (result.booked || result.refunded || result.closed) deps.logger?.info(result, 'payments reconciled');
  });
  await boss.createQueue(SUBSCRIPTIONS_QUEUE, { name: SUBSCRIPTIONS_QUEUE, ...reconcile });
  await boss.schedule(SUBSCRIPTIONS_QUEUE, SUBSCRIPTIONS_CRON);
  await boss.work(SUBSCRIPTIONS_QUEUE, async () => {
    const result = await renewSubscriptions(deps);
    if (Object.values(result).some(Boolean)) deps.logger?.info(result, 'plans renewed');
  });
  await startMailJob(boss, deps);
  return boss;
}

/**
 * The outbox e-mail queue (`short`: at most one run waiting). Runs of several workers at once are
 * safe: every message is claimed with FOR UPDATE SKIP LOCKED (jobs/deliverOutbox.ts).
 */
async function startMailJob(boss: PgBoss, deps: JobDeps): Promise<void> {
  const mail = deps.mail;
  if (!mail || (!mail.transport && !mail.devMailbox)) {
    deps.logger?.info('SMTP_URL is not set: e-mail stays in the outbox (set DEV_MAILBOX=true to see it)');
    return;
  }
  const queue = { policy: 'short', retryLimit: 0, expireInSeconds: SWEEP_EXPIRE_SECONDS } as const;
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...queue });
  await boss.schedule(MAIL_QUEUE, MAIL_CRON);
  // On shutdown the running e-mail job claims no further message: only the one in flight finishes,
  // so a stop cut off by SHUTDOWN_TIMEOUT_MS hardly ever leaves a message of unknown outcome.
  let stopping = false;
  const stop = boss.stop.bind(boss);
  boss.stop = (options) => {
    stopping = true;
    return stop(options);
  };
  await boss.work(MAIL_QUEUE, async () => {
    const end = deps.metrics?.jobDuration.startTimer({ queue: MAIL_QUEUE });
    try {
      const result = await deliverOutbox({ ...deps, mail, isStopping: () => stopping });
      end?.({ outcome: 'ok' });
      deps.metrics?.jobLastSuccess.set({ queue: MAIL_QUEUE }, Date.now() / 1000);
      if (Object.values(result).some(Boolean)) deps.logger?.info(result, 'outbox delivered');
    } catch (error) {
      end?.({ outcome: 'error' });
      deps.logger?.error({ err: error }, 'outbox delivery failed');
      throw error;
    }
  });
  await boss.send(MAIL_QUEUE, {});
  const timer = deps.mailPollMs
    ? setInterval(() => void boss.send(MAIL_QUEUE, {}).catch(() => undefined), deps.mailPollMs)
    : null;
  timer?.unref();
  boss.once('stopped', () => {
    if (timer) clearInterval(timer);
    mail.transport?.close();
  });
  deps.logger?.info({ smtp: Boolean(mail.transport), devMailbox: mail.devMailbox }, 'mail job started');
}

async function runSweepJob(ownerUrl: string, deps: JobDeps, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
  const due = Math.max(job.createdOn.getTime(), job.startAfter.getTime());
  deps.metrics?.jobLag.set({ queue: SWEEP_QUEUE }, Math.max(0, (job.startedOn.getTime() - due) / 1000));
  const started = Date.now();
  const end = deps.metrics?.jobDuration.startTimer({ queue: SWEEP_QUEUE });
  try {
    const result = await withAdvisoryLock(ownerUrl, () => sweepOffers(deps));
    end?.({ outcome: result ? 'ok' : 'skipped' });
    deps.metrics?.jobLastSuccess.set({ queue: SWEEP_QUEUE }, Date.now() / 1000);
    if (!result) {
      deps.logger?.debug({ job: job.id }, 'sweep skipped: another worker is sweeping');
      return;
    }
    deps.metrics?.sweepResults.inc({ action: 'expired' }, result.expired);
    deps.metrics?.sweepResults.inc({ action: 'paid_out' }, result.paidOut);
    const level = result.expired || result.paidOut ? 'info' : 'debug';
    deps.logger?.[level]({ job: job.id, ...result, ms: Date.now() - started }, 'sweep done');
  } catch (error) {
    end?.({ outcome: 'error' });
    deps.logger?.error({ job: job.id, err: error }, 'sweep failed');
    throw error;
  }
}

/** Runs `work` holding the sweep's session advisory lock, or returns null when another session holds it. */
async function withAdvisoryLock<T>(ownerUrl: string, work: () => Promise<T>): Promise<T | null> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'headliner-sweep-lock' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `select pg_try_advisory_lock(${SWEEP_LOCK_SQL}) as locked`,
    );
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(${SWEEP_LOCK_SQL})`).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** pg-boss reports every failed poll while the database is down: log a message once a minute, not every second. */
function quietErrors(logger?: Logger) {
  let last = '';
  let lastAt = 0;
  return (error: Error) => {
    const message = String(error.message ?? error);
    if (message === last && Date.now() - lastAt < 60_000) return;
    last = message;
    lastAt = Date.now();
    logger?.warn({ reason: message.split('\n')[0] }, 'job runner error');
  };
}
