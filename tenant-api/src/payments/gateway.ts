/** What the booking flow needs from a payment provider; `local` and `stripe` implement it. */
export interface PaymentGateway {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<CheckoutStatus>;
  /**
   * Closes an open session so it can no longer be paid (its offer expired or was cancelled, or it
   * was set aside for another). A session already paid or closed is left as it is: ask
   * `retrieveCheckout` what it is.
   */
  expireCheckout(sessionId: string): Promise<void>;
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** A performer's payout account: created once, then an onboarding link until it can be paid. */
  connectAccount(request: ConnectAccountRequest): Promise<ConnectedAccount>;
  /**
   * Charges the card a buyer paid a plan's checkout with again, without the buyer present (a plan
   * renewal). A repeated idempotency key answers the first charge's outcome, never a second charge.
   * A declined card is a `failed` answer, not an error; an unreachable provider throws.
   */
  chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult>;
}

export interface SavedChargeRequest {
  tenantId: string;
  /** The paid checkout session whose payment method is charged (saved for later use at checkout). */
  sessionId: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type SavedChargeResult = { status: 'succeeded'; paymentId: string } | { status: 'failed'; reason: string };

export interface ConnectAccountRequest {
  tenantId: string;
  performerId: string;
  email: string;
  /** The account made earlier, if any (reused, never a second one). */
  existingAccountId: string | null;
  /** Where the provider sends the performer back after onboarding, or when the link has expired. */
  returnUrl: string;
  refreshUrl: string;
}

export interface ConnectedAccount {
  accountId: string;
  /** True once the account can receive payouts. */
  connected: boolean;
  /** The provider's onboarding page while the account is not ready yet. */
  onboardingUrl: string | null;
}

export interface CheckoutRequest {
  tenantId: string;
  /** What is paid for: an offer's id, or a subscription change's id when `purpose` says so. */
  offerId: string;
  purpose?: 'offer' | 'subscription';
  amountCents: number;
  description: string;
  /** Where the provider sends the buyer after paying; `{CHECKOUT_SESSION_ID}` is filled in. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** Where a checkout sends the buyer after paying, and when they go back without paying. */
export interface CheckoutLinks {
  successUrl: string;
  cancelUrl: string;
  /** The agency page the buyer started on; null for the marketplace's own payment page. */
  returnPage: string | null;
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
  /** The offer's id, or the subscription change's id when `purpose` is 'subscription'. */
  offerId: string | null;
  tenantId: string | null;
  purpose?: 'offer' | 'subscription' | null;
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
