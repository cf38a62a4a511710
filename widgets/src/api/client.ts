import type {
  AuthResponse,
  BuyerTier,
  FeeResult,
  Genre,
  PerformerListResponse,
  PerformerProfile,
  PerformerSort,
  SignInBody,
  SignUpBody,
  TenantInfo,
  TiersResponse,
  User,
  UsState,
  VenueType,
} from 'tenant-api/contract';
import { ApiError, parseJson } from './ApiError';
import { buildQueryString, type QueryParams } from './query';

type MaybePromise<T> = T | Promise<T>;

export interface ApiClientOptions {
  /** Origin of the API; '' means same origin (the host app). */
  baseUrl?: string;
  /** The bearer token, if any; read on every request so sign-in/out apply at once. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** Publishable key naming the tenant, for widgets embedded on another origin. */
  tenantKey?: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Browse filters as the UI holds them; empty values are dropped from the query string. */
export interface PerformerSearch {
  query?: string;
  city?: string;
  state?: UsState | '';
  genres?: readonly Genre[];
  isVetted?: boolean;
  cleanContent?: boolean;
  sortBy?: PerformerSort;
  limit?: number;
  page?: number;
}

export interface FeeCalculation {
  /** Cents. */
  offerAmount: number;
  venueType?: VenueType;
  isMultiNight?: boolean;
  numberOfNights?: number;
  /** Price for another tier than the caller's own. */
  tier?: BuyerTier;
}

export const TENANT_KEY_HEADER = 'X-Tenant-Key';

export function createApiClient(options: ApiClientOptions = {}) {
  const { baseUrl = '', getToken, tenantKey } = options;
  const root = baseUrl.replace(/\/+$/, '');

  async function request<T>(
    method: HttpMethod,
    path: string,
    { query, body, signal }: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = await getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (tenantKey) headers[TENANT_KEY_HEADER] = tenantKey;
    const hasBody = body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';

    const doFetch = options.fetch ?? globalThis.fetch;
    const response = await doFetch(`${root}${path}${buildQueryString(query)}`, {
      method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, response.statusText, text);
    return parseJson(text) as T;
  }

  return {
    request,
    me: () => request<User>('GET', '/api/auth/me'),
    signIn: (body: SignInBody) => request<AuthResponse>('POST', '/api/auth/signin', { body }),
    signUp: (body: SignUpBody) => request<AuthResponse>('POST', '/api/auth/signup', { body }),
    tenant: () => request<TenantInfo>('GET', '/api/tenant'),
    tiers: () => request<TiersResponse>('GET', '/api/tiers'),
    listPerformers: (params: PerformerSearch = {}) =>
      request<PerformerListResponse>('GET', '/api/performers', { query: { ...params } }),
    getPerformer: (id: string) => request<PerformerProfile>('GET', `/api/performers/${encodeURIComponent(id)}`),
    calculateFees: (params: FeeCalculation) =>
      request<FeeResult>('GET', '/api/fees/calculate', { query: { ...params } }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
