/**
 * Types for pages embedding Headliner's widgets with
 * `<script type="module" src=".../headliner-widgets.js">`. Self-contained: copy this file next
 * to your code. Kept equal to the widgets' own types by widgets/test/embedTypes.test.ts.
 */

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

export type WidgetTarget =
  | { kind: 'browse' }
  | { kind: 'performer'; performerId: string }
  | { kind: 'createOffer'; performerId: string }
  | { kind: 'offers' }
  | { kind: 'offer'; offerId: string }
  | { kind: 'signIn' }
  | { kind: 'checkout'; url: string };

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

export type WidgetEventName = keyof WidgetEventDetails;

/** Every event bubbles and is composed: listen on the element, a container or `document`. */
export type HeadlinerEventMap = {
  [N in WidgetEventName as `hl-${N}`]: CustomEvent<WidgetEventDetails[N]>;
} & {
  /** A link without a URL template; cancel it (`preventDefault()`) to handle it yourself. */
  'hl-navigate': CustomEvent<{ target: WidgetTarget }>;
};

export interface HeadlinerElement extends HTMLElement {
  addEventListener<K extends keyof HeadlinerEventMap>(
    type: K,
    listener: (this: HeadlinerElement, event: HeadlinerEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HeadlinerElement, event: HTMLElementEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

export interface HlBrowseElement extends HeadlinerElement {
  pageSize?: string;
}
export interface HlOfferWizardElement extends HeadlinerElement {
  performerId?: string;
}
export interface HlOffersListElement extends HeadlinerElement {
  initialTab?: string;
  pollMs?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'hl-browse': HlBrowseElement;
    'hl-offer-wizard': HlOfferWizardElement;
    'hl-offers-list': HlOffersListElement;
  }
}
