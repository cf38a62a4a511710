import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';
import { slotTallyAddFunction, slotTallyTriggers, type SlotTally } from '../slotTallies';

/**
 * Offer counts that stay cheap as history grows (issue 18, item 3). My offers' tab counts and
 * booked sum, the approval queue's length and the admin dashboard counted every offer of the caller
 * (10,000 for a long-standing buyer, 30,000 waiting approvals for a large tenant) on every read.
 *
 * `offer_tallies` keeps, per tenant and party — the tenant itself, a buyer (user id) or a performer
 * (performer id) — and per status, how many offers there are and what their totals and agreed fees
 * add up to. Statement-level triggers on offers keep it (db/slotTallies.ts: slots, so writers never
 * wait for each other), whatever changes an offer (a transition, a counter offer's new amount, a
 * seed or a bulk insert), adding each statement's net change.
 */
const OFFER_TALLIES: SlotTally = {
  table: 'offer_tallies',
  keys: [
    ['tenant_id', 'uuid'],
    ['party', 'text'],
    ['party_id', 'uuid'],
    ['status', 'text'],
  ],
  sums: [
    ['offers', 'integer'],
    ['total_amount_cents', 'bigint'],
    ['offer_amount_cents', 'bigint'],
  ],
};

/** What each offer of `rows` adds to its three parties' keys (`sign` '-' for rows that go away). */
const offerRows = (rows: string, sign: '' | '-') =>
  `select o.tenant_id, p.party, p.party_id, o.status, ${sign}1 as offers,
          ${sign}o.total_amount_cents as total_amount_cents, ${sign}o.offer_amount_cents as offer_amount_cents
     from ${rows} o
     cross join lateral (values ('tenant', o.tenant_id), ('buyer', o.buyer_id), ('performer', o.performer_id))
             as p (party, party_id)`;

export class Migration20261130010001OfferTallies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table offer_tallies (
        tenant_id uuid not null references tenants (id),
        id uuid not null default gen_random_uuid(),
        party text not null check (party in ('tenant', 'buyer', 'performer')),
        party_id uuid not null,
        status text not null,
        offers integer not null,
        total_amount_cents bigint not null,
        offer_amount_cents bigint not null,
        primary key (tenant_id, id)
      );`);
    for (const sql of enableTenantRls('offer_tallies')) this.addSql(sql);
    this.addSql(`
      create index offer_tallies_by_party on offer_tallies (tenant_id, party, party_id, status)
        include (offers, total_amount_cents, offer_amount_cents);`);

    this.addSql(slotTallyAddFunction(OFFER_TALLIES));
    for (const sql of slotTallyTriggers(OFFER_TALLIES, 'offers', offerRows)) this.addSql(sql);

    // Backfill (the migration runs as the owner, past row security).
    this.addSql(`
      insert into offer_tallies (tenant_id, party, party_id, status, offers, total_amount_cents, offer_amount_cents)
      select o.tenant_id, p.party, p.party_id, o.status, count(*), sum(o.total_amount_cents), sum(o.offer_amount_cents)
        from offers o
        cross join lateral (values ('tenant', o.tenant_id), ('buyer', o.buyer_id), ('performer', o.performer_id))
                as p (party, party_id)
       group by 1, 2, 3, 4;`);
    this.addSql(`analyze offer_tallies;`);
  }
}
