import { randomUUID } from 'node:crypto';
import type { TenantEm } from '../db/tenantScope';
import type { Journal } from '../domain/ledger';

/**
 * Writes one balanced journal in one statement (so the ledger tallies' trigger adds it at once); a
 * deferred trigger re-checks the balance at commit.
 */
export async function postJournal(
  em: TenantEm,
  tenantId: string,
  offerId: string | null,
  journal: Journal,
): Promise<void> {
  if (journal.postings.length === 0) return;
  const journalId = randomUUID();
  const lines = journal.postings.map((posting) => [
    tenantId,
    randomUUID(),
    journalId,
    offerId,
    posting.account,
    posting.amount,
    journal.kind,
  ]);
  await em.execute(
    `insert into ledger_entries (tenant_id, id, journal_id, offer_id, account, amount_cents, kind) values ${lines
      .map(() => '(?, ?, ?, ?, ?, ?, ?)')
      .join(', ')}`,
    lines.flat(),
  );
}

export async function accountBalances(em: TenantEm, offerId?: string): Promise<Record<string, number>> {
  const rows = await em.execute<{ account: string; balance: string }[]>(
    `select account, sum(amount_cents) as balance from ledger_entries ${offerId ? 'where offer_id = ?' : ''} group by account`,
    offerId ? [offerId] : [],
  );
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.balance)]));
}
