/**
 * What a host page learns from the widgets. Embedded widgets dispatch these as DOM
 * CustomEvents named `hl-<name>` with `bubbles` and `composed`; the host app may ignore them.
 */
export interface WidgetEventDetails {
  ready: { widget: WidgetName };
  'signed-in': { userId: string; email: string; role: string };
  'offer-created': { message: string; requiresApproval: boolean; performerId: string };
  'offer-accepted': { offerId: string; paymentUrl: string | null };
  'payment-started': { offerId: string; paymentUrl: string };
  /** Back from the checkout on this page, the payment confirmed: the booking is paid into escrow. */
  'payment-completed': { offerId: string; sessionId: string; totalPaidAmount: number };
  /** `status` is the API's HTTP status when it answered. */
  error: { widget: WidgetName; code: WidgetErrorCode; message: string; status?: number };
}

export type WidgetName = 'browse' | 'offer-wizard' | 'offers-list';

/**
 * Why a widget shows an error: an attribute it cannot use; its code could not be downloaded; the
 * API could not be reached; the page's origin is not allowed; the key is unknown or revoked; the
 * agency's marketplace is suspended; or one request was refused (see `message`).
 */
export type WidgetErrorCode =
  | 'invalid_attribute'
  | 'chunk_load_failed'
  | 'api_unreachable'
  | 'origin_not_allowed'
  | 'invalid_tenant_key'
  | 'tenant_suspended'
  | 'request_failed';
export type WidgetEventName = keyof WidgetEventDetails;

export const WIDGET_EVENT_PREFIX = 'hl-';

export type EmitWidgetEvent = <N extends WidgetEventName>(name: N, detail: WidgetEventDetails[N]) => void;
