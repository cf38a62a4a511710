import pg from 'pg';
import { createOrm } from './orm';

export interface AppRole {
  name: string;
  password: string;
}

/**
 * Brings a database up to date: creates it if missing, applies migrations as the owner, and
 * makes sure the app role exists as a non-superuser without BYPASSRLS that owns nothing,
 * so row-level security applies to every query the app makes.
 */
export async function prepareDatabase(ownerUrl: string, role: AppRole): Promise<void> {
  await createDatabaseIfMissing(ownerUrl);
  await ensureAppRole(ownerUrl, role);
  const orm = await createOrm(ownerUrl, { poolMax: 2 });
  try {
    await orm.getMigrator().up();
  } finally {
    await orm.close(true);
  }
  await grantAppRole(ownerUrl, role);
}

export function appUrlFor(ownerUrl: string, role: AppRole): string {
  const url = new URL(ownerUrl);
  url.username = role.name;
  url.password = role.password;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabaseIfMissing(ownerUrl: string): Promise<void> {
  const target = new URL(ownerUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || name === 'postgres') return;
  const maintenance = new URL(ownerUrl);
  maintenance.pathname = '/postgres';
  await withClient(maintenance.toString(), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await client.query(`create database ${quoteIdent(name)}`).catch(ignoreCode('42P04'));
  });
}

async function ensureAppRole(ownerUrl: string, role: AppRole): Promise<void> {
  await withClient(ownerUrl, async (client) => {
    const found = await client.query('select rolsuper, rolbypassrls from pg_roles where rolname = $1', [role.name]);
    if (!found.rowCount) {
      await client
        .query(
          `create role ${quoteIdent(role.name)} login nosuperuser nobypassrls password ${quoteLiteral(role.password)}`,
        )
        .catch(ignoreCode('42710', '23505'));
      return;
    }
    const { rolsuper, rolbypassrls } = found.rows[0] as { rolsuper: boolean; rolbypassrls: boolean };
    if (rolsuper || rolbypassrls) {
      throw new Error(`Role ${role.name} must not be a superuser or bypass row-level security`);
    }
  });
}

async function grantAppRole(ownerUrl: string, role: AppRole): Promise<void> {
  const name = quoteIdent(role.name);
  await withClient(ownerUrl, async (client) => {
    const database = (await client.query('select current_database() as db')).rows[0].db as string;
    await client.query(`grant connect on database ${quoteIdent(database)} to ${name}`);
    await client.query(`grant usage on schema public to ${name}`);
    await client.query(`grant select, insert, update, delete on all tables in schema public to ${name}`);
    await client.query(`grant usage, select on all sequences in schema public to ${name}`);
    await client.query(
      `revoke insert, update, delete on tenants, tenant_domains, tenant_publishable_keys, tenant_embed_origins, schema_migrations from ${name}`,
    );
    // The search side tables are read only through their tenant-filtering views, and never written.
    await client.query(`revoke all on performer_search from ${name}`);
    await client.query(`revoke insert, update, delete on performer_search_in_tenant from ${name}`);
    await client.query(`revoke all on performer_search_vocabulary from ${name}`);
    await client.query(`revoke insert, update, delete on performer_search_vocabulary_in_tenant from ${name}`);
    await client.query(`revoke insert, update, delete, truncate on performer_browse_changes from ${name}`);
    // The SECURITY DEFINER functions (the admin's and operator's narrow writes to global tables)
    // are for the app role only, not for every role of the cluster.
    await client.query(`revoke execute on all functions in schema public from public`);
    await client.query(`grant execute on all functions in schema public to ${name}`);
  });
}

function ignoreCode(...codes: string[]) {
  return (error: { code?: string }) => {
    if (!codes.includes(error.code ?? '')) throw error;
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
