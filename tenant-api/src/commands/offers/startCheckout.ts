import { randomUUID } from 'node:crypto';
import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { UserEntity, type Offer } from '../../entities';
import { requireVerifiedEmail } from '../../policies/emailVerification';
import { AppError } from '../../http/errors';
import { SESSION_ID_PLACEHOLDER, type CheckoutLinks } from '../../payments/gateway';
import type { Payments } from '../../payments/registry';
import { lockOffer } from './offerStore';
import { eventWhen } from '../../domain/offerTiming';

/**
 * The buyer's checkout for an accepted offer: ONE payable session per offer. Asked again (another
 * return page, a retry, a second tab), it answers the same open session and only moves where it
 * returns to. The provider always returns to our own return endpoint, which sends the buyer on to
 * the page stored here, because a provider session cannot change its own return URL.
 *
 * The provider is called outside any transaction (no row lock or pooled connection is held while
 * it answers: the local gateway itself needs a connection, and a queue of callers holding the
 * others would starve it). Concurrent first calls send the same idempotency key, so the provider
 * answers them one session; the offer row is locked again to store it, and a session that lost a
 * race anyway is set aside as `superseded` while the open one is answered. A partial unique index
 * (one open payment per offer) backs this up.
 */
export async function startCheckout(
  orm: Orm,
  tenantId: string,
  offerId: string,
  payments: Payments,
  where: CheckoutPlaces,
): Promise<string> {
  const gateway = payments.gateway;
  const first = await inTenant(orm, tenantId, async (em) => {
    const offer = await lockOffer(em, offerId);
    assertPayable(offer);
    // Paying needs a confirmed e-mail address (policies/emailVerification.ts): 403 `email_unverified`.
    requireVerifiedEmail(await em.findOneOrFail(UserEntity, { id: offer.buyerId }));
    const reused = await reuseOpenCheckout(em, offer, gateway.name, where.links);
    if (reused) return { url: reused, offer };
    return { url: null, offer, attempt: await closedAttempts(em, offer.id, gateway.name) };
  });
  if (first.url) return absolute(first.url, where.apiOrigin);
  const { offer } = first;
  const amount = Number(offer.totalAmountCents);
  let session;
  try {
    session = await gateway.createCheckout({
      tenantId,
      offerId,
      purpose: 'offer',
      amountCents: amount,
      description: `${offer.eventName} — ${eventWhen(offer)}, ${offer.venueName}, ${offer.venueCity}, ${offer.venueState}`,
      ...providerReturnUrls(where.apiOrigin, tenantId, offerId),
      // Retries return the same session; after one expired or failed, the next attempt gets a new one.
      idempotencyKey: `checkout:${offerId}:${amount}${first.attempt ? `:${first.attempt}` : ''}`,
    });
  } catch (error) {
    // The same key with another body (a concurrent first call from another host): take the winner's.
    if (!(error instanceof AppError) || error.code !== 'payment_conflict') throw error;
    const url = await inTenant(orm, tenantId, async (em) =>
      reuseOpenCheckout(em, await lockOffer(em, offerId), gateway.name, where.links),
    );
    if (!url) throw new AppError(409, 'checkout_busy', 'This checkout is being prepared; please try again.');
    return absolute(url, where.apiOrigin);
  }
  const stored = await inTenant(orm, tenantId, async (em) => {
    const locked = await lockOffer(em, offerId);
    const open = await reuseOpenCheckout(em, locked, gateway.name, where.links);
    const status = open && open !== session.url ? 'superseded' : 'open';
    await em.execute(
      `insert into payments (tenant_id, id, offer_id, gateway, session_id, checkout_url, status, amount_cents,
                             success_url, cancel_url)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (gateway, session_id) do update
         set success_url = excluded.success_url, cancel_url = excluded.cancel_url`,
      [
        tenantId,
        randomUUID(),
        offerId,
        gateway.name,
        session.sessionId,
        session.url,
        status,
        amount,
        where.links.successUrl,
        where.links.cancelUrl,
      ],
    );
    return { url: open ?? session.url, offer: locked };
  });
  // Stored either way (a payment on it is found and settled), but answered only while payable.
  assertPayable(stored.offer);
  return absolute(stored.url, where.apiOrigin);
}

async function closedAttempts(em: TenantEm, offerId: string, gatewayName: string): Promise<number> {
  const [closed] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from payments where offer_id = ? and gateway = ? and status in ('expired', 'failed')`,
    [offerId, gatewayName],
  );
  return closed?.n ?? 0;
}

/** Why this offer cannot be paid now, in words a buyer understands (409, naming the state as every 409 does). */
function assertPayable(offer: Offer): void {
  if (offer.status === 'ACCEPTED') return;
  const reasons: Partial<Record<Offer['status'], string>> = {
    PAID: 'it is already paid, so there is nothing more to pay',
    COMPLETED: 'it is already paid, so there is nothing more to pay',
    PAID_OUT: 'it is already paid, so there is nothing more to pay',
    EXPIRED: 'the time to pay ran out, so it can no longer be paid; ask the performer for a new offer',
    CANCELLED: 'it was cancelled, so it can no longer be paid',
  };
  throw new AppError(
    409,
    'wrong_state',
    `This offer is ${offer.status}; ${reasons[offer.status] ?? 'only an accepted offer can be paid'}`,
  );
}

/**
 * The offer's open session, if there is one for this gateway and amount: it is the one to pay, with
 * its return page moved to this request's. One on another gateway or amount (a configuration
 * change) is set aside as `superseded` (still reconciled, never handed out again).
 */
async function reuseOpenCheckout(
  em: TenantEm,
  offer: Offer,
  gatewayName: string,
  links: CheckoutLinks,
): Promise<string | null> {
  const [open] = await em.execute<{ id: string; gateway: string; amount_cents: string; checkout_url: string }[]>(
    `select id, gateway, amount_cents, checkout_url from payments where offer_id = ? and status = 'open' for update`,
    [offer.id],
  );
  if (!open) return null;
  if (open.gateway !== gatewayName || Number(open.amount_cents) !== Number(offer.totalAmountCents)) {
    await em.execute(`update payments set status = 'superseded' where id = ?`, [open.id]);
    return null;
  }
  await em.execute(`update payments set success_url = ?, cancel_url = ? where id = ?`, [
    links.successUrl,
    links.cancelUrl,
    open.id,
  ]);
  return open.checkout_url;
}

/** Where the provider sends the buyer: our return endpoint, which knows the current return page. */
export function providerReturnUrls(apiOrigin: string, tenantId: string, offerId: string) {
  const base = `${apiOrigin}/api/payments/return/${tenantId}/${offerId}`;
  return { successUrl: `${base}?session_id=${SESSION_ID_PLACEHOLDER}`, cancelUrl: `${base}?cancelled=1` };
}

/** Where the buyer comes back to, and the API's own origin for the local gateway's checkout page. */
export interface CheckoutPlaces {
  links: CheckoutLinks;
  apiOrigin: string;
}

/** A checkout link the browser can follow from any page: the local gateway answers paths on this API. */
const absolute = (url: string, apiOrigin: string) => new URL(url, apiOrigin).href;
