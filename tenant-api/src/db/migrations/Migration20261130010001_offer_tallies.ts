import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * Offer counts that stay cheap as history grows (issue 18, item 3). My offers' tab counts and
 * booked sum, the approval queue's length and the admin dashboard counted every offer of the caller
 * (10,000 for a long-standing buyer, 30,000 waiting approvals for a large tenant) on every read.
 *
 * `offer_tallies` keeps, per tenant and party — the tenant itself, a buyer (user id) or a performer
 * (performer id) — and per status, how many offers there are and what their totals and agreed fees
 * add up to. One statement-level trigger on offers keeps it, whatever changes an offer (a transition,
 * a counter offer's new amount, a seed or a bulk insert), adding each statement's net change.
 *
 * Concurrency: a key's figures may be split over several rows ("slots"); a read adds them up. A
 * writer locks the key's free slots with SKIP LOCKED, folds them into one and adds its change there,
 * or adds a new slot when every slot is held by other writers. So a writer never waits for another
 * (no lock order, no deadlock, offers of one buyer or tenant are not serialised), nothing is lost
 * or counted twice, and a key's slots fold back into one as soon as writes to it do not overlap.
 *
 * The trigger runs with the writer's rights: writers of offers already have the tenant set, and the
 * table has the usual tenant policy.
 */
/** What a row of `alias` adds to its keys (`sign` '-' for a row that goes away). */
const COUNTED = (alias: string, sign: '' | '-') =>
  `${alias}.tenant_id, ${alias}.buyer_id, ${alias}.performer_id, ${alias}.status, ${sign}1 as offers,
   ${sign}${alias}.total_amount_cents as total_amount_cents, ${sign}${alias}.offer_amount_cents as offer_amount_cents`;

/** The net change of a statement's rows (`changed`, rows of COUNTED) per key, as arrays into `net`. */
const netChange = (changed: string) => `
  with changed as (${changed}),
  by_key as (
    select c.tenant_id, p.party, p.party_id, c.status, sum(c.offers)::int as offers,
           sum(c.total_amount_cents)::bigint as total, sum(c.offer_amount_cents)::bigint as offer
      from changed c
      cross join lateral (values ('tenant', c.tenant_id), ('buyer', c.buyer_id), ('performer', c.performer_id))
              as p (party, party_id)
     group by 1, 2, 3, 4
    having sum(c.offers) <> 0 or sum(c.total_amount_cents) <> 0 or sum(c.offer_amount_cents) <> 0
  )
  select array_agg(tenant_id) as tenant, array_agg(party) as party, array_agg(party_id) as party_id,
         array_agg(status) as status, array_agg(offers) as offers, array_agg(total) as total, array_agg(offer) as offer
    into net from by_key;`;

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

    this.addSql(`
      create function offer_tallies_add(p_tenant uuid[], p_party text[], p_party_id uuid[], p_status text[],
                                        p_offers integer[], p_total bigint[], p_offer bigint[])
      returns void language plpgsql set search_path = public, pg_temp as $$
      begin
        with change as (
          select * from unnest(p_tenant, p_party, p_party_id, p_status, p_offers, p_total, p_offer)
                     as c (tenant_id, party, party_id, status, offers, total, offer)
        ), free as materialized (
          select t.tenant_id, t.id, t.party, t.party_id, t.status, t.offers, t.total_amount_cents, t.offer_amount_cents
            from offer_tallies t
            join change c on c.tenant_id = t.tenant_id and c.party = t.party and c.party_id = t.party_id and c.status = t.status
           for update of t skip locked
        ), folded as (
          select f.tenant_id, f.party, f.party_id, f.status, min(f.id::text)::uuid as keep, sum(f.offers) as offers,
                 sum(f.total_amount_cents) as total, sum(f.offer_amount_cents) as offer
            from free f group by 1, 2, 3, 4
        ), kept as (
          update offer_tallies t
             set offers = k.offers + c.offers, total_amount_cents = k.total + c.total, offer_amount_cents = k.offer + c.offer
            from folded k
            join change c on c.tenant_id = k.tenant_id and c.party = k.party and c.party_id = k.party_id and c.status = k.status
           where t.tenant_id = k.tenant_id and t.id = k.keep
        ), merged as (
          delete from offer_tallies t
           using free f
           join folded k on k.tenant_id = f.tenant_id and k.party = f.party and k.party_id = f.party_id and k.status = f.status
           where t.tenant_id = f.tenant_id and t.id = f.id and f.id <> k.keep
        )
        insert into offer_tallies (tenant_id, party, party_id, status, offers, total_amount_cents, offer_amount_cents)
        select c.tenant_id, c.party, c.party_id, c.status, c.offers, c.total, c.offer
          from change c
         where not exists (select 1 from folded k where k.tenant_id = c.tenant_id and k.party = c.party
                              and k.party_id = c.party_id and k.status = c.status);
      end $$;`);

    this.addSql(`
      create function offer_tallies_sync() returns trigger
      language plpgsql set search_path = public, pg_temp as $$
      declare
        net record;
      begin
        if tg_op = 'INSERT' then
          ${netChange(`select ${COUNTED('n', '')} from new_rows n`)}
        elsif tg_op = 'DELETE' then
          ${netChange(`select ${COUNTED('o', '-')} from old_rows o`)}
        else
          ${netChange(`select ${COUNTED('n', '')} from new_rows n union all select ${COUNTED('o', '-')} from old_rows o`)}
        end if;
        if net.tenant is not null then
          perform offer_tallies_add(net.tenant, net.party, net.party_id, net.status, net.offers, net.total, net.offer);
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger offer_tallies_insert after insert on offers referencing new table as new_rows
        for each statement execute function offer_tallies_sync();`);
    this.addSql(`
      create trigger offer_tallies_update after update on offers referencing old table as old_rows new table as new_rows
        for each statement execute function offer_tallies_sync();`);
    this.addSql(`
      create trigger offer_tallies_delete after delete on offers referencing old table as old_rows
        for each statement execute function offer_tallies_sync();`);

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
