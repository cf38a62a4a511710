/** What the booking flow needs from a payment provider; `local` and `stripe` implement it. */
export interface PaymentGateway {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<CheckoutStatus>;
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

export interface CheckoutRequest {
  tenantId: string;
  offerId: string;
  amountCents: number;
  description: string;
  /** Where the provider sends the buyer after paying; `{CHECKOUT_SESSION_ID}` is filled in. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

export interface CheckoutStatus {
  sessionId: string;
  status: 'open' | 'paid' | 'failed' | 'expired';
  paymentId: string | null;
  amountCents: number;
  offerId: string | null;
  tenantId: string | null;
}

export interface TransferRequest {
  amountCents: number;
  destinationAccount: string;
  /** The offer id: every charge, transfer and refund of one booking share it. */
  transferGroup: string;
  idempotencyKey: string;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
