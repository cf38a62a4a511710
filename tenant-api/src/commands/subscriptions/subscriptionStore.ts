import type { SubscriptionState } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import { formatUsd } from '../../domain/money';
import { formatPeriodDay, type BillingInterval } from '../../domain/subscriptionBilling';
import { BuyerTierEntity, type BuyerTierRow } from '../../entities';

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelling' | 'ended';

/** One buyer's stored plan (table `subscriptions`). */
export interface Subscription {
  tenantId: string;
  id: string;
  userId: string;
  tier: string;
  interval: BillingInterval;
  priceCents: number;
  paidCents: number;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  scheduled: { tier: string; interval: BillingInterval; priceCents: number } | null;
  gateway: string;
  paymentSessionId: string | null;
  failedAttempts: number;
  nextAttemptAt: Date | null;
}

const COLUMNS = `tenant_id, id, user_id, tier, billing_interval, price_cents, paid_cents, status, current_period_start,
  current_period_end, scheduled_tier, scheduled_interval, scheduled_price_cents, gateway, payment_session_id,
  failed_attempts, next_attempt_at`;

export function subscriptionOf(row: Record<string, any>): Subscription {
  return {
    tenantId: row.tenant_id,
    id: row.id,
    userId: row.user_id,
    tier: row.tier,
    interval: row.billing_interval,
    priceCents: Number(row.price_cents),
    paidCents: Number(row.paid_cents),
    status: row.status,
    periodStart: new Date(row.current_period_start),
    periodEnd: new Date(row.current_period_end),
    scheduled: row.scheduled_tier
      ? { tier: row.scheduled_tier, interval: row.scheduled_interval, priceCents: Number(row.scheduled_price_cents) }
      : null,
    gateway: row.gateway,
    paymentSessionId: row.payment_session_id,
    failedAttempts: Number(row.failed_attempts),
    nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at) : null,
  };
}

/** The buyer's plan row (ended ones too), optionally locked for a change. */
export async function findSubscription(
  em: TenantEm,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<Subscription | null> {
  const [row] = await em.execute<Record<string, any>[]>(
    `select ${COLUMNS} from subscriptions where user_id = ? ${options.lock ? 'for update' : ''}`,
    [userId],
  );
  return row ? subscriptionOf(row) : null;
}

export const SUBSCRIPTION_COLUMNS = COLUMNS;

/** A plan's price for one period: the yearly price, or twelve months when the plan has none. */
export function priceFor(tier: BuyerTierRow, interval: BillingInterval): number {
  return interval === 'yearly'
    ? Number(tier.yearlyPriceCents ?? Number(tier.monthlyPriceCents) * 12)
    : Number(tier.monthlyPriceCents);
}

export async function tierNames(em: TenantEm): Promise<Map<string, string>> {
  const tiers = await em.find(BuyerTierEntity, {});
  return new Map(tiers.map((tier) => [tier.tier as string, tier.name]));
}

/** The buyer's plan as the API answers it, with one sentence saying what happens next. */
export function presentSubscription(
  sub: Subscription | null,
  userTier: string,
  names: Map<string, string>,
  now: Date,
  freeTierName: string,
): SubscriptionState {
  const name = (tier: string) => names.get(tier) ?? tier;
  const live = sub && sub.status !== 'ended' ? sub : null;
  if (!live) {
    return {
      tier: userTier,
      status: sub ? 'ended' : 'none',
      billingInterval: null,
      priceCents: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      scheduledTier: null,
      scheduledBillingInterval: null,
      nextAttemptAt: null,
      canResume: false,
      message: `You are on the ${name(userTier)} plan.`,
    };
  }
  const until = formatPeriodDay(live.periodEnd);
  let message: string;
  if (live.status === 'cancelling') message = cancellationMessage(name(live.tier), live.periodEnd, freeTierName);
  else if (live.status === 'past_due')
    message = `The renewal of your ${name(live.tier)} plan failed. You keep ${name(live.tier)} while we try your card again on ${formatPeriodDay(live.nextAttemptAt!)}.`;
  else if (live.scheduled)
    message = downgradeMessage(
      name(live.tier),
      live.periodEnd,
      name(live.scheduled.tier),
      live.scheduled.interval,
      live.scheduled.priceCents,
    );
  else
    message = `Your ${name(live.tier)} plan (${live.interval}) renews on ${until} for ${formatUsd(live.priceCents)}.`;
  return {
    tier: live.tier,
    status: live.status,
    billingInterval: live.interval,
    priceCents: live.priceCents,
    currentPeriodStart: live.periodStart.toISOString(),
    currentPeriodEnd: live.periodEnd.toISOString(),
    scheduledTier: live.scheduled?.tier ?? null,
    scheduledBillingInterval: live.scheduled?.interval ?? null,
    nextAttemptAt: live.nextAttemptAt?.toISOString() ?? null,
    canResume:
      (live.status === 'cancelling' || (live.status === 'active' && live.scheduled !== null)) && now < live.periodEnd,
    message,
  };
}

export const cancellationMessage = (tierName: string, periodEnd: Date, freeTierName: string) =>
  `You keep ${tierName} until ${formatPeriodDay(periodEnd)}. Then you move to the ${freeTierName} plan.`;

export const downgradeMessage = (
  tierName: string,
  periodEnd: Date,
  nextName: string,
  interval: BillingInterval,
  priceCents: number,
) =>
  `You keep ${tierName} until ${formatPeriodDay(periodEnd)}. Then your plan changes to ${nextName} (${interval}) at ${formatUsd(priceCents)}.`;
