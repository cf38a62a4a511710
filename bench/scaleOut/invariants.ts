/**
 * The invariants of a run, checked on the primary after the load: what the client saw succeed is
 * in the database exactly once, every offer's history leads to its status, payments and ledger
 * journals match the paid offers one to one, every journal and every tenant's ledger sums to zero,
 * and every admin change reached every web process within the bound. `evaluate` is pure.
 */
import pg from 'pg';
import type { BookingRecord } from './workload';

export interface OfferRow {
  id: string;
  tenant: string;
  eventName: string;
  status: string;
}
export interface EventRow {
  offerId: string;
  fromStatus: string | null;
  toStatus: string;
}
export interface PaymentRow {
  offerId: string;
  status: string;
  amountCents: number;
}
export interface ChargeRow {
  offerId: string;
  journalId: string;
  cashCents: number;
}
export interface KeyRow {
  key: string;
  offerId: string | null;
}

export interface DatabaseFacts {
  offers: OfferRow[];
  events: EventRow[];
  payments: PaymentRow[];
  /** One row per buyer_charge journal of this run's offers (its cash posting). */
  charges: ChargeRow[];
  /** Journals whose postings do not sum to zero. */
  unbalancedJournals: string[];
  /** Tenants whose ledger does not sum to zero, with the sum. */
  unbalancedTenants: { tenant: string; sumCents: number }[];
  /** Stored answers of offer creations (Idempotency-Key → offer id). */
  createKeys: KeyRow[];
}

export interface Visibility {
  /** Admin changes made during the run. */
  changes: number;
  /** The slowest time (ms) from a change's 200 to every running web process showing it. */
  worstMs: number | null;
  /** Changes some web process did not show within the bound. */
  late: number;
  /** When each late change was saved (seconds into the run) and how long its slowest process took (ms). */
  lateChanges?: { atSeconds: number; ms: number }[];
}

export interface Invariant {
  name: string;
  ok: boolean;
  detail: string;
}

const count = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** Whether the events, chained from the `create` (from null), lead exactly to `status` using each event once. */
export function historyLeadsTo(events: EventRow[], status: string): boolean {
  const left = [...events];
  let current: string | null = null;
  while (left.length) {
    const next = left.findIndex((event) => event.fromStatus === current);
    if (next === -1) return false;
    current = left.splice(next, 1)[0]!.toStatus;
  }
  return current === status;
}

export function evaluate(
  records: BookingRecord[],
  facts: DatabaseFacts,
  visibility: Visibility,
  visibleWithinMs: number,
): Invariant[] {
  const offersByName = count(facts.offers, (offer) => offer.eventName);
  const offerById = new Map(facts.offers.map((offer) => [offer.id, offer]));
  const acknowledged = records.filter((record) => record.offerId !== null);
  const lostOffers = acknowledged.filter((record) => offerById.get(record.offerId!)?.eventName !== record.eventName);
  const duplicatedOffers = [...offersByName].filter(([, n]) => n > 1);
  const strayOffers = facts.offers.filter((offer) => !records.some((record) => record.eventName === offer.eventName));
  const lostAccepts = records.filter(
    (record) => record.accepted && ['PENDING', undefined].includes(offerById.get(record.offerId!)?.status),
  );

  const eventsByOffer = new Map<string, EventRow[]>();
  for (const event of facts.events)
    eventsByOffer.set(event.offerId, [...(eventsByOffer.get(event.offerId) ?? []), event]);
  const brokenHistories = facts.offers.filter(
    (offer) => !historyLeadsTo(eventsByOffer.get(offer.id) ?? [], offer.status),
  );

  const paid = facts.payments.filter((payment) => payment.status === 'paid');
  const paidByOffer = count(paid, (payment) => payment.offerId);
  const chargesByOffer = count(facts.charges, (charge) => charge.offerId);
  const verified = records.filter((record) => record.verified);
  const lostPayments = verified.filter((record) => paidByOffer.get(record.offerId!) !== 1);
  const duplicatedPayments = [...paidByOffer].filter(([, n]) => n > 1);
  const paidOffers = facts.offers.filter((offer) => offer.status === 'PAID');
  const paidWithoutPayment = paidOffers.filter((offer) => paidByOffer.get(offer.id) !== 1);
  const lostCharges = paid.filter((payment) => !chargesByOffer.has(payment.offerId));
  const duplicatedCharges = [...chargesByOffer].filter(([, n]) => n > 1);
  const chargesWithoutPayment = facts.charges.filter((charge) => !paidByOffer.has(charge.offerId));
  const amountOf = new Map(paid.map((payment) => [payment.offerId, payment.amountCents]));
  const wrongAmounts = facts.charges.filter(
    (charge) => amountOf.has(charge.offerId) && amountOf.get(charge.offerId) !== charge.cashCents,
  );
  const wrongVerified = verified.filter((record) => amountOf.get(record.offerId!) !== record.paidCents);

  const keyOffer = new Map(facts.createKeys.map((row) => [row.key, row.offerId]));
  const keyMismatches = acknowledged.filter(
    (record) => keyOffer.has(record.createKey) && keyOffer.get(record.createKey) !== record.offerId,
  );

  const list = (items: unknown[]) => String(items.length);
  return [
    {
      name: 'at least one booking made it through (else nothing was proven)',
      ok: verified.length > 0,
      detail: `${verified.length} bookings created, accepted, paid and verified`,
    },
    {
      name: 'no offer lost',
      ok: lostOffers.length === 0 && lostAccepts.length === 0,
      detail: `${acknowledged.length} offers acknowledged, ${list(lostOffers)} missing, ${list(lostAccepts)} accepts missing`,
    },
    {
      name: 'no offer duplicated',
      ok: duplicatedOffers.length === 0 && strayOffers.length === 0 && keyMismatches.length === 0,
      detail: `${facts.offers.length} offers in the database for ${records.length} attempts; ${list(duplicatedOffers)} duplicated, ${list(strayOffers)} unknown, ${list(keyMismatches)} keys answered with another offer`,
    },
    {
      name: 'every offer’s history leads to its status',
      ok: brokenHistories.length === 0,
      detail: `${list(brokenHistories)} of ${facts.offers.length} offers with a broken history`,
    },
    {
      name: 'no payment lost or duplicated',
      ok:
        lostPayments.length === 0 &&
        duplicatedPayments.length === 0 &&
        paidWithoutPayment.length === 0 &&
        wrongVerified.length === 0,
      detail: `${verified.length} verified, ${paid.length} paid payments; ${list(lostPayments)} lost, ${list(duplicatedPayments)} duplicated, ${list(paidWithoutPayment)} PAID offers without one paid payment, ${list(wrongVerified)} amounts differ from the verification`,
    },
    {
      name: 'no ledger entry lost or duplicated',
      ok:
        lostCharges.length === 0 &&
        duplicatedCharges.length === 0 &&
        chargesWithoutPayment.length === 0 &&
        wrongAmounts.length === 0,
      detail: `${facts.charges.length} charge journals for ${paid.length} paid payments; ${list(lostCharges)} missing, ${list(duplicatedCharges)} duplicated, ${list(chargesWithoutPayment)} without a payment, ${list(wrongAmounts)} with another amount`,
    },
    {
      name: 'the ledger sums to zero',
      ok: facts.unbalancedJournals.length === 0 && facts.unbalancedTenants.length === 0,
      detail: `${list(facts.unbalancedJournals)} unbalanced journals, ${list(facts.unbalancedTenants)} unbalanced tenants`,
    },
    {
      name: `every admin change visible on every web process within ${visibleWithinMs / 1000} s`,
      ok: visibility.changes > 0 && visibility.late === 0,
      detail: `${visibility.changes} changes, ${visibility.late} late${(visibility.lateChanges ?? []).map(({ atSeconds, ms }) => ` (${ms} ms at ${atSeconds} s)`).join('')}, worst ${visibility.worstMs ?? '-'} ms`,
    },
  ];
}

/** Reads the facts of this run's offers (event names starting with `prefix`) as the owner, on the primary. */
export async function gatherFacts(ownerUrl: string, prefix: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const like = `${prefix}%`;
    const ours = `select o.id from offers o where o.event_name like $1`;
    const offers = await client.query(
      `select o.id, t.slug as tenant, o.event_name, o.status from offers o join tenants t on t.id = o.tenant_id
        where o.event_name like $1`,
      [like],
    );
    const events = await client.query(
      `select offer_id, from_status, to_status from offer_events where offer_id in (${ours}) order by created_at, id`,
      [like],
    );
    const payments = await client.query(
      `select offer_id, status, amount_cents from payments where offer_id in (${ours})`,
      [like],
    );
    const charges = await client.query(
      `select offer_id, journal_id, sum(amount_cents) filter (where account = 'cash') as cash
         from ledger_entries where kind = 'buyer_charge' and offer_id in (${ours}) group by offer_id, journal_id`,
      [like],
    );
    const journals = await client.query(
      `select journal_id from ledger_entries group by tenant_id, journal_id having sum(amount_cents) <> 0`,
    );
    const tenants = await client.query(
      `select t.slug, sum(l.amount_cents) as total from ledger_entries l join tenants t on t.id = l.tenant_id
        group by t.slug having sum(l.amount_cents) <> 0`,
    );
    const keys = await client.query(
      `select key, response_body->>'offerId' as offer_id from idempotency_keys
        where request_method = 'POST' and request_path = '/api/offers/create'`,
    );
    return {
      offers: offers.rows.map((row) => ({
        id: row.id,
        tenant: row.tenant,
        eventName: row.event_name,
        status: row.status,
      })),
      events: events.rows.map((row) => ({
        offerId: row.offer_id,
        fromStatus: row.from_status,
        toStatus: row.to_status,
      })),
      payments: payments.rows.map((row) => ({
        offerId: row.offer_id,
        status: row.status,
        amountCents: Number(row.amount_cents),
      })),
      charges: charges.rows.map((row) => ({
        offerId: row.offer_id,
        journalId: row.journal_id,
        cashCents: Number(row.cash),
      })),
      unbalancedJournals: journals.rows.map((row) => row.journal_id as string),
      unbalancedTenants: tenants.rows.map((row) => ({ tenant: row.slug, sumCents: Number(row.total) })),
      createKeys: keys.rows.map((row) => ({ key: row.key, offerId: row.offer_id })),
    };
  } finally {
    await client.end();
  }
}
