import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlePaymentEvent } from '../../src/commands/offers/handlePaymentEvent';
import { reconcileAllPayments, sweepOffers } from '../../src/jobs/scheduler';
import type { LocalGateway } from '../../src/payments/localGateway';
import { startTestApp, type TestApp, type TestResponse } from '../support/harness';
import {
  ledgerTallyMismatches,
  bookedAmount,
  localProviderNet,
  moneyOf,
  payOnLocalPage,
  sessionOf,
} from '../support/money';
import { StripeRecorder } from '../support/stripeRecorder';

/**
 * "One booking, one charge" as a property: on one offer, any interleaving of checkout calls (with
 * varying return pages), payments on the provider, verify calls, webhooks (and their replays), the
 * clock passing the pay deadline with the expiry sweep, reconciliation and cancellation by either
 * side — some of them two at a time — never answers a 5xx, and leaves captured minus refunded equal
 * to what the booking keeps (its total, what the policy kept after a cancellation, or zero), the
 * ledger summing to zero in balanced journals, and at most one booked payment. Over real HTTP.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEBHOOK_SECRET = 'whsec_property_secret';
const RETURN_PAGES = [undefined, 'http://localhost/offers', 'http://localhost/me?tab=pay', 'http://localhost/x#y'];

type Action =
  | { kind: 'checkout'; page: number }
  | { kind: 'pay'; session: number }
  | { kind: 'verify'; session: number }
  | { kind: 'webhook'; session: number; replay: boolean }
  | { kind: 'expireSession'; session: number }
  | { kind: 'deadline' }
  | { kind: 'reconcile' }
  | { kind: 'cancel'; by: 'buyer' | 'performer' };

const single: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('checkout' as const), page: fc.nat(RETURN_PAGES.length - 1) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), session: fc.nat(3) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('verify' as const), session: fc.nat(3) }), weight: 3 },
  {
    arbitrary: fc.record({ kind: fc.constant('webhook' as const), session: fc.nat(3), replay: fc.boolean() }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('expireSession' as const), session: fc.nat(3) }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'deadline' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'reconcile' as const }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      by: fc.constantFrom('buyer' as const, 'performer' as const),
    }),
    weight: 1,
  },
);
/** A step is one action, or two at once (races: verify with webhook, checkout with checkout, ...). */
const steps = fc.array(
  fc.oneof({ arbitrary: single.map((a) => [a]), weight: 3 }, { arbitrary: fc.tuple(single, single), weight: 1 }),
  {
    minLength: 1,
    maxLength: 10,
  },
);

/** What differs between the gateways: paying, webhooks, expiring a session, and the provider's books. */
interface Provider {
  pay(paymentUrl: string): Promise<void>;
  webhook(sessionId: string, eventId: string): Promise<void>;
  expire(sessionId: string): Promise<void>;
  net(offerId: string): Promise<number>;
  /** The provider's own expiry of sessions left open at the end of a run (Stripe: after 24 hours). */
  expireLeftovers(offerId: string): Promise<void>;
  verifyPath: string;
}

interface World {
  app: TestApp;
  owner: pg.Client;
  buyer: string;
  performer: string;
  performerId: string;
  provider: Provider;
}

/** Each run's offer on its own day: a performer is never booked twice at one time (issue 15). */
let runDay = 0;

async function runSequence(world: World, sequence: Action[][]) {
  const { app, owner, buyer, performer } = world;
  const eventInDays = 200 + (runDay++ % 150);
  const eventDate = new Date(app.clock.now().getTime() + eventInDays * DAY).toISOString().slice(0, 10);
  const created = await app.request('POST', '/api/offers/create', {
    token: buyer,
    body: {
      performerId: world.performerId,
      eventName: 'Property night',
      eventDate,
      eventTime: '20:00',
      venueName: 'Hall',
      venueAddress: '1 Main St',
      venueCity: 'Austin',
      venueState: 'TX',
      offerAmount: 100_000,
    },
  });
  expect(created.status).toBe(201);
  const offerId = created.body.offerId as string;
  const accepted = await app.request('PUT', `/api/offers/${offerId}/respond`, {
    token: performer,
    body: { action: 'accept' },
  });
  expect(accepted.status).toBe(200);
  const urls: string[] = [accepted.body.paymentUrl];
  const pick = (index: number) => urls[index % urls.length]!;
  let events = 0;
  const eventIds = new Map<string, string>();
  const noServerError = (response: TestResponse) => expect(response.status, response.text).toBeLessThan(500);

  const run = async (action: Action): Promise<void> => {
    switch (action.kind) {
      case 'checkout': {
        const page = RETURN_PAGES[action.page];
        const response = await app.request('POST', `/api/offers/${offerId}/checkout`, {
          token: buyer,
          body: page ? { returnUrl: page } : {},
        });
        noServerError(response);
        if (response.status === 200 && !urls.includes(response.body.paymentUrl)) urls.push(response.body.paymentUrl);
        return;
      }
      case 'pay':
        return world.provider.pay(pick(action.session));
      case 'verify': {
        const response = await app.request(
          'GET',
          `/api/payments/${world.provider.verifyPath}?session_id=${sessionOf(pick(action.session))}`,
          { token: buyer },
        );
        noServerError(response);
        if (response.status === 409) expect(response.body.error.message.length).toBeGreaterThan(10);
        return;
      }
      case 'webhook': {
        const sessionId = sessionOf(pick(action.session));
        const replayOf = eventIds.get(sessionId);
        const id = action.replay && replayOf ? replayOf : `evt_prop_${offerId.slice(0, 8)}_${++events}`;
        eventIds.set(sessionId, id);
        return world.provider.webhook(sessionId, id);
      }
      case 'expireSession':
        return world.provider.expire(sessionOf(pick(action.session)));
      case 'deadline':
        // The clock moved before the step began (see below); the sweep runs alongside the step's other action.
        await sweepOffers({ orm: app.orm, payments: app.payments, clock: () => app.clock.now() });
        return;
      case 'reconcile':
        await reconcileAllPayments({ orm: app.orm, payments: app.payments, clock: () => app.clock.now() });
        return;
      case 'cancel': {
        const response = await app.request('PUT', `/api/offers/${offerId}/cancel`, {
          token: action.by === 'buyer' ? buyer : performer,
          body: {},
        });
        noServerError(response);
        return;
      }
    }
  };

  const checkLedger = async () => {
    const money = await moneyOf(owner, offerId);
    expect(money.unbalancedJournals).toBe(0);
    expect(money.ledgerSum).toBe(0);
    expect(money.paidPayments).toBeLessThanOrEqual(1);
    expect(money.captured - money.refunded).toBe(bookedAmount(money));
    expect(await ledgerTallyMismatches(owner)).toEqual([]);
    return money;
  };

  for (const step of sequence) {
    // Past the pay deadline first: a webhook signed before the clock jumped would look 73 hours old.
    for (const action of step) if (action.kind === 'deadline') app.clock.advance(73 * HOUR);
    await Promise.all(step.map(run));
    await checkLedger();
  }
  // Whatever was left unsettled, the reconciliation job settles: then the provider agrees too.
  await reconcileAllPayments({ orm: app.orm, payments: app.payments, clock: () => app.clock.now() });
  const money = await checkLedger();
  expect(await world.provider.net(offerId)).toBe(bookedAmount(money));
  const unsettledPaid = await owner.query(
    `select count(*)::int as n from payments where offer_id = $1 and status in ('open', 'superseded') and provider_payment_id is not null`,
    [offerId],
  );
  expect(unsettledPaid.rows[0].n).toBe(0);
  await world.provider.expireLeftovers(offerId);
}

async function signIn(app: TestApp) {
  const buyer = await app.signIn('buyer.basic@demo.test');
  const performer = await app.signIn('performer@demo.test');
  const performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId as string;
  return { buyer, performer, performerId };
}

describe('local gateway', () => {
  let world: World;
  beforeAll(async () => {
    const app = await startTestApp({ seed: { performersPerTenant: 2 } });
    const owner = new pg.Client({ connectionString: app.ownerUrl });
    await owner.connect();
    const local = app.payments.gateway as LocalGateway;
    const tenantId = (await owner.query(`select id from tenants where slug = 'flagship'`)).rows[0].id as string;
    world = {
      app,
      owner,
      ...(await signIn(app)),
      provider: {
        verifyPath: 'verify-local-payment',
        async pay(paymentUrl) {
          const response = await payOnLocalPage(app, paymentUrl);
          expect(response.status).toBe(302);
        },
        // The local gateway has no webhook endpoint: its event goes through the same handler in-process.
        async webhook(sessionId, id) {
          const checkout = await local.retrieveCheckout(sessionId);
          if (checkout.status === 'open') return;
          await handlePaymentEvent(
            app.orm,
            local,
            {
              id,
              type: checkout.status === 'paid' ? 'checkout.session.completed' : 'checkout.session.expired',
              tenantId,
              ...(checkout.status === 'paid'
                ? { kind: 'checkout_completed' as const, checkout }
                : { kind: 'checkout_expired' as const, checkout }),
            },
            app.clock.now(),
          );
        },
        async expire(sessionId) {
          await owner.query(`update local_checkout_sessions set status = 'expired' where id = $1 and status = 'open'`, [
            sessionId,
          ]);
        },
        net: (offerId) => localProviderNet(owner, offerId),
        async expireLeftovers(offerId) {
          await owner.query(
            `update local_checkout_sessions set status = 'expired' where offer_id = $1 and status = 'open'`,
            [offerId],
          );
        },
      },
    };
  });
  afterAll(async () => {
    await world?.owner.end();
    await world?.app.close();
  });

  it('any interleaving keeps one booking, one charge', async () => {
    await fc.assert(
      fc.asyncProperty(steps, (sequence) => runSequence(world, sequence)),
      { numRuns: 60, endOnFailure: true },
    );
  }, 240_000);
});

describe('stripe gateway (recording server)', () => {
  let world: World;
  let recorder: StripeRecorder;
  beforeAll(async () => {
    recorder = await StripeRecorder.start();
    const app = await startTestApp({
      seed: { performersPerTenant: 2 },
      env: {
        STRIPE_SECRET_KEY: 'sk_test_property',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: recorder.url,
      },
    });
    const owner = new pg.Client({ connectionString: app.ownerUrl });
    await owner.connect();
    const lastPayload = new Map<string, string>();
    const deliver = async (payload: string) => {
      const response = await app.request('POST', '/api/payments/webhooks/stripe', {
        host: 'hooks.payments.example',
        rawBody: payload,
        headers: { 'stripe-signature': recorder.sign(payload, WEBHOOK_SECRET, app.clock.now()) },
      });
      expect(response.status, response.text).toBe(200);
    };
    world = {
      app,
      owner,
      ...(await signIn(app)),
      provider: {
        verifyPath: 'verify-stripe-payment',
        async pay(paymentUrl) {
          const session = recorder.session(sessionOf(paymentUrl));
          if (session.status === 'open') recorder.completeSession(session.id);
        },
        async webhook(sessionId, id) {
          const session = recorder.session(sessionId);
          if (session.status === 'open') return;
          const type = session.status === 'complete' ? 'checkout.session.completed' : 'checkout.session.expired';
          // A replay is the same event, byte for byte.
          const payload = lastPayload.get(id) ?? recorder.event(type, structuredClone(session), id);
          lastPayload.set(id, payload);
          await deliver(payload);
        },
        async expire(sessionId) {
          if (recorder.session(sessionId).status === 'open') recorder.expireSession(sessionId);
        },
        net: async (offerId) => recorder.netCaptured(offerId),
        async expireLeftovers(offerId) {
          const rows = await owner.query(`select session_id from payments where offer_id = $1`, [offerId]);
          for (const { session_id: id } of rows.rows) {
            if (recorder.session(id).status === 'open') recorder.expireSession(id);
          }
        },
      },
    };
  });
  afterAll(async () => {
    await world?.owner.end();
    await world?.app.close();
    await recorder?.close();
  });

  it('any interleaving keeps one booking, one charge', async () => {
    await fc.assert(
      fc.asyncProperty(steps, (sequence) => runSequence(world, sequence)),
      { numRuns: 30, endOnFailure: true },
    );
  }, 240_000);
});
