import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let guest: string;
let basic: string;
let performer: string;
let admin: string;
let performerId: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const draft = (overrides: Record<string, unknown> = {}) => ({
  performerId,
  eventName: 'Friday Late Show',
  eventDate: inDays(40),
  eventTime: '20:30',
  eventType: 'COMEDY_SHOW',
  audienceSize: 150,
  contentRating: 'CLEAN',
  venueName: 'The Laugh Loft',
  venueAddress: '12 Main St',
  venueCity: 'Austin',
  venueState: 'TX',
  venuePhone: '+1 512 555 0199',
  venueEmail: 'boss@laughloft.example',
  venueType: 'COMEDY_CLUB',
  performanceLength: 60,
  offerAmount: 100_000,
  specialRequests: 'Call me on 512-555-0188 or mail jo@laughloft.example',
  isMultiNight: false,
  numberOfNights: 1,
  ...overrides,
});

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 5 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  const tokens = await Promise.all(
    ['buyer.guest@demo.test', 'buyer.basic@demo.test', 'performer@demo.test', 'admin@demo.test'].map((email) =>
      app.signIn(email),
    ),
  );
  [guest, basic, performer, admin] = tokens as [string, string, string, string];
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

async function ledger(offerId: string) {
  const rows = await owner.query(
    'select account, sum(amount_cents)::int as balance from ledger_entries where offer_id = $1 group by account',
    [offerId],
  );
  return Object.fromEntries(rows.rows.map((row) => [row.account, row.balance]));
}

async function payOnLocalCheckout(paymentUrl: string, card = '4242 4242 4242 4242') {
  const response = await app.request('POST', paymentUrl, {
    rawBody: new URLSearchParams({ cardNumber: card, expiry: '12/30', cvc: '123' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return response;
}

describe('POST /api/offers/create validation (SPEC 5)', () => {
  it.each([
    [{ eventName: '' }, 'eventName', 'Please fill in all event details.'],
    [{ eventTime: '25:00' }, 'eventTime', 'Please fill in all event details.'],
    [{ eventDate: inDays(-2) }, 'eventDate', 'Event date must be in the future.'], // past on every US clock
    [{ venueCity: ' ' }, 'venueCity', 'Please fill in all venue details.'],
    [{ offerAmount: 9_999 }, 'offerAmount', 'Minimum offer amount is $100.'],
    [{ performanceLength: 241 }, 'performanceLength', 'Performance length must be 15 to 240 minutes'],
    [{ isMultiNight: true, numberOfNights: 1 }, 'numberOfNights', 'Multi-night bookings are 2 to 7 nights'],
    [{ numberOfNights: 8 }, 'numberOfNights', 'Multi-night bookings are 2 to 7 nights'],
    [{ audienceSize: 0 }, 'audienceSize', 'Audience size must be at least 1'],
    [{ venueState: 'ZZ' }, 'venueState', undefined],
    [{ surprise: 1 }, 'surprise', "Unknown field 'surprise'"],
  ])('rejects %o naming %s', async (overrides, field, message) => {
    const response = await app.request('POST', '/api/offers/create', { token: basic, body: draft(overrides) });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
    if (message) expect(response.body.error.fields[field]).toBe(message);
  });

  it('is for signed-in buyers only', async () => {
    expect((await app.request('POST', '/api/offers/create', { body: draft() })).status).toBe(401);
    expect((await app.request('POST', '/api/offers/create', { token: performer, body: draft() })).status).toBe(403);
  });

  it('refuses an unknown performer or another tenant’s performer with 404', async () => {
    const foreign = (
      await owner.query(
        `select p.id from performers p join tenants t on t.id = p.tenant_id where t.slug = 'demo-agency' limit 1`,
      )
    ).rows[0].id;
    expect(
      (await app.request('POST', '/api/offers/create', { token: basic, body: draft({ performerId: foreign }) })).status,
    ).toBe(404);
  });
});

describe('the booking journey: guest offer, approval, counter, payment', () => {
  let offerId: string;
  let paymentUrl: string;

  it('a guest buyer’s offer waits for the admin and the performer does not see it', async () => {
    const created = await app.request('POST', '/api/offers/create', { token: guest, body: draft() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ requiresApproval: true, status: 'PENDING_ADMIN_APPROVAL' });
    offerId = created.body.offerId;
    const incoming = await app.request('GET', '/api/offers/my-offers', { token: performer });
    expect(incoming.body.userRole).toBe('performer');
    expect(incoming.body.offers.map((offer: { id: string }) => offer.id)).not.toContain(offerId);
    expect((await app.request('GET', `/api/offers/${offerId}`, { token: performer })).status).toBe(404);
  });

  it('the buyer sees it pending with the guest fee frozen on it', async () => {
    const mine = await app.request('GET', '/api/offers/my-offers?status=pending', { token: guest });
    const offer = mine.body.offers.find((candidate: { id: string }) => candidate.id === offerId);
    expect(offer).toMatchObject({
      status: 'PENDING_ADMIN_APPROVAL',
      offerAmount: 100_000,
      serviceFeeRate: 18,
      platformFee: 18_000,
      totalAmount: 118_000,
    });
    expect(mine.body.counts.pending).toBeGreaterThanOrEqual(1);
  });

  it('the admin approves it and the performer now sees it with the right buttons', async () => {
    const queue = await app.request('GET', '/api/admin/offers/pending', { token: admin });
    expect(queue.body.offers.map((offer: { id: string }) => offer.id)).toContain(offerId);
    expect((await app.request('GET', '/api/admin/offers/pending', { token: basic })).status).toBe(403);
    const approved = await app.request('PUT', `/api/admin/offers/${offerId}/approve`, { token: admin, body: {} });
    expect(approved.body.status).toBe('PENDING');
    const seen = await app.request('GET', `/api/offers/${offerId}`, { token: performer });
    expect(seen.status).toBe(200);
    expect(seen.body.validation).toEqual({ canAccept: true, canCounterOffer: true, canReject: true });
    expect(seen.body.expirationStatus).toMatchObject({ isExpired: false, hoursLeft: 47, urgencyLevel: 'low' });
  });

  it('hides contact details from both sides until payment, and scrubs free text', async () => {
    const asPerformer = (await app.request('GET', `/api/offers/${offerId}`, { token: performer })).body;
    expect(asPerformer._contactRedaction.isRedacted).toBe(true);
    expect(asPerformer.buyer.user.email).toBeNull();
    expect(asPerformer.buyer.user.phone).toBeNull();
    expect(asPerformer.venuePhone).toBeNull();
    expect(asPerformer.specialRequests).not.toMatch(/555|@/);
    const asBuyer = (await app.request('GET', `/api/offers/${offerId}`, { token: guest })).body;
    expect(asBuyer.performer.user.email).toBeNull();
    expect(asBuyer._contactRedaction.message).toBe('Contact details are released once your payment is held in escrow.');
  });

  it('the performer counters once; a second counter is refused', async () => {
    const bad = await app.request('PUT', `/api/offers/${offerId}/counter`, {
      token: performer,
      body: { counterAmount: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.counterAmount).toBe('Please enter a valid counter-offer amount.');
    const countered = await app.request('PUT', `/api/offers/${offerId}/counter`, {
      token: performer,
      body: { counterAmount: 120_000, notes: 'Travel costs' },
    });
    expect(countered.status).toBe(200);
    expect(countered.body.status).toBe('COUNTER_OFFER');
    const again = await app.request('PUT', `/api/offers/${offerId}/counter`, {
      token: performer,
      body: { counterAmount: 130_000 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Maximum counter-offers reached');
  });

  it('only the buyer answers the counter; accepting re-prices and answers a payment link', async () => {
    expect(
      (
        await app.request('PUT', `/api/offers/${offerId}/counter-response`, {
          token: performer,
          body: { action: 'accept' },
        })
      ).status,
    ).toBe(403);
    const accepted = await app.request('PUT', `/api/offers/${offerId}/counter-response`, {
      token: guest,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('ACCEPTED');
    paymentUrl = accepted.body.paymentUrl;
    // Absolute, on the site's own origin and path (not /api): a widget on an agency's page follows it too.
    expect(paymentUrl).toMatch(new RegExp(`^http://localhost/checkout/lcs_[0-9a-f]{24}$`));
    const offer = (await app.request('GET', `/api/offers/${offerId}`, { token: guest })).body;
    expect(offer).toMatchObject({ offerAmount: 120_000, platformFee: 21_600, totalAmount: 141_600 });
  });

  it('the local checkout page refuses a declining card and takes the test card', async () => {
    const page = await app.request('GET', paymentUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('$1,416.00');
    const declined = await payOnLocalCheckout(paymentUrl, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined');
    const paid = await payOnLocalCheckout(paymentUrl);
    expect(paid.status).toBe(302);
    expect(paid.headers.location).toMatch(
      new RegExp(`^http://localhost/payment/success\\?session_id=lcs_[0-9a-f]{24}$`),
    );
  });

  it('verification books the payment once, shows the performer’s contact, and the ledger balances', async () => {
    const sessionId = paymentUrl.split('/').pop()!;
    const verified = await app.request('GET', `/api/payments/verify-local-payment?session_id=${sessionId}`, {
      token: guest,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      status: 'PAID',
      totalPaidAmount: 141_600,
      performer: { user: { email: 'performer@demo.test' } },
    });
    const again = await app.request('GET', `/api/payments/verify-local-payment?session_id=${sessionId}`, {
      token: guest,
    });
    expect(again.status).toBe(200);
    expect(await ledger(offerId)).toEqual({ cash: 141_600, escrow: -120_000, platform_fees: -21_600 });
    const other = await app.request('GET', `/api/payments/verify-local-payment?session_id=${sessionId}`, {
      token: basic,
    });
    expect(other.status).toBe(404);
    const history = (await app.request('GET', `/api/offers/${offerId}`, { token: guest })).body.history;
    expect(history.map((event: { transition: string }) => event.transition)).toEqual([
      'create',
      'approve',
      'counter',
      'acceptCounter',
      'pay',
    ]);
  });

  it('after payment the buyer sees the performer’s contact; the performer waits for the release Monday', async () => {
    const asBuyer = (await app.request('GET', `/api/offers/${offerId}`, { token: guest })).body;
    expect(asBuyer.performer.user.email).toBe('performer@demo.test');
    const asPerformer = (await app.request('GET', `/api/offers/${offerId}`, { token: performer })).body;
    expect(asPerformer._contactRedaction.isRedacted).toBe(true);
    expect(asPerformer._contactRedaction.message).toMatch(
      /will be released on Mon, [A-Z][a-z]{2} \d+, \d{4}, 12:00 AM [A-Z]{3}\.$/,
    );
  });

  it('a paid booking cancelled by the buyer 40 days out refunds everything but processing fees', async () => {
    const quote = await app.request('GET', `/api/offers/${offerId}/cancellation`, { token: guest });
    expect(quote.body).toMatchObject({ band: 'full' });
    const cancelled = await app.request('PUT', `/api/offers/${offerId}/cancel`, {
      token: guest,
      body: { reason: 'Venue closed' },
    });
    expect(cancelled.body.status).toBe('CANCELLED');
    const refund = cancelled.body.refund.refund;
    expect(refund).toBe(quote.body.refund);
    const balances = await ledger(offerId);
    expect(balances.cash).toBe(141_600 - refund);
    expect(Object.values(balances).reduce((a: number, b) => a + (b as number), 0)).toBe(0);
  });
});

describe('races, idempotency and strangers', () => {
  it('the same create request with one Idempotency-Key makes one offer', async () => {
    const headers = { 'idempotency-key': `create-${Date.now()}` };
    const [first, second] = await Promise.all([
      app.request('POST', '/api/offers/create', { token: basic, body: draft(), headers }),
      app.request('POST', '/api/offers/create', { token: basic, body: draft(), headers }),
    ]);
    const ok = [first, second].filter((response) => response.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(ok.map((response) => response.body.offerId));
    expect(ids.size).toBe(1);
    const stored = await owner.query(
      `select response_status, response_body->>'offerId' as offer_id from idempotency_keys where key = $1`,
      [headers['idempotency-key']],
    );
    expect(stored.rows).toHaveLength(1);
    const count = await owner.query('select count(*)::int as n from offers where id = $1', [stored.rows[0].offer_id]);
    expect(count.rows[0].n).toBe(1);
  });

  it('of 20 concurrent accept / decline / counter calls exactly one wins', async () => {
    const created = await app.request('POST', '/api/offers/create', { token: basic, body: draft() });
    const id = created.body.offerId;
    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 3 === 0
        ? app.request('PUT', `/api/offers/${id}/respond`, { token: performer, body: { action: 'accept' } })
        : index % 3 === 1
          ? app.request('PUT', `/api/offers/${id}/respond`, { token: performer, body: { action: 'decline' } })
          : app.request('PUT', `/api/offers/${id}/counter`, { token: performer, body: { counterAmount: 150_000 } }),
    );
    const responses = await Promise.all(calls);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    const losers = responses.filter((response) => response.status !== 200);
    expect(losers.every((response) => response.status === 409)).toBe(true);
    expect(losers[0]!.body.error.message).toMatch(
      /This offer is (ACCEPTED|REJECTED|COUNTER_OFFER)|Maximum counter-offers reached/,
    );
    const events = await owner.query(
      `select count(*)::int as n from offer_events where offer_id = $1 and transition <> 'create'`,
      [id],
    );
    expect(events.rows[0].n).toBe(1);
  });

  it('a performer declines and the buyer sees Declined in the declined tab', async () => {
    const created = await app.request('POST', '/api/offers/create', {
      token: basic,
      body: draft({ eventName: 'Decline me' }),
    });
    const declined = await app.request('PUT', `/api/offers/${created.body.offerId}/respond`, {
      token: performer,
      body: { action: 'decline', notes: 'Booked that night' },
    });
    expect(declined.body).toMatchObject({ action: 'decline', paymentUrl: null, status: 'REJECTED' });
    const tab = await app.request('GET', '/api/offers/my-offers?status=declined', { token: basic });
    expect(tab.body.offers.map((offer: { id: string }) => offer.id)).toContain(created.body.offerId);
    const again = await app.request('PUT', `/api/offers/${created.body.offerId}/respond`, {
      token: performer,
      body: { action: 'accept' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('REJECTED');
  });

  it('another user or another tenant gets 404 for an offer', async () => {
    const created = await app.request('POST', '/api/offers/create', { token: basic, body: draft() });
    const id = created.body.offerId;
    const elite = await app.signIn('buyer.elite@demo.test');
    expect((await app.request('GET', `/api/offers/${id}`, { token: elite })).status).toBe(404);
    expect(
      (await app.request('PUT', `/api/offers/${id}/respond`, { token: elite, body: { action: 'decline' } })).status,
    ).toBe(404);
    const agency = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
    expect((await app.request('GET', `/api/offers/${id}`, { token: agency, host: AGENCY_HOST })).status).toBe(404);
    expect(
      (await app.request('PUT', `/api/admin/offers/${id}/approve`, { token: agency, host: AGENCY_HOST, body: {} }))
        .status,
    ).toBe(404);
    expect((await app.request('GET', '/api/offers/not-a-uuid', { token: basic })).status).toBe(400);
  });
});
