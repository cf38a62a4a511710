import type {
  AuthResponse,
  CreateOfferResponse,
  MyOffersFirstPage,
  MyOffersResponse,
  OfferDetails,
  OfferDraftInput,
  OfferStatus,
  BuyerTier,
  PaymentVerification,
  FeeResult,
  Genre,
  PerformerListResponse,
  PerformerProfile,
  PerformerSort,
  PublicAvailability,
  SignInBody,
  SignUpBody,
  SignUpResponse,
  PasswordResetRequested,
  TenantInfo,
  TiersResponse,
  User,
  UsState,
  VenueType,
} from 'tenant-api/contract';
import { ApiError, parseJson } from './ApiError';
import { providerOfSession, verifyPaymentPath } from './paymentVerification';
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
  /** A response already on its way for a signed-out GET of this URL (the embed loader's prefetch). */
  prefetched?: (url: string) => Promise<Response> | undefined;
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key, so a retried create makes one record. */
  idempotencyKey?: string;
  /** A file sent as the raw body (a photo upload) instead of a JSON `body`. */
  file?: Blob;
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
  /** `YYYY-MM-DD`: leave out performers blocked all that day. */
  availableOn?: string;
  sortBy?: PerformerSort;
  limit?: number;
  /** The previous page's `nextCursor`: the page after it, read by keyset. */
  after?: string;
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

/** The tabs of the offers list (SPEC 2.11); 'pending' includes offers awaiting admin approval. */
export type OfferTab = 'all' | 'pending' | 'accepted' | 'declined' | 'expired';

export interface OfferActionResult {
  action?: string;
  status: OfferStatus;
  /** Where the buyer pays, once an offer is accepted. */
  paymentUrl?: string | null;
}

export interface CancellationQuote {
  refund: number;
  retained: number;
  band: string;
  rule: string;
  daysBefore: number;
  /** Whose cancellation the quote prices: the caller's role (absent from servers before issue 39). */
  cancelledBy?: 'buyer' | 'performer' | 'admin';
  /** Where every cent ends up (cents): buyerRefund + performerPayout + platformKeeps = what was paid. */
  split?: {
    buyerRefund: number;
    refundFromEscrow: number;
    refundFromServiceFee: number;
    performerPayout: number;
    commission: number;
    platformKeeps: number;
  };
}

export const TENANT_KEY_HEADER = 'X-Tenant-Key';
/** The WAL position of this client's last write (server: http/readRouting.ts); echoed so its next reads see the write even where cookies are not sent (other origins). */
export const WRITE_POSITION_HEADER = 'Headliner-Lsn';
/** As long as the server's `hl_lsn` cookie lives. */
const WRITE_POSITION_MS = 30_000;

export function createApiClient(options: ApiClientOptions = {}) {
  const { baseUrl = '', getToken, tenantKey } = options;
  const root = baseUrl.replace(/\/+$/, '');
  let lastWrite: { position: string; until: number } | null = null;

  async function request<T>(
    method: HttpMethod,
    path: string,
    { query, body, signal, idempotencyKey, file }: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = await getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (tenantKey) headers[TENANT_KEY_HEADER] = tenantKey;
    const hasBody = body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (file) headers['Content-Type'] = 'application/octet-stream';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const position = lastWrite && lastWrite.until > Date.now() ? lastWrite.position : null;
    if (position) headers[WRITE_POSITION_HEADER] = position;

    const doFetch = options.fetch ?? globalThis.fetch;
    const url = `${root}${path}${buildQueryString(query)}`;
    const send = () =>
      doFetch(url, { method, headers, body: file ?? (hasBody ? JSON.stringify(body) : undefined), signal });
    const early = method === 'GET' && !token && !position ? options.prefetched?.(url) : undefined;
    const response = early ? await early.catch(send) : await send();
    const written = response.headers?.get(WRITE_POSITION_HEADER);
    if (written) lastWrite = { position: written, until: Date.now() + WRITE_POSITION_MS };
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, response.statusText, text);
    return parseJson(text) as T;
  }

  return {
    request,
    /** An address the API answered (a photo's `/api/media/…`) made absolute to the API's origin, for embeds on other sites. */
    absoluteUrl: (path: string) => (path.startsWith('/') ? `${root}${path}` : path),
    me: () => request<User>('GET', '/api/auth/me'),
    signIn: (body: SignInBody) => request<AuthResponse>('POST', '/api/auth/signin', { body }),
    signUp: (body: SignUpBody) => request<SignUpResponse>('POST', '/api/auth/signup', { body }),
    /** Mails a reset link to the tenant's own site; the same answer whether or not the address has an account. */
    requestPasswordReset: (email: string) =>
      request<PasswordResetRequested>('POST', '/api/auth/password-reset', { body: { email } }),
    /** The tenant and its theme tokens; `theme` asks for another built-in pack's tokens. */
    tenant: (theme?: string) => request<TenantInfo>('GET', '/api/tenant', { query: { theme } }),
    tiers: () => request<TiersResponse>('GET', '/api/tiers'),
    listPerformers: (params: PerformerSearch = {}, signal?: AbortSignal) =>
      request<PerformerListResponse>('GET', '/api/performers', { query: { ...params }, signal }),
    getPerformer: (id: string, signal?: AbortSignal) =>
      request<PerformerProfile>('GET', `/api/performers/${encodeURIComponent(id)}`, { signal }),
    /** The dates of a month (`YYYY-MM`) the performer has blocked, all day or in part. */
    getPerformerAvailability: (id: string, month: string, signal?: AbortSignal) =>
      request<PublicAvailability>('GET', `/api/performers/${encodeURIComponent(id)}/availability`, {
        query: { month },
        signal,
      }),
    calculateFees: (params: FeeCalculation, signal?: AbortSignal) =>
      request<FeeResult>('GET', '/api/fees/calculate', { query: { ...params }, signal }),
    createOffer: (draft: OfferDraftInput, idempotencyKey?: string) =>
      request<CreateOfferResponse>('POST', '/api/offers/create', { body: draft, idempotencyKey }),
    /** The first page of the caller's offers, newest first, with the tab counts. */
    myOffers: (status?: OfferTab, signal?: AbortSignal) =>
      request<MyOffersFirstPage>('GET', '/api/offers/my-offers', {
        query: { status: status === 'all' ? undefined : status },
        signal,
      }),
    /** The page after `after` (the previous page's `nextCursor`); its counts are null (the first page has them). */
    olderOffers: (status: OfferTab | undefined, after: string, signal?: AbortSignal) =>
      request<MyOffersResponse>('GET', '/api/offers/my-offers', {
        query: { status: status === 'all' ? undefined : status, after },
        signal,
      }),
    getOffer: (id: string, signal?: AbortSignal) => request<OfferDetails>('GET', offerPath(id), { signal }),
    respondToOffer: (id: string, action: 'accept' | 'decline', notes?: string) =>
      request<OfferActionResult>('PUT', offerPath(id, 'respond'), { body: { action, notes } }),
    counterOffer: (id: string, counterAmount: number, notes?: string) =>
      request<OfferActionResult>('PUT', offerPath(id, 'counter'), { body: { counterAmount, notes } }),
    /** `returnUrl`: where the checkout brings the buyer back (embeds: their page); else the marketplace's payment page. */
    answerCounterOffer: (id: string, action: 'accept' | 'decline', notes?: string, returnUrl?: string) =>
      request<OfferActionResult>('PUT', offerPath(id, 'counter-response'), { body: { action, notes, returnUrl } }),
    cancellationQuote: (id: string) => request<CancellationQuote>('GET', offerPath(id, 'cancellation')),
    cancelOffer: (id: string, reason?: string) =>
      request<OfferActionResult & { refund: CancellationQuote }>('PUT', offerPath(id, 'cancel'), {
        body: { reason },
      }),
    startCheckout: (id: string, returnUrl?: string) =>
      request<{ paymentUrl: string }>('POST', offerPath(id, 'checkout'), { body: { returnUrl } }),
    /** Confirms the checkout session the buyer came back with; an id of no provider of ours is not found. */
    verifyPayment: (sessionId: string, signal?: AbortSignal) => {
      const provider = providerOfSession(sessionId);
      if (!provider) return Promise.reject(new ApiError(404, 'Not Found', ''));
      return request<PaymentVerification>('GET', verifyPaymentPath(provider), {
        query: { session_id: sessionId },
        signal,
      });
    },
  };
}

const offerPath = (id: string, action?: string) => `/api/offers/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export type ApiClient = ReturnType<typeof createApiClient>;
