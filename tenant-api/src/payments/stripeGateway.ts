import Stripe from 'stripe';
import { AppError } from '../http/errors';
import type {
  CheckoutRequest,
  CheckoutSession,
  CheckoutStatus,
  ConnectAccountRequest,
  ConnectedAccount,
  PaymentGateway,
  RefundRequest,
  SavedChargeRequest,
  SavedChargeResult,
  TransferRequest,
} from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin than api.stripe.com (tests: a local server that records the calls). */
  apiBase?: string | undefined;
  maxNetworkRetries?: number;
}

/** How old a signed webhook may be before it is refused as a replay (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const CURRENCY = 'usd';
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
const CONNECT_ACCOUNT_ID = /^acct_(?!local_)[A-Za-z0-9]{1,250}$/;

/** A verified webhook event, reduced to what the booking flow acts on. */
export type PaymentEvent =
  | { id: string; type: string; tenantId: string | null; kind: 'checkout_completed'; checkout: CheckoutStatus }
  | {
      id: string;
      type: string;
      tenantId: string | null;
      kind: 'checkout_expired' | 'checkout_failed';
      checkout: CheckoutStatus;
    }
  | {
      id: string;
      type: string;
      tenantId: string | null;
      kind: 'account_updated';
      accountId: string;
      connected: boolean;
    }
  | { id: string; type: string; tenantId: string | null; kind: 'ignored' };

/**
 * The `stripe` gateway: Checkout Sessions for the buyer's payment, separate charges and
 * transfers (transfer group = offer id) to the performer's Express account, refunds on the
 * payment intent, and verified webhooks. Every write carries an idempotency key, and every
 * Stripe failure becomes a 4xx/502 AppError rather than an unexplained 500.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const purpose = request.purpose ?? 'offer';
    const metadata = {
      tenant_id: request.tenantId,
      purpose,
      [purpose === 'offer' ? 'offer_id' : 'subscription_change_id']: request.offerId,
    };
    const session = await this.call('start the checkout', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: request.amountCents,
                product_data: { name: request.description.slice(0, 250) },
              },
            },
          ],
          client_reference_id: request.offerId,
          metadata,
          // A plan's card is kept on a customer for its renewals (charged off-session by `chargeSaved`).
          ...(purpose === 'subscription' ? { customer_creation: 'always' as const } : {}),
          payment_intent_data: {
            metadata,
            ...(purpose === 'offer'
              ? { transfer_group: request.offerId }
              : { setup_future_usage: 'off_session' as const }),
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (!session.url) throw providerError('Stripe did not return a checkout page for this session');
    return { sessionId: session.id, url: session.url };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    if (!CHECKOUT_SESSION_ID.test(sessionId)) throw new AppError(404, 'not_found', 'No payment session found.');
    const session = await this.call('look up the payment', () => this.stripe.checkout.sessions.retrieve(sessionId));
    return checkoutStatusOf(session);
  }

  async expireCheckout(sessionId: string): Promise<void> {
    if (!CHECKOUT_SESSION_ID.test(sessionId)) return;
    try {
      await this.stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire:${sessionId}` });
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open (paid, or expired already).
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw stripeFailure('close the checkout', error);
    }
  }

  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    if (!CONNECT_ACCOUNT_ID.test(request.destinationAccount)) {
      throw new AppError(409, 'payout_account_missing', 'The performer has not connected a Stripe payout account yet');
    }
    const transfer = await this.call('transfer the payout', () =>
      this.stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: CURRENCY,
          destination: request.destinationAccount,
          transfer_group: request.transferGroup,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { transferId: transfer.id };
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const refund = await this.call('refund the payment', () =>
      this.stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { refundId: refund.id };
  }

  /**
   * A plan renewal: an off-session PaymentIntent, confirmed at once, on the customer and payment
   * method of the plan's paid checkout. A declined card (or one that needs the buyer present) is a
   * `failed` answer; the idempotency key makes a repeated call answer the first one.
   */
  async chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult> {
    if (!CHECKOUT_SESSION_ID.test(request.sessionId))
      return { status: 'failed', reason: 'No card saved with Stripe for this plan' };
    const session = await this.call('look up the saved card', () =>
      this.stripe.checkout.sessions.retrieve(request.sessionId, { expand: ['payment_intent'] }),
    );
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const customer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
    const paymentMethod =
      typeof intent?.payment_method === 'string' ? intent.payment_method : (intent?.payment_method?.id ?? null);
    if (!customer || !paymentMethod) return { status: 'failed', reason: 'No card saved with Stripe for this plan' };
    try {
      const charge = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: CURRENCY,
          customer,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          description: request.description.slice(0, 250),
          metadata: { tenant_id: request.tenantId, ...request.metadata },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return charge.status === 'succeeded'
        ? { status: 'succeeded', paymentId: charge.id }
        : { status: 'failed', reason: `The payment is ${charge.status}` };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { status: 'failed', reason: error.message || 'The card was declined' };
      throw stripeFailure('charge the saved card', error);
    }
  }

  async connectAccount(request: ConnectAccountRequest): Promise<ConnectedAccount> {
    const existing =
      request.existingAccountId && CONNECT_ACCOUNT_ID.test(request.existingAccountId)
        ? await this.call('look up the payout account', () => this.stripe.accounts.retrieve(request.existingAccountId!))
        : null;
    const account =
      existing ??
      (await this.call('create the payout account', () =>
        this.stripe.accounts.create(
          {
            type: 'express',
            country: 'US',
            email: request.email,
            capabilities: { transfers: { requested: true } },
            metadata: { tenant_id: request.tenantId, performer_id: request.performerId },
          },
          { idempotencyKey: `connect-account:${request.tenantId}:${request.performerId}` },
        ),
      ));
    if (account.payouts_enabled) return { accountId: account.id, connected: true, onboardingUrl: null };
    const link = await this.call('start the payout account onboarding', () =>
      this.stripe.accountLinks.create(
        {
          account: account.id,
          type: 'account_onboarding',
          return_url: request.returnUrl,
          refresh_url: request.refreshUrl,
        },
        // A link is single-use and short-lived; the key (a 10-minute window) keeps retries to one link.
        { idempotencyKey: `account-link:${account.id}:${Math.floor(Date.now() / 600_000)}` },
      ),
    );
    return { accountId: account.id, connected: false, onboardingUrl: link.url };
  }

  /**
   * Checks the `Stripe-Signature` of a webhook against its raw body (and its age against
   * `now`), then reduces the event to what we act on. A bad, tampered or stale signature is a 400.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined, now: Date): PaymentEvent {
    if (!signature) throw new AppError(400, 'invalid_signature', 'The Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError) {
        throw new AppError(400, 'invalid_signature', 'The webhook signature does not match its body, or it is too old');
      }
      throw error;
    }
    return paymentEventOf(event);
  }

  /** Runs one Stripe call and turns its failure into an AppError the caller can show. */
  private async call<T>(action: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw stripeFailure(action, error);
    }
  }
}

export function stripeFailure(action: string, error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const errors = Stripe.errors;
  if (
    error instanceof errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  )
    return new AppError(
      404,
      'not_found',
      action === 'look up the payment' ? 'No payment session found.' : error.message,
    );
  if (error instanceof errors.StripeIdempotencyError)
    return new AppError(
      409,
      'payment_conflict',
      `Stripe refused to ${action}: this request was already made differently`,
    );
  if (
    error instanceof errors.StripeInvalidRequestError ||
    error instanceof errors.StripeCardError ||
    error instanceof errors.StripePermissionError
  )
    return new AppError(409, 'payment_refused', `Stripe refused to ${action}: ${error.message}`);
  return providerError(`Could not ${action}: the payment provider is unavailable. Please try again.`);
}

const providerError = (message: string) => new AppError(502, 'payment_provider_error', message);

function metadataOf(object: { metadata?: Stripe.Metadata | null }): Stripe.Metadata {
  return object.metadata ?? {};
}

/** A Checkout Session as the booking flow sees it. */
export function checkoutStatusOf(session: Stripe.Checkout.Session): CheckoutStatus {
  const metadata = metadataOf(session);
  const purpose = metadata.purpose === 'subscription' ? 'subscription' : metadata.purpose === 'offer' ? 'offer' : null;
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  return {
    sessionId: session.id,
    status: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
    paymentId:
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    amountCents: session.amount_total ?? 0,
    offerId: (purpose === 'subscription' ? metadata.subscription_change_id : metadata.offer_id) ?? null,
    tenantId: metadata.tenant_id ?? null,
    purpose,
  };
}

function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const checkout = checkoutStatusOf(event.data.object);
      return { ...base, tenantId: checkout.tenantId, kind: 'checkout_completed', checkout };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const checkout = checkoutStatusOf(event.data.object);
      const kind = event.type === 'checkout.session.expired' ? 'checkout_expired' : 'checkout_failed';
      return {
        ...base,
        tenantId: checkout.tenantId,
        kind,
        checkout: { ...checkout, status: kind === 'checkout_expired' ? 'expired' : 'failed' },
      };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        ...base,
        tenantId: metadataOf(account).tenant_id ?? null,
        kind: 'account_updated',
        accountId: account.id,
        connected: account.payouts_enabled === true,
      };
    }
    default:
      return { ...base, tenantId: null, kind: 'ignored' };
  }
}
