import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/** Tenants, users, performers, reviews, venues, tiers and fee settings. */
export class Migration20261122000001Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`
      create table tenants (
        id uuid primary key,
        slug text not null unique check (slug ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
        name text not null check (length(name) between 1 and 120),
        status text not null default 'active' check (status in ('active', 'suspended')),
        is_default boolean not null default false,
        theme_pack text not null default 'flagship',
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index tenants_single_default on tenants (is_default) where is_default;`);
    this.addSql(`
      create table tenant_domains (
        domain text primary key check (domain = lower(domain)),
        tenant_id uuid not null references tenants (id) on delete cascade
      );`);

    this.addSql(`
      create table users (
        tenant_id uuid not null references tenants (id),
        id uuid not null,
        email text not null check (email = lower(email)),
        password_hash text,
        first_name text not null,
        last_name text not null,
        role text not null check (role in ('BUYER', 'PERFORMER', 'ADMIN', 'OPERATOR')),
        subscription_tier text not null default 'GUEST'
          check (subscription_tier in ('GUEST', 'BASIC', 'ELITE', 'ENTERPRISE')),
        company_name text,
        profile_image_url text,
        phone text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (tenant_id, id),
        unique (tenant_id, email)
      );`);

    this.addSql(`
      create table performers (
        tenant_id uuid not null,
        id uuid not null,
        user_id uuid not null,
        stage_name text not null,
        short_bio text,
        bio text not null default '',
        base_fee_cents integer not null default 0 check (base_fee_cents >= 0),
        rating numeric(2, 1) not null default 5.0 check (rating between 0 and 5),
        review_count integer not null default 0 check (review_count >= 0),
        is_available boolean not null default true,
        genres text[] not null default '{}',
        profile_image_url text,
        media jsonb not null default '[]',
        city text,
        state char(2),
        lat double precision,
        lng double precision,
        is_featured boolean not null default false,
        is_elite boolean not null default false,
        clean_content boolean not null default false,
        is_vetted boolean not null default false,
        response_time_hours integer not null default 24 check (response_time_hours > 0),
        performer_tier text not null default 'basic' check (performer_tier in ('basic', 'elite')),
        profile_completed boolean not null default false,
        is_verified boolean not null default false,
        rates_configured boolean not null default false,
        stripe_connected boolean not null default false,
        stripe_account_id text,
        search_document text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (tenant_id, id),
        unique (tenant_id, user_id),
        foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade deferrable initially deferred
      );`);
    this.addSql(`
      create function performers_search_document() returns trigger language plpgsql as $$
      begin
        new.search_document := lower(concat_ws(' ', new.stage_name, array_to_string(new.genres, ' '), new.city));
        return new;
      end $$;`);
    this.addSql(`
      create trigger performers_search_document before insert or update on performers
      for each row execute function performers_search_document();`);
    this.addSql(`create index performers_search_trgm on performers using gin (search_document gin_trgm_ops);`);
    this.addSql(`create index performers_genres on performers using gin (genres);`);
    this.addSql(
      `create index performers_featured on performers (tenant_id, is_featured desc, rating desc, id) where is_vetted;`,
    );
    this.addSql(
      `create index performers_rating on performers (tenant_id, rating desc, review_count desc, id) where is_vetted;`,
    );
    this.addSql(`create index performers_price on performers (tenant_id, base_fee_cents, id) where is_vetted;`);
    this.addSql(`create index performers_newest on performers (tenant_id, created_at desc, id) where is_vetted;`);
    this.addSql(`create index performers_place on performers (tenant_id, state, lower(city));`);

    this.addSql(`
      create table reviews (
        tenant_id uuid not null,
        id uuid not null,
        performer_id uuid not null,
        author_name text not null,
        rating smallint not null check (rating between 1 and 5),
        body text not null,
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) on delete cascade deferrable initially deferred
      );`);
    this.addSql(`create index reviews_by_performer on reviews (tenant_id, performer_id, created_at desc);`);

    this.addSql(`
      create table venues (
        tenant_id uuid not null,
        id uuid not null,
        owner_user_id uuid,
        name text not null,
        venue_type text not null,
        address text,
        city text not null,
        state char(2) not null,
        zip text,
        lat double precision not null,
        lng double precision not null,
        capacity integer,
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, owner_user_id) references users (tenant_id, id) on delete set null (owner_user_id) deferrable initially deferred
      );`);
    this.addSql(`create index venues_location on venues (tenant_id, lat, lng);`);

    this.addSql(`
      create table buyer_tiers (
        tenant_id uuid not null references tenants (id),
        tier text not null check (tier in ('GUEST', 'BASIC', 'ELITE', 'ENTERPRISE')),
        name text not null,
        monthly_price_cents integer not null check (monthly_price_cents >= 0),
        yearly_price_cents integer check (yearly_price_cents >= 0),
        service_fee_bps integer not null check (service_fee_bps between 0 and 10000),
        admin_approval_required boolean not null default false,
        features jsonb not null default '[]',
        sort_order integer not null,
        primary key (tenant_id, tier)
      );`);
    this.addSql(`
      create table performer_tiers (
        tenant_id uuid not null references tenants (id),
        tier text not null check (tier in ('basic', 'elite')),
        name text not null,
        monthly_price_cents integer not null check (monthly_price_cents >= 0),
        commission_bps integer not null check (commission_bps between 0 and 10000),
        approval_required boolean not null default false,
        features jsonb not null default '[]',
        sort_order integer not null,
        primary key (tenant_id, tier)
      );`);
    this.addSql(`
      create table fee_settings (
        tenant_id uuid primary key references tenants (id),
        processing_fee_bps integer not null default 290 check (processing_fee_bps between 0 and 10000),
        processing_fixed_cents integer not null default 30 check (processing_fixed_cents >= 0),
        payout_delay_days integer not null default 1 check (payout_delay_days between 0 and 30)
      );`);

    this.addSql(`
      create table rate_limit_hits (
        key text not null,
        window_start timestamptz not null,
        hits integer not null default 0,
        primary key (key, window_start)
      );`);

    for (const table of [
      'users',
      'performers',
      'reviews',
      'venues',
      'buyer_tiers',
      'performer_tiers',
      'fee_settings',
    ]) {
      for (const sql of enableTenantRls(table)) this.addSql(sql);
    }
  }
}
