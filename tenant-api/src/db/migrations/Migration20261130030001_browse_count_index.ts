import { Migration } from '@mikro-orm/migrations';

/**
 * Capped browse counts without reading the table (issue 18, item 2). A count stops at 1,001 rows,
 * but with a filter the sort indexes could not answer it and PostgreSQL read `performers` itself
 * (a state filter: 56 ms on the 100,000-act flagship when cold). This index holds every filterable
 * column of vetted acts and their search text: a state is a range of it, and the city, genre,
 * clean-content filters and a common search word (queries/performers.ts, COMMON_MATCHES) are
 * checked inside it, so a count is an index-only scan that stops at the cap.
 *
 * No index on `lower(city)`: `lower` is not leakproof, so under row-level security it could never
 * bound an index scan; the city prefix is checked on the index's own copy of `city` instead.
 */
export class Migration20261130030001BrowseCountIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index performers_vetted_filters on performers (tenant_id, state) include (city, genres, clean_content, search_document) where is_vetted;`,
    );
  }
}
