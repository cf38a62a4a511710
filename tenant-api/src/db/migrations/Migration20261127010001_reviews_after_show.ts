import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * Reviews after the show (issue 19, item 2). The seeded `reviews` table grows into the reviews of
 * past bookings: a review names its booking, its author and which side wrote it (the buyer about the
 * performer, or the performer about the buyer); it stays unpublished (double-blind) until both sides
 * have written or its window closes; an admin may hide it; the performer may reply once. Seeded
 * reviews have no booking, were written by buyers and count as published when written.
 *
 * A performer without visible reviews has no rating (null, sorted last), no longer a stored 5.0.
 */
export class Migration20261127010001ReviewsAfterShow extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table reviews
        add column offer_id uuid,
        add column author_user_id uuid,
        add column author_role text not null default 'buyer' check (author_role in ('buyer', 'performer')),
        add column window_closes_at timestamptz,
        add column published_at timestamptz,
        add column hidden_at timestamptz,
        add column reply_body text,
        add column replied_at timestamptz,
        add foreign key (tenant_id, offer_id) references offers (tenant_id, id) deferrable initially deferred,
        add check ((offer_id is null) = (author_user_id is null)),
        add check ((reply_body is null) = (replied_at is null));`);
    this.addSql(`update reviews set published_at = created_at;`);
    this.addSql(
      `create unique index reviews_one_per_side on reviews (tenant_id, offer_id, author_role) where offer_id is not null;`,
    );
    this.addSql(
      `create index reviews_unpublished on reviews (tenant_id, window_closes_at) where published_at is null;`,
    );
    this.addSql(`drop index reviews_by_performer;`);
    this.addSql(
      `create index reviews_by_performer on reviews (tenant_id, performer_id, created_at desc) where author_role = 'buyer' and published_at is not null and hidden_at is null;`,
    );

    this.addSql(`
      create table review_reports (
        tenant_id uuid not null,
        id uuid not null,
        review_id uuid not null,
        reporter_user_id uuid not null,
        reason text not null check (length(reason) between 1 and 1000),
        status text not null default 'open' check (status in ('open', 'hidden', 'kept')),
        created_at timestamptz not null default now(),
        decided_at timestamptz,
        decided_by uuid,
        primary key (tenant_id, id),
        unique (tenant_id, review_id, reporter_user_id),
        foreign key (tenant_id, review_id) references reviews (tenant_id, id) on delete cascade deferrable initially deferred,
        foreign key (tenant_id, reporter_user_id) references users (tenant_id, id) deferrable initially deferred
      );`);
    this.addSql(`create index review_reports_open on review_reports (tenant_id, created_at) where status = 'open';`);
    for (const sql of enableTenantRls('review_reports')) this.addSql(sql);

    this.addSql(`alter table performers alter column rating drop not null, alter column rating drop default;`);
    this.addSql(`update performers set rating = null where review_count = 0;`);
    this.addSql(`drop index performers_featured;`);
    this.addSql(`drop index performers_rating;`);
    this.addSql(
      `create index performers_featured on performers (tenant_id, is_featured desc, rating desc nulls last, id) where is_vetted;`,
    );
    this.addSql(
      `create index performers_rating on performers (tenant_id, rating desc nulls last, review_count desc, id) where is_vetted;`,
    );
  }
}
