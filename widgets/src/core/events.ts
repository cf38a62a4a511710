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
  error: { widget: WidgetName; message: string; status?: number };
}

export type WidgetName = 'browse' | 'offer-wizard' | 'offers-list';
export type WidgetEventName = keyof WidgetEventDetails;

export const WIDGET_EVENT_PREFIX = 'hl-';

export type EmitWidgetEvent = <N extends WidgetEventName>(name: N, detail: WidgetEventDetails[N]) => void;
