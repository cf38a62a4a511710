import type { TenantEm } from '../../db/tenantScope';
import { payoutJournal } from '../../domain/ledger';
import { addZonedDays } from '../../contract/dates';
import { startOfEvent } from '../../domain/offerTiming';
import { FeeSettingsEntity, OfferEntity, type Offer } from '../../entities';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import { postJournal } from '../../payments/ledgerWriter';
import type { Payments } from '../../payments/registry';
import { applyTransition, loadParties, lockOffer } from './offerStore';

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

/**
 * After the event, each paid booking is completed and its escrow paid out to the performer:
 * the commission is kept, the rest transferred (transfer group = offer id), and the payout
 * journal posted — once per offer, whatever the retries.
 */
export async function releaseDueEscrow(em: TenantEm, payments: Payments, now: Date): Promise<string[]> {
  const settings = await em.findOneOrFail(FeeSettingsEntity, {});
  const paid = await em.find(
    OfferEntity,
    { status: { $in: ['PAID', 'COMPLETED'] } },
    { fields: ['id', 'eventDate', 'eventTime', 'venueTimeZone'], limit: 500 },
  );
  const released: string[] = [];
  for (const candidate of paid) {
    if (payoutDueAt(candidate, settings.payoutDelayDays) > now) continue;
    const offer = await lockOffer(em, candidate.id);
    if (offer.status === 'PAID') applyTransition(em, offer, 'complete', { actor: 'system', user: null, now });
    if (offer.status !== 'COMPLETED') continue;
    const journal = payoutJournal(Number(offer.subtotalCents), offer.commissionBps);
    const { performer, performerUser } = await loadParties(em, offer);
    try {
      await payments.gateway.transfer({
        amountCents: journal.payout,
        destinationAccount: performer.stripeAccountId ?? `local:${performer.id}`,
        transferGroup: offer.id,
        idempotencyKey: `payout:${offer.id}`,
      });
    } catch (error) {
      // No payout account yet, or the provider refused or is down: the booking stays COMPLETED
      // and the next sweep tries again (the same idempotency key, so never two transfers).
      if (error instanceof AppError) continue;
      throw error;
    }
    applyTransition(em, offer, 'payOut', { actor: 'system', user: null, now, amountCents: journal.payout });
    await postJournal(em, offer.tenantId, offer.id, journal);
    notify(em, performerUser, {
      kind: 'payout_sent',
      title: `Payout sent for ${offer.eventName}`,
      body: `$${(journal.payout / 100).toFixed(2)} is on its way (commission $${(journal.commission / 100).toFixed(2)}).`,
      offerId: offer.id,
    });
    await em.flush();
    released.push(offer.id);
  }
  await em.flush();
  return released;
}
