import { Migration } from '@mikro-orm/migrations';

/**
 * Misspelt search through a vocabulary (issue 18, item 2), pg_trgm's documented approach at
 * scale. A misspelt search compared its text with every profile's whole search text: a trigram
 * pass that rechecked thousands of candidates (`jery abot`: 4,939 of them, 30 ms). Now each
 * word of the search is matched against the tenant's distinct profile words (a few thousand at
 * most), and the profiles holding such words are found through a GIN index on their word arrays.
 *
 * - `performer_search.words`: the distinct space-separated words of the search text, generated.
 * - `performer_search_vocabulary`: per tenant, each word and how many profiles hold it, kept by a
 *   row trigger on `performer_search` (a word leaves when its last profile does). Owned like the
 *   side table: the app role reads it only through `performer_search_vocabulary_in_tenant`, which
 *   shows the transaction's tenant alone (its filter written as in `performer_search_in_tenant`,
 *   so the trigram index on the words, not the primary key, finds the close words).
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
    this.addSql(
      `create index performer_search_vocabulary_trgm on performer_search_vocabulary using gin (word gin_trgm_ops);`,
    );
    this.addSql(`
      insert into performer_search_vocabulary (tenant_id, word, performers)
      select tenant_id, word, count(*) from performer_search, unnest(words) word group by tenant_id, word;`);
    this.addSql(`
      create function performer_search_vocabulary_sync() returns trigger
      language plpgsql security definer set search_path = public, pg_temp as $$
      declare
        removed text[] := '{}';
        added text[] := '{}';
      begin
        if tg_op <> 'INSERT' then removed := old.words; end if;
        if tg_op <> 'DELETE' then added := new.words; end if;
        if tg_op = 'UPDATE' and old.tenant_id = new.tenant_id then
          removed := array(select unnest(old.words) except select unnest(new.words));
          added := array(select unnest(new.words) except select unnest(old.words));
        end if;
        if cardinality(removed) > 0 then
          update performer_search_vocabulary v set performers = v.performers - 1
           where v.tenant_id = old.tenant_id and v.word = any(removed);
          delete from performer_search_vocabulary v
           where v.tenant_id = old.tenant_id and v.word = any(removed) and v.performers = 0;
        end if;
        insert into performer_search_vocabulary as v (tenant_id, word, performers)
        select new.tenant_id, word, 1 from unnest(added) word order by word
            on conflict (tenant_id, word) do update set performers = v.performers + 1;
        return null;
      end $$;`);
    this.addSql(`
      create trigger performer_search_vocabulary_sync after insert or update or delete on performer_search
      for each row execute function performer_search_vocabulary_sync();`);
    this.addSql(`
      create view performer_search_vocabulary_in_tenant as
      select word, performers from performer_search_vocabulary
       where nullif(tenant_id = ${current}, false) is not null;`);
    this.addSql(`
      create or replace view performer_search_in_tenant as
      select performer_id, search_document, words from performer_search
       where nullif(tenant_id = ${current}, false) is not null;`);
    this.addSql(`analyze performer_search, performer_search_vocabulary;`);
  }
}
