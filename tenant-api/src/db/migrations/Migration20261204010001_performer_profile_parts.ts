import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';
import { statementTriggers } from '../statementTriggers';

/** What counts toward an act's rating (VISIBLE_PERFORMER_REVIEW in commands/reviews/ratings.ts, as of this migration). */
const VISIBLE = `r.author_role = 'buyer' and r.published_at is not null and r.hidden_at is null`;

/**
 * The public profile's review and media parts, kept per act (issue 18: a profile read at the
 * speed of the database). The profile showed, beside the act's row, its rating histogram, its five
 * latest visible reviews and its media, each a subquery run on every read: two thirds of the
 * database's work for a profile no process had cached. `performer_profile_parts` keeps the three
 * as JSON, exactly as those subqueries built them, and the profile reads them with the act's row
 * by key (queries/performers.ts). Acts with neither reviews nor media may have no row: the read
 * takes an empty list.
 *
 * Statement triggers on reviews and performer_media (and on performers' inserts: a review's key to
 * its act is deferred, so reviews may come first) refresh the touched acts' parts from their rows,
 * whatever wrote them, so a row always equals a recomputation. Concurrency as venue_booking_stats:
 * the refresh first takes each act's row lock (upserting a placeholder, acts in order), then
 * recomputes in a later statement, which under READ COMMITTED sees every write committed by
 * whoever held the lock before. The trigger runs with the writer's rights; the table has the usual
 * tenant policy.
 */
export class Migration20261204010001PerformerProfileParts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table performer_profile_parts (
        tenant_id uuid not null,
        performer_id uuid not null,
        rating_counts json not null,
        recent_reviews json not null,
        media_rows json not null,
        primary key (tenant_id, performer_id),
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) on delete cascade
      );`);
    for (const sql of enableTenantRls('performer_profile_parts')) this.addSql(sql);

    this.addSql(`
      create function performer_profile_parts_refresh(p_tenant uuid[], p_performer uuid[])
      returns void language plpgsql set search_path = public, pg_temp as $$
      begin
        insert into performer_profile_parts as s (tenant_id, performer_id, rating_counts, recent_reviews, media_rows)
        select k.tenant_id, k.performer_id, '[]', '[]', '[]'
          from (select distinct tenant_id, performer_id from unnest(p_tenant, p_performer) as u (tenant_id, performer_id)) k
          join performers p on p.tenant_id = k.tenant_id and p.id = k.performer_id
         order by 1, 2
            on conflict (tenant_id, performer_id) do update set tenant_id = s.tenant_id;
        update performer_profile_parts s
           set rating_counts = (
                 select coalesce(json_agg(json_build_array(c.rating, c.count) order by c.rating), '[]')
                   from (select r.rating, count(*)::int as count from reviews r
                          where r.tenant_id = s.tenant_id and r.performer_id = s.performer_id and ${VISIBLE}
                          group by r.rating) c),
               recent_reviews = (
                 select coalesce(json_agg(recent order by recent.created_at desc, recent.id desc), '[]')
                   from (select r.id, r.author_name, r.rating, r.body, r.created_at, r.offer_id, r.reply_body, r.replied_at
                           from reviews r
                          where r.tenant_id = s.tenant_id and r.performer_id = s.performer_id and ${VISIBLE}
                          order by r.created_at desc, r.id desc limit 5) recent),
               media_rows = (
                 select coalesce(json_agg(json_build_object('id', m.id, 'performer_id', m.performer_id, 'kind', m.kind,
                          'position', m.position, 'width', m.width, 'height', m.height, 'widths', m.widths,
                          'placeholder', m.placeholder, 'portrait', m.portrait, 'provider', m.provider,
                          'video_id', m.video_id) order by m.kind, m.position, m.created_at), '[]')
                   from performer_media m where m.tenant_id = s.tenant_id and m.performer_id = s.performer_id)
          from (select distinct tenant_id, performer_id from unnest(p_tenant, p_performer) as u (tenant_id, performer_id)) k
         where s.tenant_id = k.tenant_id and s.performer_id = k.performer_id;
      end $$;`);

    this.addSql(`
      create function performer_profile_parts_sync() returns trigger
      language plpgsql set search_path = public, pg_temp as $$
      declare
        acts record;
      begin
        if tg_op = 'INSERT' then
          execute format('select array_agg(tenant_id) as tenant, array_agg(%I) as performer from new_rows', tg_argv[0]) into acts;
        elsif tg_op = 'DELETE' then
          execute format('select array_agg(tenant_id) as tenant, array_agg(%I) as performer from old_rows', tg_argv[0]) into acts;
        else
          execute format('select array_agg(tenant_id) as tenant, array_agg(%1$I) as performer
                            from (select tenant_id, %1$I from new_rows union select tenant_id, %1$I from old_rows) changed',
                         tg_argv[0]) into acts;
        end if;
        if acts.tenant is not null then
          perform performer_profile_parts_refresh(acts.tenant, acts.performer);
        end if;
        return null;
      end $$;`);
    for (const table of ['reviews', 'performer_media']) {
      const sync = `performer_profile_parts_sync('performer_id')`;
      for (const sql of statementTriggers(`${table}_profile_parts`, table, sync)) this.addSql(sql);
    }
    this.addSql(`
      create trigger performers_profile_parts_insert after insert on performers referencing new table as new_rows
        for each statement execute function performer_profile_parts_sync('id');`);

    // Backfill: every act with a review or media (the migration runs as the owner, past row security).
    this.addSql(`
      select performer_profile_parts_refresh(array_agg(tenant_id), array_agg(performer_id))
        from (select tenant_id, performer_id from reviews union select tenant_id, performer_id from performer_media) acts;`);
    this.addSql(`analyze performer_profile_parts;`);
  }
}
