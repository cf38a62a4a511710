import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { subscriptionJournal, unbookedPaymentJournals } from '../../domain/ledger';
import { formatUsd } from '../../domain/money';
import { formatPeriodDay, periodEndOf, renewalAttemptAt } from '../../domain/subscriptionBilling';
import { UserEntity, type User } from '../../entities';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import type { PaymentGateway, SavedChargeResult } from '../../payments/gateway';
import { postJournal } from '../../payments/ledgerWriter';
import type { Payments } from '../../payments/registry';
import { freeBuyerTier } from '../../queries/tiers';
import { closeCheckouts, endSubscription, supersedePendingChanges } from './changeSubscription';
import { SUBSCRIPTION_COLUMNS, subscriptionOf, tierNames } from './subscriptionStore';

export interface RenewalOptions {
  /** Days after the period's end of each retry (SUBSCRIPTION_RETRY_DAYS). */
  retryDays: readonly number[];
  /** Renewal attempts at most in this run (SUBSCRIPTION_RENEWALS_PER_RUN). */
  limit: number;
}

export interface RenewalResult {
  renewed: number;
  failed: number;
  ended: number;
}

/** The gateway idempotency key of one renewal attempt: the first carries the period alone. */
export const renewalKey = (subscriptionId: string, periodStart: Date, attempt: number) =>
  `subscription-renewal:${subscriptionId}:${periodStart.toISOString()}${attempt > 0 ? `:retry-${attempt}` : ''}`;

/**
 * Renews this tenant's plans whose period (or grace retry) is due at `now`, oldest first, at most
 * `limit` attempts. Each plan is claimed in its own transaction with FOR UPDATE SKIP LOCKED, charged
 * under the attempt's idempotency key while the claim is held, and moved on (next period, grace, or
 * ended) in that same transaction: two workers never renew one plan, a run repeated after a crash
 * asks the provider under the same key and gets the first answer, and a period is paid at most
 * once (a unique index on paid renewals backs this up). A plan cancelling at its period's end ends.
 */
export async function renewDueSubscriptions(
  orm: Orm,
  tenantId: string,
  payments: Payments,
  now: Date,
  options: RenewalOptions,
): Promise<RenewalResult> {
  const result: RenewalResult = { renewed: 0, failed: 0, ended: 0 };
  const skipped: string[] = [];
  for (let attempts = 0; attempts < options.limit; attempts++) {
    let stale: string[] = [];
    let outcome: keyof RenewalResult | 'skipped' | null;
    try {
      outcome = await inTenant(orm, tenantId, async (em) => {
        const [row] = await em.execute<Record<string, any>[]>(
          `select ${SUBSCRIPTION_COLUMNS} from subscriptions
            where status <> 'ended' and next_attempt_at <= ? and not (id = any(?::uuid[]))
            order by next_attempt_at, id limit 1 for update skip locked`,
          [now, `{${skipped.join(',')}}`],
        );
        if (!row) return null;
        const sub = subscriptionOf(row);
        skipped.push(sub.id);
        const buyer = await em.findOneOrFail(UserEntity, { id: sub.userId });
        const names = await tierNames(em);
        const name = (tier: string) => names.get(tier) ?? tier;
        const free = await freeBuyerTier(em);
        if (sub.status === 'cancelling') {
          await endSubscription(em, sub, sub.periodEnd, free.tier);
          notify(em, buyer, {
            kind: 'subscription_ended',
            title: `Your ${name(sub.tier)} plan has ended`,
            body: `Your ${name(sub.tier)} plan ended on ${formatPeriodDay(sub.periodEnd)}, as you asked. You are now on the ${free.name} plan.`,
          });
          await em.flush();
          return 'ended';
        }
        stale = await supersedePendingChanges(em, sub.userId);
        const periodStart = sub.periodEnd;
        const next = sub.scheduled ?? { tier: sub.tier, interval: sub.interval, priceCents: sub.priceCents };
        const attempt = sub.failedAttempts;
        const gateway = payments.byName(sub.gateway) ?? payments.gateway;
        const charge: SavedChargeResult =
          next.priceCents === 0
            ? { status: 'succeeded', paymentId: '' }
            : sub.paymentSessionId
              ? await gateway.chargeSaved({
                  tenantId,
                  sessionId: sub.paymentSessionId,
                  amountCents: next.priceCents,
                  description: `${name(next.tier)} plan (${next.interval}) from ${formatPeriodDay(periodStart)}`,
                  idempotencyKey: renewalKey(sub.id, periodStart, attempt),
                  metadata: { purpose: 'subscription_renewal', subscription_id: sub.id },
                })
              : { status: 'failed', reason: 'No card is saved for this plan' };
        await em.execute(
          `insert into subscription_renewals (tenant_id, subscription_id, period_start, attempt, tier, amount_cents, status,
                                              payment_id, failure)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            tenantId,
            sub.id,
            periodStart,
            attempt,
            next.tier,
            next.priceCents,
            charge.status === 'succeeded' ? 'paid' : 'failed',
            charge.status === 'succeeded' ? charge.paymentId || null : null,
            charge.status === 'failed' ? charge.reason : null,
          ],
        );
        if (charge.status === 'succeeded') {
          const end = periodEndOf(periodStart, next.interval);
          await em.execute(
            `update subscriptions set tier = ?, billing_interval = ?, price_cents = ?, paid_cents = ?, status = 'active',
                    current_period_start = ?, current_period_end = ?, scheduled_tier = null, scheduled_interval = null,
                    scheduled_price_cents = null, failed_attempts = 0, next_attempt_at = ?, updated_at = ?
              where id = ?`,
            [next.tier, next.interval, next.priceCents, next.priceCents, periodStart, end, end, now, sub.id],
          );
          await em.nativeUpdate(
            UserEntity,
            { id: sub.userId },
            { subscriptionTier: next.tier as User['subscriptionTier'] },
          );
          if (next.priceCents > 0) {
            await postJournal(em, tenantId, null, subscriptionJournal(next.priceCents));
            notify(em, buyer, {
              kind: 'subscription_receipt',
              title: `Receipt: ${name(next.tier)} plan, ${formatUsd(next.priceCents)}`,
              body: `We charged ${formatUsd(next.priceCents)} for your ${name(next.tier)} plan (${next.interval}) from ${formatPeriodDay(periodStart)} to ${formatPeriodDay(end)}. It renews on ${formatPeriodDay(end)}.`,
            });
          }
          await em.flush();
          return 'renewed';
        }
        const retryAt = renewalAttemptAt(periodStart, options.retryDays, attempt + 1);
        if (!retryAt) {
          await endSubscription(em, sub, now, free.tier);
          notify(em, buyer, {
            kind: 'subscription_ended',
            title: `Your ${name(sub.tier)} plan has ended`,
            body: `We could not charge your card for your ${name(next.tier)} plan (${charge.reason}), so the plan has ended and you are now on the ${free.name} plan. You can choose a plan again on the pricing page.`,
          });
          await em.flush();
          return 'ended';
        }
        await em.execute(
          `update subscriptions set status = 'past_due', failed_attempts = ?, next_attempt_at = ?, updated_at = ? where id = ?`,
          [attempt + 1, retryAt, now, sub.id],
        );
        notify(em, buyer, {
          kind: 'subscription_payment_failed',
          title: `Payment failed for your ${name(next.tier)} plan`,
          body: `We could not charge ${formatUsd(next.priceCents)} for your ${name(next.tier)} plan (${charge.reason}). You keep ${name(sub.tier)} while we try again on ${formatPeriodDay(retryAt)}.`,
        });
        await em.flush();
        return 'failed';
      });
    } catch (error) {
      // The provider did not answer: this plan waits for the next run (same key, same charge).
      if (!(error instanceof AppError)) throw error;
      outcome = 'skipped';
      stale = [];
    }
    await closeCheckouts(payments, stale);
    if (outcome === null) break;
    if (outcome !== 'skipped') result[outcome] += 1;
  }
  return result;
}

/**
 * Payments that arrived for plan checkouts a newer change had closed: each is refunded in full
 * (under `refund-unbooked:<session>`, so never twice), with its charge and refund journals (they
 * cancel out), and the change is marked `refunded`.
 */
export async function refundSupersededPayments(orm: Orm, tenantId: string, payments: Payments): Promise<number> {
  const rows = await inTenant(orm, tenantId, (em) =>
    em.execute<{ id: string }[]>(
      `select id from subscription_changes where status = 'superseded' and payment_id is not null limit 100`,
    ),
  );
  let refunded = 0;
  for (const row of rows) {
    try {
      if (await refundSupersededChange(orm, tenantId, payments.gateway, row.id)) refunded += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return refunded;
}

/** Refunds one superseded change's payment; the message for the buyer, or null when already done. */
export async function refundSupersededChange(
  orm: Orm,
  tenantId: string,
  gateway: PaymentGateway,
  changeId: string,
): Promise<string | null> {
  const change = await inTenant(orm, tenantId, (em) => lockedChange(em, changeId));
  if (!change || change.status !== 'superseded' || !change.payment_id || !change.session_id) return null;
  const amount = Number(change.amount_cents);
  const { refundId } = await gateway.refund({
    paymentId: change.payment_id,
    amountCents: amount,
    idempotencyKey: `refund-unbooked:${change.session_id}`,
  });
  return inTenant(orm, tenantId, async (em) => {
    const locked = await lockedChange(em, changeId);
    if (!locked || locked.status !== 'superseded') return null;
    await em.execute(`update subscription_changes set status = 'refunded', refund_id = ? where id = ?`, [
      refundId,
      changeId,
    ]);
    for (const journal of unbookedPaymentJournals(amount)) await postJournal(em, tenantId, null, journal);
    const message = `This plan checkout was replaced by a newer plan change, so your payment of ${formatUsd(amount)} was refunded in full. Your plan did not change from it.`;
    const buyer = await em.findOneOrFail(UserEntity, { id: locked.user_id });
    notify(em, buyer, { kind: 'payment_refunded', title: 'Plan payment refunded', body: message });
    await em.flush();
    return message;
  });
}

async function lockedChange(em: TenantEm, changeId: string) {
  const [row] = await em.execute<
    { status: string; payment_id: string | null; session_id: string | null; amount_cents: string; user_id: string }[]
  >(`select status, payment_id, session_id, amount_cents, user_id from subscription_changes where id = ? for update`, [
    changeId,
  ]);
  return row ?? null;
}
