import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './openapi';

/**
 * A typed client of the tenant API (openapi-fetch on the generated `paths`). `baseUrl` ends in
 * `/api`; pass `headers` for the token (`Authorization: Bearer …`) or a widget's `X-Tenant-Key`.
 */
export const createApiClient = (options: ClientOptions & { baseUrl: string }) => createClient<paths>(options);

export type ApiClient = ReturnType<typeof createApiClient>;
export type { components, operations, paths };
