import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/** Tour routing: performers' tours and stops, venue notifications, cost rates and estimates. */
export class Migration20261123000002Routing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table tours (
        tenant_id uuid not null references tenants (id),
        id uuid not null,
        performer_id uuid not null,
        name text not null check (length(name) between 1 and 120),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) on delete cascade
      );`);
    this.addSql(`create index tours_by_performer on tours (tenant_id, performer_id, created_at desc);`);

    this.addSql(`
      create table tour_stops (
        tenant_id uuid not null,
        id uuid not null,
        tour_id uuid not null,
        position smallint not null check (position >= 0),
        city text not null,
        state char(2) not null,
        lat double precision not null check (lat between -90 and 90),
        lng double precision not null check (lng between -180 and 180),
        stop_date date not null,
        is_fixed_date boolean not null default false,
        venue_id uuid,
        primary key (tenant_id, id),
        unique (tenant_id, tour_id, position) deferrable initially deferred,
        foreign key (tenant_id, tour_id) references tours (tenant_id, id) on delete cascade,
        foreign key (tenant_id, venue_id) references venues (tenant_id, id) on delete set null (venue_id)
      );`);
    this.addSql(`create index tour_stops_by_date on tour_stops (tenant_id, stop_date, tour_id);`);

    this.addSql(`
      create table venue_notifications (
        tenant_id uuid not null,
        id uuid not null,
        venue_id uuid not null,
        performer_id uuid not null,
        tour_id uuid not null,
        show_date date not null,
        estimated_fee_cents integer not null check (estimated_fee_cents >= 0),
        detour_miles numeric(7, 1) not null check (detour_miles >= 0),
        status text not null default 'active' check (status in ('active', 'booked', 'dismissed')),
        created_by uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (tenant_id, id),
        unique (tenant_id, tour_id, venue_id),
        foreign key (tenant_id, venue_id) references venues (tenant_id, id) on delete cascade,
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) on delete cascade,
        foreign key (tenant_id, tour_id) references tours (tenant_id, id) on delete cascade
      );`);
    this.addSql(`create index venue_notifications_by_venue on venue_notifications (tenant_id, venue_id, show_date);`);

    this.addSql(`
      create table routing_rates (
        tenant_id uuid primary key references tenants (id),
        fuel_price_cents_per_gallon integer not null default 350 check (fuel_price_cents_per_gallon >= 0),
        miles_per_gallon numeric(5, 1) not null default 22 check (miles_per_gallon > 0),
        lodging_cents_per_night integer not null default 12000 check (lodging_cents_per_night >= 0),
        food_cents_per_day integer not null default 6000 check (food_cents_per_day >= 0)
      );`);
    this.addSql(`insert into routing_rates (tenant_id) select id from tenants on conflict do nothing;`);

    this.addSql(`
      create table tour_cost_estimates (
        tenant_id uuid not null,
        id uuid not null,
        seq bigint generated always as identity,
        tour_id uuid not null,
        total_distance_miles numeric(9, 1) not null,
        fuel_cents integer not null,
        accommodation_cents integer not null,
        food_cents integer not null,
        total_cost_cents integer not null,
        potential_revenue_cents integer not null,
        profit_cents integer not null,
        margin_bps integer not null,
        badge text not null,
        rates jsonb not null,
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, tour_id) references tours (tenant_id, id) on delete cascade
      );`);
    this.addSql(`create index tour_cost_estimates_by_tour on tour_cost_estimates (tenant_id, tour_id, seq desc);`);

    // Fee estimates read a venue's booking history from offers by venue name, city and state.
    this.addSql(
      `create index offers_by_venue on offers (tenant_id, venue_state, lower(venue_city), lower(venue_name));`,
    );

    for (const table of ['tours', 'tour_stops', 'venue_notifications', 'routing_rates', 'tour_cost_estimates']) {
      for (const sql of enableTenantRls(table)) this.addSql(sql);
    }
  }
}
