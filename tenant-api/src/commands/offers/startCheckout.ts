import { createHash, randomUUID } from 'node:crypto';
import type { Orm } from '../../db/orm';
import { inTenant } from '../../db/tenantScope';
import { OfferEntity } from '../../entities';
import { AppError, notFound } from '../../http/errors';
import type { CheckoutLinks } from '../../payments/gateway';
import type { Payments } from '../../payments/registry';

/**
 * The buyer's checkout for an accepted offer: one session per offer and agreed amount, reused
 * when asked again. The provider is called outside any transaction, so no row lock or pooled
 * connection is held while it answers; its idempotency key makes a retry return the same session.
 */
export async function startCheckout(
  orm: Orm,
  tenantId: string,
  offerId: string,
  payments: Payments,
  where: CheckoutPlaces,
): Promise<string> {
  const { links } = where;
  const existing = await inTenant(orm, tenantId, async (em) => {
    const offer = await em.findOne(OfferEntity, { id: offerId });
    if (!offer) throw notFound('Offer not found');
    if (offer.status !== 'ACCEPTED')
      throw new AppError(409, 'wrong_state', `This offer is ${offer.status}; only an accepted offer can be paid`);
    const [open] = await em.execute<{ checkout_url: string }[]>(
      `select checkout_url from payments
        where offer_id = ? and gateway = ? and status = 'open' and amount_cents = ? and success_url = ?
        order by created_at desc limit 1`,
      [offer.id, payments.gateway.name, Number(offer.totalAmountCents), links.successUrl],
    );
    const [closed] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from payments where offer_id = ? and gateway = ? and status in ('expired', 'failed')`,
      [offer.id, payments.gateway.name],
    );
    return { offer, url: open?.checkout_url ?? null, attempt: closed?.n ?? 0 };
  });
  if (existing.url) return absolute(existing.url, where.apiOrigin);
  const { offer, attempt } = existing;
  const amount = Number(offer.totalAmountCents);
  const gateway = payments.gateway;
  const session = await gateway.createCheckout({
    tenantId,
    offerId,
    purpose: 'offer',
    amountCents: amount,
    description: `${offer.eventName} — ${offer.eventDate}`,
    successUrl: links.successUrl,
    cancelUrl: links.cancelUrl,
    // Retries return the same session; after one expired or failed, the next attempt gets a new one.
    idempotencyKey: checkoutIdempotencyKey(offerId, amount, attempt, links),
  });
  await inTenant(orm, tenantId, (em) =>
    em.execute(
      `insert into payments (tenant_id, id, offer_id, gateway, session_id, checkout_url, status, amount_cents, success_url)
       values (?, ?, ?, ?, ?, ?, 'open', ?, ?) on conflict (gateway, session_id) do nothing`,
      [tenantId, randomUUID(), offerId, gateway.name, session.sessionId, session.url, amount, links.successUrl],
    ),
  );
  return absolute(session.url, where.apiOrigin);
}

/** Where the buyer comes back to, and the API's own origin for the local gateway's checkout page. */
export interface CheckoutPlaces {
  links: CheckoutLinks;
  apiOrigin: string;
}

/**
 * The provider must see one key per request body: the marketplace's own return page keeps the
 * plain key; any other return page adds a short digest of where it returns to.
 */
function checkoutIdempotencyKey(offerId: string, amount: number, attempt: number, links: CheckoutLinks): string {
  const base = `checkout:${offerId}:${amount}${attempt ? `:${attempt}` : ''}`;
  if (links.returnPage === null) return base;
  const digest = createHash('sha256').update(links.returnPage).digest('hex').slice(0, 16);
  return `${base}:r${digest}`;
}

/** A checkout link the browser can follow from any page: the local gateway answers paths on this API. */
const absolute = (url: string, apiOrigin: string) => new URL(url, apiOrigin).href;
