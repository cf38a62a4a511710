import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { UpgradeBody } from '../../contract';
import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { subscriptionJournal } from '../../domain/ledger';
import { UserEntity, type User } from '../../entities';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { SESSION_ID_PLACEHOLDER, type CheckoutStatus } from '../../payments/gateway';
import { postJournal } from '../../payments/ledgerWriter';
import type { Payments } from '../../payments/registry';
import { findBuyerTier } from '../../queries/tiers';

/**
 * A buyer changes plan. Moving to the free tier takes effect at once; a paid tier is bought
 * through the payment gateway and takes effect when the payment is verified. The new tier's fee
 * applies to offers made afterwards; offers already made keep the fee frozen on them.
 */
export async function requestSubscriptionChange(
  orm: Orm,
  user: User,
  input: z.output<typeof UpgradeBody>,
  payments: Payments,
  origin: string,
) {
  if (user.role !== 'BUYER') throw forbidden('Only buyers have a subscription plan');
  const change = await inTenant(orm, user.tenantId, async (em) => {
    const tier = await findBuyerTier(em, input.tier);
    if (user.subscriptionTier === input.tier)
      throw conflict('already_on_tier', `You are already on the ${tier.name} plan`);
    const amount =
      input.billingInterval === 'yearly'
        ? (tier.yearlyPriceCents ?? tier.monthlyPriceCents * 12)
        : tier.monthlyPriceCents;
    const id = randomUUID();
    const free = amount === 0;
    await em.execute(
      `insert into subscription_changes (tenant_id, id, user_id, from_tier, to_tier, billing_interval, amount_cents, status, applied_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        user.tenantId,
        id,
        user.id,
        user.subscriptionTier,
        input.tier,
        input.billingInterval,
        amount,
        free ? 'active' : 'pending',
        free ? new Date() : null,
      ],
    );
    if (free) await em.nativeUpdate(UserEntity, { id: user.id }, { subscriptionTier: input.tier });
    return { id, amount, name: tier.name, free };
  });
  if (change.free) {
    return {
      tier: input.tier,
      status: 'active' as const,
      paymentUrl: null,
      message: `You are now on the ${change.name} plan.`,
    };
  }
  const session = await payments.gateway.createCheckout({
    tenantId: user.tenantId,
    offerId: change.id,
    purpose: 'subscription',
    amountCents: change.amount,
    description: `${change.name} plan (${input.billingInterval})`,
    successUrl: `${origin}/pricing?subscription_session=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${origin}/pricing`,
    idempotencyKey: `subscription:${change.id}`,
  });
  await inTenant(orm, user.tenantId, (em) =>
    em.execute(`update subscription_changes set session_id = ? where id = ?`, [session.sessionId, change.id]),
  );
  return {
    tier: input.tier,
    status: 'pending' as const,
    paymentUrl: new URL(session.url, origin).href,
    message: 'Complete the payment to switch plans.',
  };
}

/** The signed-in buyer verifies their own plan payment (someone else's session is a 404). */
export async function applyPaidSubscription(em: TenantEm, user: User, checkout: CheckoutStatus) {
  return activatePaidSubscription(em, checkout, { userId: user.id });
}

/**
 * Applies a paid plan change once, however often the payment is verified or its webhook
 * delivered. The webhook has no signed-in user (`userId` null): the change names its buyer.
 */
export async function activatePaidSubscription(
  em: TenantEm,
  checkout: CheckoutStatus,
  expected: { userId: string | null },
) {
  const [change] = await em.execute<
    { id: string; tenant_id: string; to_tier: string; amount_cents: string; status: string; user_id: string }[]
  >(
    `select id, tenant_id, to_tier, amount_cents, status, user_id from subscription_changes where session_id = ? for update`,
    [checkout.sessionId],
  );
  if (!change || (expected.userId !== null && change.user_id !== expected.userId))
    throw notFound('No payment session found.');
  if (change.status === 'active') return { tier: change.to_tier, status: 'active' as const };
  if (checkout.status !== 'paid')
    throw new AppError(409, 'payment_not_completed', `The payment is ${checkout.status}, not completed`);
  if (checkout.amountCents !== Number(change.amount_cents))
    throw new AppError(409, 'amount_mismatch', 'The amount paid does not match the plan');
  await em.execute(`update subscription_changes set status = 'active', applied_at = now() where id = ?`, [change.id]);
  await em.nativeUpdate(
    UserEntity,
    { id: change.user_id },
    { subscriptionTier: change.to_tier as User['subscriptionTier'] },
  );
  await postJournal(em, change.tenant_id, null, subscriptionJournal(Number(change.amount_cents)));
  return { tier: change.to_tier, status: 'active' as const };
}
