import type { SubscriptionState } from '../../contract';
import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { conflict, forbidden } from '../../http/errors';
import type { Payments } from '../../payments/registry';
import { freeBuyerTier } from '../../queries/tiers';
import { closeCheckouts, endSubscription, supersedePendingChanges } from './changeSubscription';
import { findSubscription, presentSubscription, tierNames } from './subscriptionStore';

/** The buyer's plan, its period and what happens at its end. */
export async function subscriptionState(em: TenantEm, user: User, now: Date): Promise<SubscriptionState> {
  const sub = await findSubscription(em, user.id);
  const [row] = await em.execute<{ subscription_tier: string }[]>(`select subscription_tier from users where id = ?`, [
    user.id,
  ]);
  return presentSubscription(
    sub,
    row?.subscription_tier ?? user.subscriptionTier,
    await tierNames(em),
    now,
    (await freeBuyerTier(em)).name,
  );
}

/**
 * Cancels at the period's end (SPEC: access is kept until the end of the billing period); a
 * cancellation repeated changes nothing. A plan in grace (its renewal unpaid) ends at once.
 * Open plan checkouts are closed.
 */
export async function cancelSubscription(orm: Orm, user: User, payments: Payments, now: Date) {
  if (user.role !== 'BUYER') throw forbidden('Only buyers have a subscription plan');
  const { state, closed } = await inTenant(orm, user.tenantId, async (em) => {
    const sub = await findSubscription(em, user.id, { lock: true });
    if (!sub || sub.status === 'ended') throw conflict('no_subscription', 'You have no paid plan to cancel');
    const closed = await supersedePendingChanges(em, user.id);
    if (sub.status === 'past_due') await endSubscription(em, sub, now, (await freeBuyerTier(em)).tier);
    else
      await em.execute(
        `update subscriptions set status = 'cancelling', scheduled_tier = null, scheduled_interval = null,
                scheduled_price_cents = null, updated_at = ? where id = ?`,
        [now, sub.id],
      );
    return { state: await subscriptionState(em, user, now), closed };
  });
  await closeCheckouts(payments, closed);
  return state;
}

/** Undoes a cancellation or a scheduled downgrade before the period ends: the plan renews as it is. */
export async function resumeSubscription(orm: Orm, user: User, now: Date) {
  if (user.role !== 'BUYER') throw forbidden('Only buyers have a subscription plan');
  return inTenant(orm, user.tenantId, async (em) => {
    const sub = await findSubscription(em, user.id, { lock: true });
    const undoable =
      sub &&
      (sub.status === 'cancelling' || (sub.status === 'active' && sub.scheduled !== null)) &&
      now < sub.periodEnd;
    if (!sub || !undoable) throw conflict('nothing_to_resume', 'There is no cancellation or plan change to undo');
    await em.execute(
      `update subscriptions set status = 'active', scheduled_tier = null, scheduled_interval = null,
              scheduled_price_cents = null, updated_at = ? where id = ?`,
      [now, sub.id],
    );
    return subscriptionState(em, user, now);
  });
}
