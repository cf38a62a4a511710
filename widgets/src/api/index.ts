export { createApiClient, TENANT_KEY_HEADER } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  CancellationQuote,
  OfferActionResult,
  OfferTab,
  FeeCalculation,
  HttpMethod,
  PerformerSearch,
  RequestOptions,
} from './client';
export { ApiError, errorMessage, isApiError, isUnauthorizedError } from './ApiError';
export { buildQueryString } from './query';
export type { QueryParams, QueryValue } from './query';
export {
  isRetryable,
  providerOfSession,
  verifyPaymentPath,
  withRetries,
  VERIFY_RETRIES,
  VERIFY_RETRY_DELAY_MS,
  type PaymentProvider,
} from './paymentVerification';
