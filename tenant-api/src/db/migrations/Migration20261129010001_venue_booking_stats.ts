import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/** Offer statuses that count as a booking at a venue (BOOKED_STATUSES in queries/routingOpportunities.ts). */
const BOOKED = `('ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT')`;

/**
 * Venue booking history at marketplace scale (issue 18, item 4). Offers name their venue in text,
 * so a venue's history is the booked offers with its (state, city, name), case-insensitively; the
 * opportunity search used to join every booked offer of the tenant to the venues it looked at, and
 * re-read each ranked venue's fees: seconds a search over a million offers.
 *
 * `venue_booking_stats` keeps, per tenant and venue key (state, lower(city), lower(name)), what the
 * search ranks and estimates with: the number of booked offers and the median fee per night. One
 * statement-level trigger on offers keeps it, whatever changes an offer (a transition, a counter
 * offer's new amount, a seed or a bulk insert): it recomputes the touched keys from the offers, so
 * a row always equals a recomputation. Keys without bookings have no row. Keyed by the venue's text,
 * not its id, it needs no upkeep when venues are added or renamed, exactly as the match it replaces.
 *
 * Concurrency: the refresh first takes each touched key's row lock (upserting a placeholder), then
 * recomputes in a later statement, so under READ COMMITTED it sees every booking committed by whoever
 * held the lock before it; under REPEATABLE READ the lock wait ends in a serialization failure.
 *
 * The trigger runs with the writer's rights: writers of offers already have the tenant set, and the
 * table has the usual tenant policy.
 */
export class Migration20261129010001VenueBookingStats extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table venue_booking_stats (
        tenant_id uuid not null references tenants (id),
        venue_state text not null,
        venue_city_key text not null,
        venue_name_key text not null,
        bookings integer not null check (bookings >= 0),
        median_fee_cents integer,
        primary key (tenant_id, venue_state, venue_city_key, venue_name_key),
        check ((bookings = 0) = (median_fee_cents is null))
      );`);
    for (const sql of enableTenantRls('venue_booking_stats')) this.addSql(sql);
    this.addSql(`
      create index offers_booked_by_venue on offers (tenant_id, venue_state, lower(venue_city), lower(venue_name))
        include (subtotal_cents, number_of_nights) where status in ${BOOKED};`);

    this.addSql(`
      create function venue_booking_stats_refresh(p_tenant uuid[], p_state text[], p_city text[], p_name text[])
      returns void language plpgsql set search_path = public, pg_temp as $$
      begin
        insert into venue_booking_stats as s (tenant_id, venue_state, venue_city_key, venue_name_key, bookings, median_fee_cents)
        select distinct k.tenant_id, k.state, k.city, k.name, 0, null::int
          from unnest(p_tenant, p_state, p_city, p_name) as k (tenant_id, state, city, name)
         order by 1, 2, 3, 4
            on conflict (tenant_id, venue_state, venue_city_key, venue_name_key) do update set bookings = s.bookings;
        update venue_booking_stats s
           set bookings = coalesce(array_length(f.fees, 1), 0),
               median_fee_cents = case
                 when f.fees is null then null
                 when array_length(f.fees, 1) % 2 = 1 then f.fees[array_length(f.fees, 1) / 2 + 1]
                 else floor((f.fees[array_length(f.fees, 1) / 2]::numeric + f.fees[array_length(f.fees, 1) / 2 + 1] + 1) / 2)::int
               end
          from (select distinct k.tenant_id, k.state, k.city, k.name
                  from unnest(p_tenant, p_state, p_city, p_name) as k (tenant_id, state, city, name)) k
          cross join lateral (
            select array_agg((o.subtotal_cents / o.number_of_nights)::int order by (o.subtotal_cents / o.number_of_nights)::int) as fees
              from offers o
             where o.tenant_id = k.tenant_id and o.status in ${BOOKED} and o.venue_state = k.state::char(2)
               and lower(o.venue_city) = k.city and lower(o.venue_name) = k.name) f
         where s.tenant_id = k.tenant_id and s.venue_state = k.state and s.venue_city_key = k.city and s.venue_name_key = k.name;
        delete from venue_booking_stats s
         using unnest(p_tenant, p_state, p_city, p_name) as k (tenant_id, state, city, name)
         where s.tenant_id = k.tenant_id and s.venue_state = k.state and s.venue_city_key = k.city
           and s.venue_name_key = k.name and s.bookings = 0;
      end $$;`);

    this.addSql(`
      create function venue_booking_stats_sync() returns trigger
      language plpgsql set search_path = public, pg_temp as $$
      declare
        keys record;
      begin
        if tg_op = 'INSERT' then
          select array_agg(n.tenant_id) as tenant, array_agg(n.venue_state::text) as state,
                 array_agg(lower(n.venue_city)) as city, array_agg(lower(n.venue_name)) as name
            into keys from new_rows n where n.status in ${BOOKED};
        elsif tg_op = 'DELETE' then
          select array_agg(o.tenant_id) as tenant, array_agg(o.venue_state::text) as state,
                 array_agg(lower(o.venue_city)) as city, array_agg(lower(o.venue_name)) as name
            into keys from old_rows o where o.status in ${BOOKED};
        else
          select array_agg(t.tenant_id) as tenant, array_agg(t.state) as state,
                 array_agg(t.city) as city, array_agg(t.name) as name
            into keys
            from old_rows o
            join new_rows n on n.tenant_id = o.tenant_id and n.id = o.id
            cross join lateral (values
              (o.tenant_id, o.venue_state::text, lower(o.venue_city), lower(o.venue_name), o.status in ${BOOKED}),
              (n.tenant_id, n.venue_state::text, lower(n.venue_city), lower(n.venue_name), n.status in ${BOOKED})
            ) as t (tenant_id, state, city, name, booked)
           where t.booked
             and (o.status, o.venue_state, o.venue_city, o.venue_name, o.subtotal_cents, o.number_of_nights)
                 is distinct from (n.status, n.venue_state, n.venue_city, n.venue_name, n.subtotal_cents, n.number_of_nights);
        end if;
        if keys.tenant is not null then
          perform venue_booking_stats_refresh(keys.tenant, keys.state, keys.city, keys.name);
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger venue_booking_stats_insert after insert on offers referencing new table as new_rows
        for each statement execute function venue_booking_stats_sync();`);
    this.addSql(`
      create trigger venue_booking_stats_update after update on offers referencing old table as old_rows new table as new_rows
        for each statement execute function venue_booking_stats_sync();`);
    this.addSql(`
      create trigger venue_booking_stats_delete after delete on offers referencing old table as old_rows
        for each statement execute function venue_booking_stats_sync();`);

    // Backfill: every key with a booked offer (the migration runs as the owner, past row security).
    this.addSql(`
      select venue_booking_stats_refresh(array_agg(tenant_id), array_agg(state), array_agg(city), array_agg(name))
        from (select distinct tenant_id, venue_state::text as state, lower(venue_city) as city, lower(venue_name) as name
                from offers where status in ${BOOKED}) k;`);
    this.addSql(`analyze venue_booking_stats;`);
  }
}
