import type { TenantEm } from '../../db/tenantScope';
import { payoutJournal } from '../../domain/ledger';
import { formatUsd } from '../../domain/money';
import { addZonedDays } from '../../contract/dates';
import { startOfEvent } from '../../domain/offerTiming';
import { FeeSettingsEntity, OfferEntity, type Offer } from '../../entities';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import { isEmailVerified } from '../../policies/emailVerification';
import { accountBalances, postJournal } from '../../payments/ledgerWriter';
import type { Payments } from '../../payments/registry';
import { applyTransition, loadParties, lockOffer, recordEvent } from './offerStore';

/**
 * When a paid booking's escrow is due: the tenant's payout delay (default 1 day) after the event's
 * start, counted in calendar days at the venue (the same wall-clock time, across DST changes too).
 */
export function payoutDueAt(
  offer: Pick<Offer, 'eventDate' | 'eventTime' | 'venueTimeZone'>,
  payoutDelayDays: number,
): Date {
  return addZonedDays(startOfEvent(offer), payoutDelayDays, offer.venueTimeZone);
}

/** What remains in an offer's escrow, as its journals add up (escrow carries credits). */
export async function escrowHeld(em: TenantEm, offerId: string): Promise<number> {
  const balances = await accountBalances(em, offerId);
  return -(balances.escrow ?? 0);
}

/**
 * After the event (and the tenant's payout delay) whatever remains in an offer's escrow is paid
 * out to the performer, whatever the path: a paid booking (completed, then PAID_OUT), or a
 * cancelled one whose refund left part of the escrow (a buyer's cancellation under 30 days out; it
 * stays CANCELLED, and its history gets a `payOut` entry). The amount is read from the offer's journals, the commission is
 * kept on it, the rest transferred (transfer group = offer id, idempotency key `payout:<offer>`),
 * the payout journal posted and `escrow_released_at` set, in one transaction: once per offer,
 * whatever the retries. A performer without a payout account is retried on the next sweep.
 */
export async function releaseDueEscrow(em: TenantEm, payments: Payments, now: Date): Promise<string[]> {
  const settings = await em.findOneOrFail(FeeSettingsEntity, {});
  // offers_escrow_due: the offers whose escrow may still hold money, the earliest events first.
  const due = await em.find(
    OfferEntity,
    {
      escrowReleasedAt: null,
      $or: [{ status: { $in: ['PAID', 'COMPLETED'] } }, { status: 'CANCELLED', paidAt: { $ne: null } }],
    },
    {
      fields: ['id', 'eventDate', 'eventTime', 'venueTimeZone'],
      orderBy: { eventDate: 'asc', id: 'asc' },
      limit: 500,
    },
  );
  const released: string[] = [];
  for (const candidate of due) {
    if (payoutDueAt(candidate, settings.payoutDelayDays) > now) continue;
    const offer = await lockOffer(em, candidate.id);
    if (offer.escrowReleasedAt) continue;
    if (offer.status === 'PAID') applyTransition(em, offer, 'complete', { actor: 'system', user: null, now });
    if (offer.status !== 'COMPLETED' && offer.status !== 'CANCELLED') continue;
    const held = await escrowHeld(em, offer.id);
    if (held === 0 && offer.status === 'CANCELLED') {
      // A cancellation refunded all of it: nothing to pay out.
      offer.escrowReleasedAt = now;
      continue;
    }
    const journal = payoutJournal(held, offer.commissionBps);
    const { performer, performerUser } = await loadParties(em, offer);
    // No payout to an unconfirmed e-mail address (policies/emailVerification.ts): the next sweep tries again.
    if (journal.payout > 0 && !isEmailVerified(performerUser)) continue;
    if (journal.payout > 0) {
      try {
        await payments.gateway.transfer({
          amountCents: journal.payout,
          destinationAccount: performer.stripeAccountId ?? `local:${performer.id}`,
          transferGroup: offer.id,
          idempotencyKey: `payout:${offer.id}`,
        });
      } catch (error) {
        // No payout account yet, or the provider refused or is down: the offer stays as it is
        // (COMPLETED, or CANCELLED unreleased) and the next sweep tries again (the same
        // idempotency key, so never two transfers).
        if (error instanceof AppError) continue;
        throw error;
      }
    }
    const payoutEvent = { actor: 'system', user: null, now, amountCents: journal.payout } as const;
    if (offer.status === 'COMPLETED') applyTransition(em, offer, 'payOut', payoutEvent);
    else recordEvent(em, offer, { transition: 'payOut', from: offer.status, ...payoutEvent });
    offer.escrowReleasedAt = now;
    await postJournal(em, offer.tenantId, offer.id, journal);
    if (held > 0)
      notify(em, performerUser, {
        kind: 'payout_sent',
        title: `Payout sent for ${offer.eventName}`,
        body:
          offer.status === 'CANCELLED'
            ? `${formatUsd(journal.payout)} is on its way: what remained in escrow after the booking was cancelled (commission ${formatUsd(journal.commission)}).`
            : `${formatUsd(journal.payout)} is on its way (commission ${formatUsd(journal.commission)}).`,
        offerId: offer.id,
      });
    await em.flush();
    released.push(offer.id);
  }
  await em.flush();
  return released;
}
