import { Migration } from '@mikro-orm/migrations';
import { statementTriggers } from '../statementTriggers';

/**
 * Misspelt search through a vocabulary (issue 18, item 2), pg_trgm's documented approach at
 * scale. A misspelt search compared its text with every profile's whole search text: a trigram
 * pass that rechecked thousands of candidates (`jery abot`: 4,939 of them, 30 ms). Now each
 * word of the search is matched against the tenant's distinct profile words (a few thousand at
 * most), and the profiles holding such words are found through a GIN index on their word arrays.
 *
 * - `performer_search.words`: the distinct space-separated words of the search text, generated.
 * - `performer_search_vocabulary`: per tenant, each word and how many profiles hold it, kept by
 *   statement triggers on `performers` (a word leaves when its last profile does): a multi-row
 *   insert of thousands of acts bumps each word once, not once per act (a row trigger made the
 *   dataset's load quadratic in a common word's row versions). Owned like the
 *   side table: the app role reads it only through `performer_search_vocabulary_in_tenant`, which
 *   shows the transaction's tenant alone. Close words are found by comparing the search's words
 *   with the tenant's own (a range of the primary key: 1,368 words, about 1 ms, for the 100,000-act
 *   flagship). A trigram index does worse at the tolerance used: at 0.3 a word's trigrams match
 *   thousands of posting entries (9 ms for 'jery'), and without the tenant in it the planner at
 *   times compared the search with every tenant's words instead (25–40 ms).
 */
export class Migration20261130030002SearchVocabulary extends Migration {
  override async up(): Promise<void> {
    const current = `nullif(current_setting('app.tenant_id', true), '')::uuid`;
    this.addSql(`
      create function search_words(document text) returns text[]
      language sql immutable parallel safe as $$
        select coalesce(array_agg(distinct word order by word), '{}')
          from unnest(string_to_array(document, ' ')) word where word <> ''
      $$;`);
    this.addSql(
      `alter table performer_search add column words text[] generated always as (search_words(search_document)) stored;`,
    );
    this.addSql(`create index performer_search_words on performer_search using gin (words);`);
    this.addSql(`
      create table performer_search_vocabulary (
        tenant_id uuid not null references tenants (id),
        word text not null,
        performers integer not null check (performers >= 0),
        primary key (tenant_id, word)
      );`);
    this.addSql(`alter table performer_search_vocabulary enable row level security;`);
    this.addSql(
      `create policy performer_search_vocabulary_tenant_isolation on performer_search_vocabulary using (tenant_id = ${current}) with check (tenant_id = ${current});`,
    );
    this.addSql(`
      insert into performer_search_vocabulary (tenant_id, word, performers)
      select tenant_id, word, count(*) from performer_search, unnest(words) word group by tenant_id, word;`);
    this.addSql(`
      create function performer_search_vocabulary_apply(p_tenant uuid[], p_document text[], p_delta int[]) returns void
      language plpgsql set search_path = public, pg_temp as $$
      begin
        -- Rows locked in one order, so two writers sharing words wait for each other, never deadlock.
        perform 1 from performer_search_vocabulary v
          join (select distinct c.tenant_id, w.word
                  from unnest(p_tenant, p_document) as c (tenant_id, document),
                       unnest(search_words(c.document)) as w (word)) k on k.tenant_id = v.tenant_id and k.word = v.word
         order by v.tenant_id, v.word for update of v;
        with changes as (
          select c.tenant_id, w.word, sum(c.delta)::int as delta
            from unnest(p_tenant, p_document, p_delta) as c (tenant_id, document, delta),
                 unnest(search_words(c.document)) as w (word)
           group by c.tenant_id, w.word having sum(c.delta) <> 0
        ), bumped as (
          update performer_search_vocabulary v set performers = v.performers + c.delta
            from changes c where v.tenant_id = c.tenant_id and v.word = c.word
          returning v.tenant_id, v.word
        )
        insert into performer_search_vocabulary as v (tenant_id, word, performers)
        select c.tenant_id, c.word, c.delta from changes c
         where c.delta > 0 and not exists (select 1 from bumped b where b.tenant_id = c.tenant_id and b.word = c.word)
         order by 1, 2
            on conflict (tenant_id, word) do update set performers = v.performers + excluded.performers;
        delete from performer_search_vocabulary v
         using unnest(p_tenant, p_document, p_delta) as c (tenant_id, document, delta),
               unnest(search_words(c.document)) as w (word)
         where c.delta < 0 and v.tenant_id = c.tenant_id and v.word = w.word and v.performers = 0;
      end $$;`);
    this.addSql(`
      create function performer_search_vocabulary_sync() returns trigger
      language plpgsql security definer set search_path = public, pg_temp as $$
      declare
        changes record;
      begin
        if tg_op = 'INSERT' then
          select array_agg(n.tenant_id) as tenant, array_agg(n.search_document) as document, array_agg(1) as delta
            into changes from new_rows n;
        elsif tg_op = 'DELETE' then
          select array_agg(o.tenant_id) as tenant, array_agg(o.search_document) as document, array_agg(-1) as delta
            into changes from old_rows o;
        else
          select array_agg(t.tenant_id) as tenant, array_agg(t.document) as document, array_agg(t.delta) as delta
            into changes
            from old_rows o
            join new_rows n on n.tenant_id = o.tenant_id and n.id = o.id
            cross join lateral (values (o.tenant_id, o.search_document, -1), (n.tenant_id, n.search_document, 1))
              as t (tenant_id, document, delta)
           where o.search_document is distinct from n.search_document;
        end if;
        if changes.tenant is not null then
          perform performer_search_vocabulary_apply(changes.tenant, changes.document, changes.delta);
        end if;
        return null;
      end $$;`);
    const sync = 'performer_search_vocabulary_sync()';
    for (const sql of statementTriggers('performer_search_vocabulary', 'performers', sync)) this.addSql(sql);
    this.addSql(`
      create view performer_search_vocabulary_in_tenant as
      select word, performers from performer_search_vocabulary where tenant_id = ${current};`);
    this.addSql(`
      create or replace view performer_search_in_tenant as
      select performer_id, search_document, words from performer_search
       where nullif(tenant_id = ${current}, false) is not null;`);
    this.addSql(`analyze performer_search, performer_search_vocabulary;`);
  }
}
