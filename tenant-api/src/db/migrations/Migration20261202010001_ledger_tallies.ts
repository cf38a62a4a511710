import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';
import { slotTallyAddFunction, slotTallyTriggers, type SlotTally } from '../slotTallies';

/**
 * Money figures that stay cheap as history grows (issue 18, item 3). The buyer's dashboard (charged,
 * refunded) and the performer's (booked, in escrow, paid out, commission) added up every ledger
 * entry of the party's offers on every read: three or more lines per paid offer, for a buyer with
 * thousands of bookings.
 *
 * `ledger_tallies` keeps, per tenant, party of the entry's offer (its buyer, or its performer's
 * profile id), account and journal kind, what the entries add up to and how many there are.
 * Statement-level triggers on ledger_entries keep it (db/slotTallies.ts). An entry counts for the
 * parties its offer has when the entry is written (the buyer charged is the buyer who paid);
 * entries of no offer (subscription charges) belong to no party and are not kept here.
 */
const LEDGER_TALLIES: SlotTally = {
  table: 'ledger_tallies',
  keys: [
    ['tenant_id', 'uuid'],
    ['party', 'text'],
    ['party_id', 'uuid'],
    ['account', 'text'],
    ['kind', 'text'],
  ],
  sums: [
    ['amount_cents', 'bigint'],
    ['entries', 'integer'],
  ],
};

/** What each entry of `rows` adds to its offer's two parties' keys (`sign` '-' for rows that go away). */
const entryRows = (rows: string, sign: '' | '-') =>
  `select l.tenant_id, p.party, p.party_id, l.account, l.kind,
          ${sign}l.amount_cents as amount_cents, ${sign}1 as entries
     from ${rows} l
     join offers o on o.tenant_id = l.tenant_id and o.id = l.offer_id
     cross join lateral (values ('buyer', o.buyer_id), ('performer', o.performer_id)) as p (party, party_id)`;

export class Migration20261202010001LedgerTallies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ledger_tallies (
        tenant_id uuid not null references tenants (id),
        id uuid not null default gen_random_uuid(),
        party text not null check (party in ('buyer', 'performer')),
        party_id uuid not null,
        account text not null,
        kind text not null,
        amount_cents bigint not null,
        entries integer not null,
        primary key (tenant_id, id)
      );`);
    for (const sql of enableTenantRls('ledger_tallies')) this.addSql(sql);
    this.addSql(`
      create index ledger_tallies_by_party on ledger_tallies (tenant_id, party, party_id, account, kind)
        include (amount_cents, entries);`);
    this.addSql(slotTallyAddFunction(LEDGER_TALLIES));
    for (const sql of slotTallyTriggers(LEDGER_TALLIES, 'ledger_entries', entryRows)) this.addSql(sql);

    // Backfill (the migration runs as the owner, past row security).
    this.addSql(`
      insert into ledger_tallies (tenant_id, party, party_id, account, kind, amount_cents, entries)
      select tenant_id, party, party_id, account, kind, sum(amount_cents), sum(entries)
        from (${entryRows('ledger_entries', '')}) entries
       group by 1, 2, 3, 4, 5;`);
    this.addSql(`analyze ledger_tallies;`);
  }
}
