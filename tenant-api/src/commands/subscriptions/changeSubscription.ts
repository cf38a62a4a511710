import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { UpgradeBody } from '../../contract';
import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { subscriptionJournal } from '../../domain/ledger';
import {
  formatPeriodDay,
  isUpgrade,
  periodEndOf,
  upgradePrice,
  type BillingInterval,
} from '../../domain/subscriptionBilling';
import { UserEntity, type User } from '../../entities';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { SESSION_ID_PLACEHOLDER, type CheckoutStatus } from '../../payments/gateway';
import { postJournal } from '../../payments/ledgerWriter';
import type { Payments } from '../../payments/registry';
import { findBuyerTier, freeBuyerTier } from '../../queries/tiers';
import {
  cancellationMessage,
  downgradeMessage,
  findSubscription,
  priceFor,
  type Subscription,
} from './subscriptionStore';

type UpgradeInput = z.output<typeof UpgradeBody>;

/**
 * A buyer changes plan (docs/plans-and-billing.md):
 * - no paid plan running: a free plan applies at once, a paid one is bought in full by checkout;
 * - an upgrade (a higher plan, on the same or a longer interval) starts a new period now: the
 *   checkout charges the new price less the unused part of the current period (`upgradePrice`);
 * - a downgrade (a lower paid plan, or a shorter interval) is scheduled for the period's end, and a
 *   move to the free plan cancels at the period's end: the buyer keeps the plan until then.
 * Every change closes the buyer's older plan checkouts that are still open (`supersedePendingChanges`).
 * The new tier's fee applies to offers made afterwards; offers already made keep their frozen fee.
 */
export async function requestSubscriptionChange(
  orm: Orm,
  user: User,
  input: UpgradeInput,
  payments: Payments,
  origin: string,
  now: Date = new Date(),
) {
  if (user.role !== 'BUYER') throw forbidden('Only buyers have a subscription plan');
  const plan = await inTenant(orm, user.tenantId, async (em) => {
    const current = await lockBuyer(em, user.id);
    const tier = await findBuyerTier(em, input.tier);
    const price = priceFor(tier, input.billingInterval);
    const sub = await findSubscription(em, user.id, { lock: true });
    const live = sub && sub.status !== 'ended' ? sub : null;
    const same = live ? live.tier === input.tier && live.interval === input.billingInterval : current === input.tier;
    const ending = live && (live.status === 'cancelling' || live.scheduled !== null) && now < live.periodEnd;
    if (same && !ending) throw conflict('already_on_tier', `You are already on the ${tier.name} plan`);
    const closed = await supersedePendingChanges(em, user.id);
    if (same) {
      // Choosing the plan that is set to end (cancelled, or a change scheduled) keeps it: it renews as it is.
      await em.execute(
        `update subscriptions set status = 'active', scheduled_tier = null, scheduled_interval = null,
                scheduled_price_cents = null, updated_at = ? where id = ?`,
        [now, live!.id],
      );
      return { kind: 'kept' as const, closed, name: tier.name, renewsAt: live!.periodEnd };
    }

    if (live && price === 0) {
      const free = await freeBuyerTier(em);
      if (live.status === 'past_due') {
        // The period in grace was never paid: the plan ends now.
        await endSubscription(em, live, now, free.tier);
        return { kind: 'active' as const, closed, name: tier.name };
      }
      await em.execute(
        `update subscriptions set status = 'cancelling', scheduled_tier = null, scheduled_interval = null,
                scheduled_price_cents = null, updated_at = ? where id = ?`,
        [now, live.id],
      );
      const currentName = (await findBuyerTier(em, live.tier as User['subscriptionTier'])).name;
      return {
        kind: 'scheduled' as const,
        closed,
        effectiveAt: live.periodEnd,
        message: cancellationMessage(currentName, live.periodEnd, free.name),
      };
    }
    if (live && live.status !== 'past_due') {
      const from = await findBuyerTier(em, live.tier as User['subscriptionTier']);
      const upgrade = isUpgrade(
        { rank: from.sortOrder, interval: live.interval },
        { rank: tier.sortOrder, interval: input.billingInterval },
      );
      if (!upgrade) {
        await em.execute(
          `update subscriptions set status = 'active', scheduled_tier = ?, scheduled_interval = ?,
                  scheduled_price_cents = ?, updated_at = ? where id = ?`,
          [input.tier, input.billingInterval, price, now, live.id],
        );
        return {
          kind: 'scheduled' as const,
          closed,
          effectiveAt: live.periodEnd,
          message: downgradeMessage(from.name, live.periodEnd, tier.name, input.billingInterval, price),
        };
      }
    }
    // A purchase: a new period from now, less the unused part of a running (paid-up) period.
    const priced = upgradePrice(
      price,
      live && live.status !== 'past_due'
        ? { paidCents: live.paidCents, periodStart: live.periodStart, periodEnd: live.periodEnd }
        : null,
      now,
    );
    const id = randomUUID();
    const immediate = priced.chargeCents === 0;
    await em.execute(
      `insert into subscription_changes (tenant_id, id, user_id, from_tier, to_tier, billing_interval, amount_cents,
                                         credit_cents, status, requested_at, applied_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        user.tenantId,
        id,
        user.id,
        current,
        input.tier,
        input.billingInterval,
        priced.chargeCents,
        priced.appliedCreditCents,
        immediate ? 'active' : 'pending',
        now,
        immediate ? now : null,
      ],
    );
    if (immediate) {
      if (price === 0) await em.nativeUpdate(UserEntity, { id: user.id }, { subscriptionTier: input.tier });
      else
        await startPeriod(em, {
          tenantId: user.tenantId,
          userId: user.id,
          tier: input.tier,
          interval: input.billingInterval,
          priceCents: price,
          start: now,
          gateway: live?.gateway ?? payments.gateway.name,
          sessionId: live?.paymentSessionId ?? null,
        });
      return { kind: 'active' as const, closed, name: tier.name };
    }
    return { kind: 'pending' as const, closed, id, name: tier.name, ...priced };
  });
  await closeCheckouts(payments, plan.closed);

  if (plan.kind === 'scheduled') {
    return {
      tier: input.tier,
      status: 'scheduled' as const,
      paymentUrl: null,
      message: plan.message,
      amountCents: 0,
      creditCents: 0,
      effectiveAt: plan.effectiveAt.toISOString(),
    };
  }
  if (plan.kind === 'kept') {
    return {
      tier: input.tier,
      status: 'active' as const,
      paymentUrl: null,
      message: `You keep the ${plan.name} plan: it renews on ${formatPeriodDay(plan.renewsAt)}.`,
      amountCents: 0,
      creditCents: 0,
      effectiveAt: now.toISOString(),
    };
  }
  if (plan.kind === 'active') {
    return {
      tier: input.tier,
      status: 'active' as const,
      paymentUrl: null,
      message: `You are now on the ${plan.name} plan.`,
      amountCents: 0,
      creditCents: 0,
      effectiveAt: now.toISOString(),
    };
  }
  const session = await payments.gateway.createCheckout({
    tenantId: user.tenantId,
    offerId: plan.id,
    purpose: 'subscription',
    amountCents: plan.chargeCents,
    description: `${plan.name} plan (${input.billingInterval})`,
    successUrl: `${origin}/pricing?subscription_session=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${origin}/pricing`,
    idempotencyKey: `subscription:${plan.id}`,
  });
  await inTenant(orm, user.tenantId, (em) =>
    em.execute(`update subscription_changes set session_id = ? where id = ?`, [session.sessionId, plan.id]),
  );
  return {
    tier: input.tier,
    status: 'pending' as const,
    paymentUrl: new URL(session.url, origin).href,
    message:
      plan.appliedCreditCents > 0
        ? `Complete the payment to switch plans: the unused part of your current plan is taken off the price.`
        : 'Complete the payment to switch plans.',
    amountCents: plan.chargeCents,
    creditCents: plan.appliedCreditCents,
    effectiveAt: null,
  };
}

/** Locks the buyer's row (plan changes of one buyer run one at a time) and reads their tier. */
async function lockBuyer(em: TenantEm, userId: string): Promise<User['subscriptionTier']> {
  const [row] = await em.execute<{ subscription_tier: User['subscriptionTier'] }[]>(
    `select subscription_tier from users where id = ? for update`,
    [userId],
  );
  if (!row) throw notFound('No such account');
  return row.subscription_tier;
}

/**
 * A newer change (or a renewal) makes the buyer's open plan checkouts stale: they are marked
 * `superseded` here and closed at the provider by `closeCheckouts` after the commit. A payment that
 * arrives for one anyway is refunded (`refundSupersededPayments`).
 */
export async function supersedePendingChanges(em: TenantEm, userId: string): Promise<string[]> {
  const rows = await em.execute<{ session_id: string | null }[]>(
    `update subscription_changes set status = 'superseded' where user_id = ? and status = 'pending' returning session_id`,
    [userId],
  );
  return rows.flatMap((row) => (row.session_id ? [row.session_id] : []));
}

/** Closes superseded checkouts so they can no longer be paid (a provider that fails is retried by nobody: a late payment is refunded). */
export async function closeCheckouts(payments: Payments, sessionIds: string[]): Promise<void> {
  for (const sessionId of sessionIds) {
    const gateway = payments.byName(sessionId.startsWith('lcs_') ? 'local' : 'stripe') ?? payments.gateway;
    try {
      await gateway.expireCheckout(sessionId);
    } catch {
      // A session that stays open and is paid later is refunded when its payment is reported.
    }
  }
}

/** Starts (or restarts) a buyer's paid period: one row per buyer, replaced on every purchase. */
export async function startPeriod(
  em: TenantEm,
  plan: {
    tenantId: string;
    userId: string;
    tier: string;
    interval: BillingInterval;
    priceCents: number;
    start: Date;
    gateway: string;
    sessionId: string | null;
  },
): Promise<void> {
  const end = periodEndOf(plan.start, plan.interval);
  await em.execute(
    `insert into subscriptions as s (tenant_id, id, user_id, tier, billing_interval, price_cents, paid_cents, status,
                                     current_period_start, current_period_end, gateway, payment_session_id, next_attempt_at)
     values (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?)
     on conflict (tenant_id, user_id) do update set
       tier = excluded.tier, billing_interval = excluded.billing_interval, price_cents = excluded.price_cents,
       paid_cents = excluded.paid_cents, status = 'active', current_period_start = excluded.current_period_start,
       current_period_end = excluded.current_period_end, scheduled_tier = null, scheduled_interval = null,
       scheduled_price_cents = null, gateway = excluded.gateway,
       payment_session_id = coalesce(excluded.payment_session_id, s.payment_session_id), failed_attempts = 0,
       next_attempt_at = excluded.next_attempt_at, ended_at = null, updated_at = now()`,
    [
      plan.tenantId,
      randomUUID(),
      plan.userId,
      plan.tier,
      plan.interval,
      plan.priceCents,
      plan.priceCents,
      plan.start,
      end,
      plan.gateway,
      plan.sessionId,
      end,
    ],
  );
  await em.nativeUpdate(UserEntity, { id: plan.userId }, { subscriptionTier: plan.tier as User['subscriptionTier'] });
}

/** The plan ends: the buyer is back on the free plan. */
export async function endSubscription(em: TenantEm, sub: Subscription, at: Date, freeTier: string): Promise<void> {
  await em.execute(
    `update subscriptions set status = 'ended', ended_at = ?, next_attempt_at = null, scheduled_tier = null,
            scheduled_interval = null, scheduled_price_cents = null, updated_at = ? where id = ?`,
    [at, at, sub.id],
  );
  await em.nativeUpdate(UserEntity, { id: sub.userId }, { subscriptionTier: freeTier as User['subscriptionTier'] });
}

/**
 * Applies a paid plan change once, however often the payment is verified or its webhook
 * delivered. The webhook has no signed-in user (`userId` null): the change names its buyer.
 * The new period starts when the change was requested (its credit was counted up to then).
 * A payment for a change a newer one superseded is not applied: it is kept as due for a refund
 * (`refund_due`), which the caller or the renewal job makes.
 */
export async function activatePaidSubscription(
  em: TenantEm,
  checkout: CheckoutStatus,
  expected: { userId: string | null },
  gatewayName = 'stripe',
): Promise<{ changeId: string; tier: string; status: 'active' | 'refund_due' }> {
  const [change] = await em.execute<
    {
      id: string;
      tenant_id: string;
      to_tier: string;
      billing_interval: BillingInterval;
      amount_cents: string;
      credit_cents: string;
      status: string;
      user_id: string;
      requested_at: Date | null;
      created_at: Date;
    }[]
  >(
    `select id, tenant_id, to_tier, billing_interval, amount_cents, credit_cents, status, user_id, requested_at, created_at
       from subscription_changes where session_id = ? for update`,
    [checkout.sessionId],
  );
  if (!change || (expected.userId !== null && change.user_id !== expected.userId))
    throw notFound('No payment session found.');
  if (change.status === 'active') return { changeId: change.id, tier: change.to_tier, status: 'active' };
  if (checkout.status !== 'paid')
    throw new AppError(409, 'payment_not_completed', `The payment is ${checkout.status}, not completed`);
  if (checkout.amountCents !== Number(change.amount_cents))
    throw new AppError(409, 'amount_mismatch', 'The amount paid does not match the plan');
  if (change.status === 'superseded' || change.status === 'refunded') {
    await em.execute(`update subscription_changes set payment_id = coalesce(payment_id, ?) where id = ?`, [
      checkout.paymentId,
      change.id,
    ]);
    return { changeId: change.id, tier: change.to_tier, status: 'refund_due' };
  }
  await em.execute(
    `update subscription_changes set status = 'active', applied_at = now(), payment_id = ? where id = ?`,
    [checkout.paymentId, change.id],
  );
  const amount = Number(change.amount_cents);
  await startPeriod(em, {
    tenantId: change.tenant_id,
    userId: change.user_id,
    tier: change.to_tier,
    interval: change.billing_interval,
    priceCents: amount + Number(change.credit_cents),
    start: new Date(change.requested_at ?? change.created_at),
    gateway: gatewayName,
    sessionId: checkout.sessionId,
  });
  await postJournal(em, change.tenant_id, null, subscriptionJournal(amount));
  return { changeId: change.id, tier: change.to_tier, status: 'active' };
}
