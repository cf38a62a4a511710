import crypto from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';

/** One request the Stripe SDK sent, as the server received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body, with Stripe's bracket notation (`a[b][0][c]`) turned back into objects. */
  form: Record<string, any>;
  rawBody: string;
  idempotencyKey: string | null;
  authorization: string | null;
}

interface StoredResponse {
  fingerprint: string;
  status: number;
  body: unknown;
}

interface Failure {
  method: string;
  path: string;
  status: number;
  error: { type: string; message: string; code?: string };
}

/**
 * A local stand-in for api.stripe.com, enough for what our gateway calls: Checkout Sessions,
 * transfers, refunds, Express accounts and account links. It answers with Stripe-shaped JSON,
 * replays a repeated Idempotency-Key like Stripe does (a different request under the same key
 * is an idempotency_error), and records every request so tests can check what the SDK sent.
 */
export class StripeRecorder {
  readonly requests: RecordedRequest[] = [];
  private readonly sessions = new Map<string, Record<string, any>>();
  private readonly accounts = new Map<string, Record<string, any>>();
  private readonly paymentIntents = new Map<
    string,
    { amount: number; refunded: number; customer?: string | null; paymentMethod?: string | null }
  >();
  /** Off-session charges (plan renewals) made with `POST /v1/payment_intents`, in order. */
  readonly offSessionCharges: Record<string, any>[] = [];
  private readonly idempotent = new Map<string, StoredResponse>();
  private readonly failures: Failure[] = [];
  private readonly signer = new Stripe('sk_test_signer');

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<StripeRecorder> {
    const handlers: { recorder?: StripeRecorder } = {};
    const server = http.createServer((req, res) => handlers.recorder!.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    handlers.recorder = new StripeRecorder(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    return handlers.recorder;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  posts(pathPrefix = '/v1/'): RecordedRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path.startsWith(pathPrefix));
  }

  session(id: string): Record<string, any> {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`the recorder has no session ${id}`);
    return session;
  }

  /** The buyer pays on Stripe's page: the session completes and gets a payment intent. */
  completeSession(id: string): Record<string, any> {
    const session = this.session(id);
    const intent = `pi_${token()}`;
    // A plan's checkout (customer_creation=always) leaves a customer with the card saved on it.
    const customer = session.customer_creation === 'always' ? `cus_${token().slice(0, 14)}` : null;
    const paymentMethod = `pm_${token().slice(0, 20)}`;
    this.paymentIntents.set(intent, { amount: session.amount_total, refunded: 0, customer, paymentMethod });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent, url: null, customer });
    return structuredClone(session);
  }

  /** What Stripe holds for an offer: paid on its completed sessions minus their refunds. */
  netCaptured(offerId: string): number {
    let net = 0;
    for (const session of this.sessions.values()) {
      if (session.metadata?.offer_id !== offerId || session.status !== 'complete') continue;
      const intent = this.paymentIntents.get(session.payment_intent);
      if (intent) net += intent.amount - intent.refunded;
    }
    return net;
  }

  expireSession(id: string): Record<string, any> {
    Object.assign(this.session(id), { status: 'expired', url: null });
    return structuredClone(this.session(id));
  }

  /** The performer finished Stripe's onboarding: payouts are enabled. */
  enablePayouts(accountId: string): Record<string, any> {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`the recorder has no account ${accountId}`);
    Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
    return structuredClone(account);
  }

  /** The next matching request fails with this Stripe error (recorded all the same). */
  failNext(method: string, path: string, status: number, error: Failure['error']): void {
    this.failures.push({ method, path, status, error });
  }

  /** A Stripe event around `object`, serialised as Stripe sends it. */
  event(type: string, object: Record<string, any>, id = `evt_${token()}`): string {
    return JSON.stringify(
      {
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
  }

  /** The `Stripe-Signature` header Stripe would send for this payload. */
  sign(payload: string, secret: string, at: Date = new Date()): string {
    return this.signer.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(at.getTime() / 1000),
    });
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const [path, search] = (req.url ?? '/').split('?') as [string, string | undefined];
      const method = req.method ?? 'GET';
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const form = parseForm(rawBody);
      this.requests.push({
        method,
        path,
        form,
        rawBody,
        idempotencyKey,
        authorization: (req.headers.authorization as string | undefined) ?? null,
      });
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token()}`, ...headers });
        res.end(JSON.stringify(body));
      };
      const failure = this.failures.findIndex((candidate) => candidate.method === method && candidate.path === path);
      if (failure >= 0) {
        const [{ status, error }] = this.failures.splice(failure, 1) as [Failure];
        reply(status, { error });
        return;
      }
      const stored = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
      const fingerprint = `${method} ${path} ${rawBody}`;
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          reply(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          });
          return;
        }
        reply(stored.status, stored.body, { 'idempotent-replayed': 'true' });
        return;
      }
      const [status, body] = this.route(method, path, method === 'GET' ? parseForm(search ?? '') : form);
      if (idempotencyKey && method === 'POST') this.idempotent.set(idempotencyKey, { fingerprint, status, body });
      reply(status, body);
    });
  }

  private route(method: string, path: string, form: Record<string, any>): [number, unknown] {
    const now = Math.floor(Date.now() / 1000);
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${token()}`;
      const amount = (form.line_items ?? []).reduce(
        (sum: number, item: any) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
        0,
      );
      const session = {
        id,
        object: 'checkout.session',
        amount_subtotal: amount,
        amount_total: amount,
        cancel_url: form.cancel_url ?? null,
        client_reference_id: form.client_reference_id ?? null,
        created: now,
        currency: form.line_items?.[0]?.price_data?.currency ?? 'usd',
        customer: null,
        customer_creation: form.customer_creation ?? null,
        expires_at: now + 24 * 3600,
        livemode: false,
        metadata: form.metadata ?? {},
        mode: form.mode,
        payment_intent: null,
        payment_method_types: ['card'],
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.success_url,
        url: `${this.url}/c/pay/${id}`,
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    if (method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      if (!session) return missing('checkout.session', match[1]!);
      if (session.status !== 'open')
        return invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, undefined, 400);
      Object.assign(session, { status: 'expired', url: null });
      return [200, session];
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      if (!session) return missing('checkout.session', match[1]!);
      const expand: string[] = form.expand ?? [];
      const intent = this.paymentIntents.get(session.payment_intent);
      if (!expand.includes('payment_intent') || !intent) return [200, session];
      return [
        200,
        {
          ...session,
          payment_intent: {
            id: session.payment_intent,
            object: 'payment_intent',
            amount: intent.amount,
            customer: intent.customer ?? null,
            payment_method: intent.paymentMethod ?? null,
            status: 'succeeded',
          },
        },
      ];
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const known = [...this.paymentIntents.values()].some(
        (intent) => intent.customer === form.customer && intent.paymentMethod === form.payment_method,
      );
      if (!known) return missing('payment_method', form.payment_method);
      const id = `pi_${token()}`;
      const amount = Number(form.amount);
      this.paymentIntents.set(id, { amount, refunded: 0, customer: form.customer, paymentMethod: form.payment_method });
      const intent = {
        id,
        object: 'payment_intent',
        amount,
        currency: form.currency,
        customer: form.customer,
        payment_method: form.payment_method,
        off_session: form.off_session,
        confirm: form.confirm,
        metadata: form.metadata ?? {},
        status: 'succeeded',
        created: now,
        livemode: false,
      };
      this.offSessionCharges.push(intent);
      return [200, intent];
    }
    if (method === 'POST' && path === '/v1/transfers') {
      if (!this.accounts.get(form.destination)?.payouts_enabled)
        return invalid(`No such destination: '${form.destination}'`, 'resource_missing', 400);
      return [
        200,
        {
          id: `tr_${token()}`,
          object: 'transfer',
          amount: Number(form.amount),
          currency: form.currency,
          created: now,
          destination: form.destination,
          livemode: false,
          metadata: form.metadata ?? {},
          reversed: false,
          transfer_group: form.transfer_group ?? null,
        },
      ];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.paymentIntents.get(form.payment_intent);
      if (!intent) return missing('payment_intent', form.payment_intent);
      const amount = form.amount === undefined ? intent.amount - intent.refunded : Number(form.amount);
      if (amount > intent.amount - intent.refunded)
        return invalid(`Refund amount ($${amount / 100}) is greater than unrefunded amount`, 'amount_too_large', 400);
      intent.refunded += amount;
      return [
        200,
        {
          id: `re_${token()}`,
          object: 'refund',
          amount,
          currency: 'usd',
          created: now,
          payment_intent: form.payment_intent,
          status: 'succeeded',
          metadata: form.metadata ?? {},
        },
      ];
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const id = `acct_${token().slice(0, 16)}`;
      const account = {
        id,
        object: 'account',
        type: form.type,
        country: form.country,
        email: form.email ?? null,
        capabilities: { transfers: 'inactive' },
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        metadata: form.metadata ?? {},
        created: now,
      };
      this.accounts.set(id, account);
      return [200, account];
    }
    if (method === 'GET' && (match = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
      const account = this.accounts.get(decodeURIComponent(match[1]!));
      return account ? [200, account] : missing('account', match[1]!);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!this.accounts.has(form.account)) return missing('account', form.account);
      return [
        200,
        {
          object: 'account_link',
          created: now,
          expires_at: now + 300,
          url: `${this.url}/setup/e/${form.account}/${token()}`,
        },
      ];
    }
    return invalid(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }
}

function token(): string {
  return crypto.randomBytes(12).toString('hex');
}

function missing(kind: string, id: string): [number, unknown] {
  return invalid(`No such ${kind}: '${id}'`, 'resource_missing', 404);
}

function invalid(message: string, code: string | undefined, status: number): [number, unknown] {
  return [status, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } }];
}

/** `a[b][0][c]=1&…` (how the SDK encodes params) back into nested objects and arrays. */
export function parseForm(body: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: any = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {};
      node = node[part];
    });
  }
  return root;
}
