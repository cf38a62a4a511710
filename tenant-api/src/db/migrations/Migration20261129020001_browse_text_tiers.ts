import { Migration } from '@mikro-orm/migrations';

/**
 * Text search the planner can see into (issue 18, item 2).
 *
 * `performer_text_matches` (SECURITY DEFINER) hid the search side table from the planner: every
 * search joined all its matches to `performers` one by one, so a word most profiles contain
 * (`comedy`: 20,000 of 100,000) cost as much as reading them all. `performer_search_in_tenant`
 * is the same tenant-filtered read as a view the app role may select from. A view is read with
 * its owner's rights (the owner of the side table: no policy applies), and it is not a security
 * barrier, so the planner can use the trigram index for a rare word, or walk a sort index of
 * `performers` and look each act up for a common one, and stop at the page.
 *
 * Two details keep those choices open:
 * - The tenant filter compares inside `nullif(…, false) is not null`. Written as a plain
 *   `tenant_id = …` it would join the equivalence class of `performers.tenant_id`, whose
 *   row-level security qual would then have to be checked on the side table before the (not
 *   leakproof) trigram operators, keeping them off the index. The planner also counts this form
 *   as keeping nearly every row, so a common word's matches are estimated from the whole table
 *   rather than guessed at 0.5 %.
 * - The view shows no tenant column (for the same reason), so an act is looked up by id alone.
 *
 * Rows of other tenants never leave the view; the side table itself stays unreadable to the app.
 * The function is dropped: nothing reads through it any more.
 */
export class Migration20261129020001BrowseTextTiers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index performer_search_by_performer on performer_search (performer_id);`);
    this.addSql(`
      create view performer_search_in_tenant as
      select performer_id, search_document from performer_search
       where nullif(tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid, false) is not null;`);
    this.addSql(`drop function performer_text_matches(text, text);`);
  }
}
