import type { CreateTenantResponse, OperatorTenant, OperatorTenantList } from 'tenant-api/contract';
import { api } from '../../api';

/* Typed calls of the platform operator's console (tenant-api/src/contract/admin.ts). */

export const OPERATOR_TENANTS_KEY = ['/api/operator/tenants'] as const;

export interface NewTenantInput {
  slug: string;
  name: string;
  domains: string[];
  adminEmail: string;
}

export const operatorApi = {
  /** One page of tenants (50 a page, within the API's result window). */
  tenants: (page: number, { signal }: { signal?: AbortSignal } = {}) =>
    api.request<OperatorTenantList>('GET', '/api/operator/tenants', { query: { page }, signal }),
  createTenant: (body: NewTenantInput) => api.request<CreateTenantResponse>('POST', '/api/operator/tenants', { body }),
  setStatus: (id: string, status: OperatorTenant['status']) =>
    api.request<OperatorTenant>('PUT', `/api/operator/tenants/${encodeURIComponent(id)}/status`, { body: { status } }),
};

/** The domains field: one per line or separated by commas or spaces; blanks dropped. */
export function parseDomains(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);
}
