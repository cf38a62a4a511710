/**
 * Row-level security for a tenant-owned table: rows are visible and writable only when
 * `tenant_id` equals the transaction's `app.tenant_id`. NULLIF turns the '' a pooled
 * connection keeps after a transaction into NULL, which matches nothing.
 */
export function enableTenantRls(table: string): string[] {
  const current = `nullif(current_setting('app.tenant_id', true), '')::uuid`;
  return [
    `alter table ${table} enable row level security;`,
    `alter table ${table} force row level security;`,
    `create policy ${table}_tenant_isolation on ${table} using (tenant_id = ${current}) with check (tenant_id = ${current});`,
  ];
}
