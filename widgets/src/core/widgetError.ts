import { errorMessage, isApiError } from '../api/ApiError';
import type { WidgetErrorCode, WidgetEventDetails, WidgetName } from './events';

const TENANT_CODES = new Set<string>(['invalid_tenant_key', 'origin_not_allowed', 'tenant_suspended']);

/** Which kind of failure an error is, as the `code` of `hl-error`. */
export function widgetErrorCode(error: unknown): WidgetErrorCode {
  if (!isApiError(error)) return 'api_unreachable';
  return error.code && TENANT_CODES.has(error.code) ? (error.code as WidgetErrorCode) : 'request_failed';
}

/** The `hl-error` detail for a failed request. */
export function widgetError(widget: WidgetName, error: unknown, fallbackMessage: string): WidgetEventDetails['error'] {
  const detail: WidgetEventDetails['error'] = {
    widget,
    code: widgetErrorCode(error),
    message: errorMessage(error, fallbackMessage),
  };
  if (isApiError(error)) detail.status = error.status;
  return detail;
}
