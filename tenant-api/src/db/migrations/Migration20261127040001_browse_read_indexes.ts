import { Migration } from '@mikro-orm/migrations';

/**
 * Browse at marketplace scale (issue 18, item 2).
 *
 * Typo search: pg_trgm's operators are not leakproof, so under row-level security PostgreSQL may
 * not use the trigram index before the tenant policy has filtered the rows, and a search scans the
 * whole tenant. `performer_search` is a side copy of each performer's search text, kept by a
 * trigger, that only its owner reads: `performer_text_matches` (SECURITY DEFINER) searches it with
 * the trigram index and returns only rows of the transaction's `app.tenant_id`; browse joins the
 * ids to `performers` by plain equality, where the usual policy applies. The app role has no
 * grant on the side table (see bootstrap), and its policy (enabled, not forced, so the owner's
 * index scan stays possible) matches the other tables' if a grant is ever added.
 *
 * Sort indexes now follow each sort's ORDER BY exactly, so a page (and a keyset page) is a
 * short ordered index scan; the offer lists get the same (item 3).
 */
export class Migration20261127040001BrowseReadIndexes extends Migration {
  override async up(): Promise<void> {
    const current = `nullif(current_setting('app.tenant_id', true), '')::uuid`;
    this.addSql(`
      create table performer_search (
        tenant_id uuid not null,
        performer_id uuid not null,
        search_document text not null,
        primary key (tenant_id, performer_id),
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) on delete cascade
      );`);
    this.addSql(`alter table performer_search enable row level security;`);
    this.addSql(
      `create policy performer_search_tenant_isolation on performer_search using (tenant_id = ${current}) with check (tenant_id = ${current});`,
    );
    this.addSql(`create index performer_search_trgm on performer_search using gin (search_document gin_trgm_ops);`);
    this.addSql(
      `insert into performer_search (tenant_id, performer_id, search_document) select tenant_id, id, search_document from performers;`,
    );
    this.addSql(`
      create function performer_search_sync() returns trigger
      language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        insert into performer_search (tenant_id, performer_id, search_document)
        values (new.tenant_id, new.id, new.search_document)
        on conflict (tenant_id, performer_id) do update set search_document = excluded.search_document;
        return null;
      end $$;`);
    this.addSql(`
      create trigger performer_search_sync after insert or update of search_document, stage_name, genres, city
      on performers for each row execute function performer_search_sync();`);
    this.addSql(`
      create function performer_text_matches(p_search text, p_pattern text)
      returns table (performer_id uuid, relevance real, exact_match boolean)
      language sql stable security definer rows 100 set search_path = public, pg_temp as $$
        select s.performer_id, word_similarity(p_search, s.search_document), s.search_document like p_pattern
          from performer_search s
         where s.tenant_id = ${current}
           and (s.search_document like p_pattern or p_search <% s.search_document)
      $$;`);

    this.addSql(`drop index performers_featured;`);
    this.addSql(
      `create index performers_featured on performers (tenant_id, is_featured desc, rating desc nulls last, review_count desc, id) where is_vetted;`,
    );
    this.addSql(
      `create index performers_price_high on performers (tenant_id, base_fee_cents desc, id) where is_vetted;`,
    );
  }
}
