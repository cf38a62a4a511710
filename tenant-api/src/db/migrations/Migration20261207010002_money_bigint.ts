import { Migration } from '@mikro-orm/migrations';

/** Offer statuses that count as a booking at a venue (as in Migration20261129010001_venue_booking_stats). */
const BOOKED = `('ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT')`;

/**
 * Money in 64-bit integer cents everywhere (issue 39, part 2). Some money columns were 32-bit
 * `integer`: an offer or counter-offer above $21,474,836.47 failed on insert while the contract and
 * the fee quote accepted $100,000,000 (constants.ts MAX_AMOUNT_CENTS). Every money column is now
 * `bigint`, as the totals, payments and ledger already were.
 *
 * Changing a column's type keeps its check constraints (same meaning, compared as bigint), default
 * and indexes (rebuilt). No view selects these columns. The one function that declared such a value
 * as `int`, the venue booking statistics' refresh (median fee per night), is replaced with the same
 * body in bigint: on a large booking it would otherwise fail on the accepting update.
 */
const MONEY_COLUMNS: Record<string, readonly string[]> = {
  performers: ['base_fee_cents'],
  buyer_tiers: ['monthly_price_cents', 'yearly_price_cents'],
  performer_tiers: ['monthly_price_cents'],
  fee_settings: ['processing_fixed_cents'],
  offers: ['offer_amount_cents', 'counter_offer_amount_cents', 'processing_fixed_cents'],
  venue_notifications: ['estimated_fee_cents'],
  routing_rates: ['fuel_price_cents_per_gallon', 'lodging_cents_per_night', 'food_cents_per_day'],
  tour_cost_estimates: [
    'fuel_cents',
    'accommodation_cents',
    'food_cents',
    'total_cost_cents',
    'potential_revenue_cents',
    'profit_cents',
  ],
  venue_booking_stats: ['median_fee_cents'],
};

export class Migration20261207010002MoneyBigint extends Migration {
  override async up(): Promise<void> {
    for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
      this.addSql(`alter table ${table} ${columns.map((column) => `alter column ${column} type bigint`).join(', ')};`);
    }

    this.addSql(`
      create or replace function venue_booking_stats_refresh(p_tenant uuid[], p_state text[], p_city text[], p_name text[])
      returns void language plpgsql set search_path = public, pg_temp as $$
      begin
        insert into venue_booking_stats as s (tenant_id, venue_state, venue_city_key, venue_name_key, bookings, median_fee_cents)
        select distinct k.tenant_id, k.state, k.city, k.name, 0, null::bigint
          from unnest(p_tenant, p_state, p_city, p_name) as k (tenant_id, state, city, name)
         order by 1, 2, 3, 4
            on conflict (tenant_id, venue_state, venue_city_key, venue_name_key) do update set bookings = s.bookings;
        update venue_booking_stats s
           set bookings = coalesce(array_length(f.fees, 1), 0),
               median_fee_cents = case
                 when f.fees is null then null
                 when array_length(f.fees, 1) % 2 = 1 then f.fees[array_length(f.fees, 1) / 2 + 1]
                 else floor((f.fees[array_length(f.fees, 1) / 2]::numeric + f.fees[array_length(f.fees, 1) / 2 + 1] + 1) / 2)::bigint
               end
          from (select distinct k.tenant_id, k.state, k.city, k.name
                  from unnest(p_tenant, p_state, p_city, p_name) as k (tenant_id, state, city, name)) k
          cross join lateral (
            select array_agg((o.subtotal_cents / o.number_of_nights)::bigint order by (o.subtotal_cents / o.number_of_nights)::bigint) as fees
              from offers o
             where o.tenant_id = k.tenant_id and o.status in ${BOOKED} and o.venue_state = k.state::char(2)
               and lower(o.venue_city) = k.city and lower(o.venue_name) = k.name) f
         where s.tenant_id = k.tenant_id and s.venue_state = k.state and s.venue_city_key = k.city and s.venue_name_key = k.name;
        delete from venue_booking_stats s
         using unnest(p_tenant, p_state, p_city, p_name) as k (tenant_id, state, city, name)
         where s.tenant_id = k.tenant_id and s.venue_state = k.state and s.venue_city_key = k.city
           and s.venue_name_key = k.name and s.bookings = 0;
      end $$;`);
  }
}
