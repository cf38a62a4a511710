import { randomUUID } from 'node:crypto';
import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import type { Offer } from '../../entities';
import { AppError } from '../../http/errors';
import { SESSION_ID_PLACEHOLDER, type CheckoutLinks } from '../../payments/gateway';
import type { Payments } from '../../payments/registry';
import { lockOffer } from './offerStore';

/**
 * The buyer's checkout for an accepted offer: ONE payable session per offer. Asked again (another
 * return page, a retry, a second tab), it answers the same open session and only moves where it
 * returns to. The offer row stays locked while a new session is made, so concurrent calls queue and
 * the later ones find the first one's session (a partial unique index backs this up). The provider
 * always returns to our own return endpoint, which sends the buyer on to the page stored here,
 * because a provider session cannot change its own return URL.
 */
export async function startCheckout(
  orm: Orm,
  tenantId: string,
  offerId: string,
  payments: Payments,
  where: CheckoutPlaces,
): Promise<string> {
  const gateway = payments.gateway;
  const url = await inTenant(orm, tenantId, async (em) => {
    const offer = await lockOffer(em, offerId);
    assertPayable(offer);
    const amount = Number(offer.totalAmountCents);
    const reused = await reuseOpenCheckout(em, offer, gateway.name, where.links);
    if (reused) return reused;
    const [closed] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from payments where offer_id = ? and gateway = ? and status in ('expired', 'failed')`,
      [offer.id, gateway.name],
    );
    const attempt = closed?.n ?? 0;
    const session = await gateway.createCheckout({
      tenantId,
      offerId,
      purpose: 'offer',
      amountCents: amount,
      description: `${offer.eventName} — ${offer.eventDate}`,
      ...providerReturnUrls(where.apiOrigin, tenantId, offerId),
      // Retries return the same session; after one expired or failed, the next attempt gets a new one.
      idempotencyKey: `checkout:${offerId}:${amount}${attempt ? `:${attempt}` : ''}`,
    });
    await em.execute(
      `insert into payments (tenant_id, id, offer_id, gateway, session_id, checkout_url, status, amount_cents,
                             success_url, cancel_url)
       values (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?)
       on conflict (gateway, session_id) do update
         set status = 'open', success_url = excluded.success_url, cancel_url = excluded.cancel_url
         where payments.status in ('open', 'superseded')`,
      [
        tenantId,
        randomUUID(),
        offerId,
        gateway.name,
        session.sessionId,
        session.url,
        amount,
        where.links.successUrl,
        where.links.cancelUrl,
      ],
    );
    return session.url;
  });
  return absolute(url, where.apiOrigin);
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
