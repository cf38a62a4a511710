import pg from 'pg';
import type { TestApp } from './harness';

/** Connections as the app role (row-level security applies), for tests that hold transactions open. */
export async function appClients(app: TestApp, count: number): Promise<pg.Client[]> {
  const clients = Array.from({ length: count }, () => new pg.Client({ connectionString: app.appUrl }));
  await Promise.all(clients.map((client) => client.connect()));
  return clients;
}

/** Opens a transaction in the tenant, as the app's own transactions are. */
export async function beginInTenant(client: pg.Client, tenantId: string): Promise<void> {
  await client.query('begin');
  await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
}

/** Fails the test if `write` waited for another transaction's lock (for writes that never have to). */
export const promptly = (write: Promise<unknown>) =>
  Promise.race([
    write,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the write waited for a lock')), 2_000)),
  ]);

/** The tenants whose rows of `table` the app role sees in the tenant `tenantId` (or with none set). */
export async function tenantsSeenIn(client: pg.Client, table: string, tenantId: string | null): Promise<string[]> {
  await client.query('begin');
  try {
    if (tenantId) await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    const rows = await client.query(`select distinct tenant_id from ${table}`);
    return rows.rows.map((row) => row.tenant_id as string);
  } finally {
    await client.query('commit');
  }
}
