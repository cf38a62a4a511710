import { randomBytes, randomUUID } from 'node:crypto';
import type { Orm } from '../db/orm';
import { AppError } from '../http/errors';
import {
  SESSION_ID_PLACEHOLDER,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutStatus,
  type ConnectAccountRequest,
  type ConnectedAccount,
  type PaymentGateway,
  type RefundRequest,
  type SavedChargeRequest,
  type SavedChargeResult,
  type TransferRequest,
} from './gateway';

export const LOCAL_TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  /** Pays on the checkout page; every later off-session charge of it (a plan renewal) is declined. */
  renewalDeclines: '4000000000000341',
} as const;

export interface LocalSession {
  id: string;
  tenantId: string;
  offerId: string;
  amountCents: number;
  description: string;
  status: CheckoutStatus['status'];
  successUrl: string;
  cancelUrl: string;
  paymentId: string | null;
}

/** Where the hosted checkout page of a session lives, on the tenant's own site (not under /api). */
export const localCheckoutPath = (sessionId: string) => `/checkout/${encodeURIComponent(sessionId)}`;

/**
 * The offline payment provider: our own hosted checkout page (served at /checkout/:id on the
 * site the buyer came from) where a test card pays and a declining card fails.
 * Its sessions live in `local_checkout_sessions`, apart from our own bookkeeping.
 */
export class LocalGateway implements PaymentGateway {
  readonly name = 'local' as const;

  constructor(private readonly orm: Orm) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const existing = await this.query<LocalSession>(`select * from local_checkout_sessions where idempotency_key = ?`, [
      request.idempotencyKey,
    ]);
    const id = existing[0]?.id ?? `lcs_${randomBytes(12).toString('hex')}`;
    if (!existing[0]) {
      await this.query(
        `insert into local_checkout_sessions
           (id, tenant_id, offer_id, amount_cents, description, status, success_url, cancel_url, idempotency_key)
         values (?, ?, ?, ?, ?, 'open', ?, ?, ?)`,
        [
          id,
          request.tenantId,
          request.offerId,
          request.amountCents,
          request.description,
          request.successUrl.replace(SESSION_ID_PLACEHOLDER, id),
          request.cancelUrl,
          request.idempotencyKey,
        ],
      );
    }
    // Absolute, on the origin the provider returns to (the tenant's site the request came in on).
    return { sessionId: id, url: new URL(localCheckoutPath(id), request.successUrl).href };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    const session = await this.find(sessionId);
    return {
      sessionId,
      status: session?.status ?? 'expired',
      paymentId: session?.paymentId ?? null,
      amountCents: session?.amountCents ?? 0,
      offerId: session?.offerId ?? null,
      tenantId: session?.tenantId ?? null,
    };
  }

  async expireCheckout(sessionId: string): Promise<void> {
    await this.query(`update local_checkout_sessions set status = 'expired' where id = ? and status = 'open'`, [
      sessionId,
    ]);
  }

  async find(sessionId: string): Promise<LocalSession | null> {
    const rows = await this.query<Record<string, any>>(`select * from local_checkout_sessions where id = ?`, [
      sessionId,
    ]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      tenantId: row.tenant_id,
      offerId: row.offer_id,
      amountCents: Number(row.amount_cents),
      description: row.description,
      status: row.status,
      successUrl: row.success_url,
      cancelUrl: row.cancel_url,
      paymentId: row.payment_id,
    };
  }

  /** The hosted page's card form: the success card pays, the declining card is refused. */
  async pay(sessionId: string, cardNumber: string): Promise<'paid' | 'declined' | 'invalid_card' | 'not_open'> {
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid_card';
    if (digits === LOCAL_TEST_CARDS.declines) return 'declined';
    if (digits !== LOCAL_TEST_CARDS.succeeds && digits !== LOCAL_TEST_CARDS.renewalDeclines) return 'declined';
    const updated = await this.query<{ id: string }>(
      `update local_checkout_sessions set status = 'paid', payment_id = ?, paid_at = now(), off_session = ?
        where id = ? and status = 'open' returning id`,
      [`lpi_${randomUUID()}`, digits === LOCAL_TEST_CARDS.renewalDeclines ? 'declines' : 'succeeds', sessionId],
    );
    return updated.length ? 'paid' : 'not_open';
  }

  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    return { transferId: `ltr_${request.transferGroup}_${request.idempotencyKey.slice(-12)}` };
  }

  /**
   * Gives money back on a paid session, as Stripe does: never more than is left unrefunded, and a
   * repeated idempotency key answers the first refund instead of making a second.
   */
  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const refundId = `lre_${request.paymentId}_${request.idempotencyKey.slice(-12)}`;
    return this.orm.em.fork().transactional(async (em) => {
      const [session] = await em.execute<{ amount_cents: string }[]>(
        `select amount_cents from local_checkout_sessions where payment_id = ? and status = 'paid' for update`,
        [request.paymentId],
      );
      if (!session) throw new AppError(404, 'not_found', `No such payment: ${request.paymentId}`);
      const [earlier] = await em.execute<{ payment_id: string; amount_cents: string }[]>(
        `select payment_id, amount_cents from local_refunds where idempotency_key = ?`,
        [request.idempotencyKey],
      );
      if (earlier) {
        if (earlier.payment_id !== request.paymentId || Number(earlier.amount_cents) !== request.amountCents)
          throw new AppError(409, 'payment_conflict', 'This refund was already made differently');
        return { refundId };
      }
      const [refunded] = await em.execute<{ total: string }[]>(
        `select coalesce(sum(amount_cents), 0) as total from local_refunds where payment_id = ?`,
        [request.paymentId],
      );
      if (request.amountCents > Number(session.amount_cents) - Number(refunded?.total ?? 0))
        throw new AppError(409, 'payment_refused', 'The refund is greater than what is left of the payment');
      await em.execute(`insert into local_refunds (idempotency_key, payment_id, amount_cents) values (?, ?, ?)`, [
        request.idempotencyKey,
        request.paymentId,
        request.amountCents,
      ]);
      return { refundId };
    });
  }

  /**
   * Charges the card of a paid session again (recorded in `local_charges`): the renewal test card
   * is declined, any other card that paid succeeds. A repeated key answers the first outcome.
   */
  async chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult> {
    return this.orm.em.fork().transactional(async (em) => {
      // Two calls under one key at once: the second waits here and then answers the first's outcome.
      await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`local-charge:${request.idempotencyKey}`]);
      const [earlier] = await em.execute<
        { id: string; session_id: string; amount_cents: string; status: string; failure: string | null }[]
      >(`select id, session_id, amount_cents, status, failure from local_charges where idempotency_key = ?`, [
        request.idempotencyKey,
      ]);
      if (earlier) {
        if (earlier.session_id !== request.sessionId || Number(earlier.amount_cents) !== request.amountCents)
          throw new AppError(409, 'payment_conflict', 'This charge was already made differently');
        return earlier.status === 'succeeded'
          ? { status: 'succeeded' as const, paymentId: earlier.id }
          : { status: 'failed' as const, reason: earlier.failure ?? 'The card was declined' };
      }
      const [session] = await em.execute<{ off_session: string }[]>(
        `select off_session from local_checkout_sessions where id = ? and status = 'paid'`,
        [request.sessionId],
      );
      const failure = !session
        ? 'No saved card: the checkout was never paid'
        : session.off_session === 'declines'
          ? 'The card was declined'
          : null;
      const id = `lch_${randomBytes(12).toString('hex')}`;
      await em.execute(
        `insert into local_charges (id, tenant_id, session_id, amount_cents, description, status, failure, idempotency_key)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          request.tenantId,
          request.sessionId,
          request.amountCents,
          request.description,
          failure ? 'failed' : 'succeeded',
          failure,
          request.idempotencyKey,
        ],
      );
      return failure ? { status: 'failed' as const, reason: failure } : { status: 'succeeded' as const, paymentId: id };
    });
  }

  /** No provider to onboard with: a local placeholder account that is ready at once. */
  async connectAccount(request: ConnectAccountRequest): Promise<ConnectedAccount> {
    return {
      accountId: request.existingAccountId ?? `acct_local_${request.performerId.replace(/-/g, '').slice(0, 16)}`,
      connected: true,
      onboardingUrl: null,
    };
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.fork().execute<T[]>(sql, params);
  }
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
