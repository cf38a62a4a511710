import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renewSubscriptions, type JobDeps } from '../../src/jobs/scheduler';
import { unusedCredit } from '../../src/domain/subscriptionBilling';
import { LOCAL_TEST_CARDS } from '../../src/payments/localGateway';
import { startTestApp, type TestApp } from '../support/harness';

const DAY = 86_400_000;
let app: TestApp;
let owner: pg.Client;
let deps: JobDeps;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 1 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  deps = { orm: app.orm, payments: app.payments, clock: () => app.clock.now() };
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});
afterEach(async () => {
  const unbalanced = await owner.query(
    `select journal_id from ledger_entries group by journal_id having sum(amount_cents) <> 0`,
  );
  expect(unbalanced.rows).toEqual([]);
});

let buyers = 0;
async function newBuyer(): Promise<{ token: string; id: string; email: string }> {
  const email = `billing.${Date.now()}.${++buyers}@example.test`;
  const signup = await app.request('POST', '/api/auth/signup', {
    body: { email, password: 'password123', firstName: 'Bill', lastName: 'Ing', role: 'BUYER' },
  });
  expect(signup.status, signup.text).toBe(201);
  return { token: signup.body.token, id: signup.body.user.id, email };
}

const pay = (paymentUrl: string, card: string = LOCAL_TEST_CARDS.succeeds) =>
  app.request('POST', paymentUrl, {
    rawBody: `cardNumber=${card}&expiry=12%2F30&cvc=123`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const sessionOf = (paymentUrl: string) => paymentUrl.split('/').pop()!;

async function change(token: string, tier: string, billingInterval = 'monthly') {
  return app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier, billingInterval } });
}

/** Buys a plan through the local checkout and confirms it, as the pricing page does. */
async function buy(token: string, tier: string, card?: string, billingInterval = 'monthly') {
  const upgrade = await change(token, tier, billingInterval);
  expect(upgrade.body.status).toBe('pending');
  await pay(upgrade.body.paymentUrl, card);
  const verified = await app.request(
    'GET',
    `/api/subscriptions/verify?session_id=${sessionOf(upgrade.body.paymentUrl)}`,
    {
      token,
    },
  );
  expect(verified.body).toEqual({ tier, status: 'active' });
  return upgrade.body;
}

const current = async (token: string) => (await app.request('GET', '/api/subscriptions/current', { token })).body;
const tierOf = async (token: string) => (await app.request('GET', '/api/auth/me', { token })).body.subscriptionTier;
/** Moves the app clock just past `iso`. */
const moveTo = (iso: string, extraMs = 60_000) =>
  app.clock.advance(Math.max(0, new Date(iso).getTime() - app.clock.now().getTime()) + extraMs);
const renewals = async (userId: string) =>
  (
    await owner.query(
      `select r.period_start, r.attempt, r.status, r.amount_cents::int as amount, r.tier
         from subscription_renewals r join subscriptions s on s.tenant_id = r.tenant_id and s.id = r.subscription_id
        where s.user_id = $1 order by r.period_start, r.attempt`,
      [userId],
    )
  ).rows;
const mail = async (email: string) =>
  (
    await owner.query(
      `select kind, subject, body from outbox_emails where to_address = $1 and kind like 'subscription%' order by created_at`,
      [email],
    )
  ).rows;

describe('plans billed by period', () => {
  it('a bought plan has a stored period; an upgrade credits the unused part and charges the difference', async () => {
    const buyer = await newBuyer();
    await buy(buyer.token, 'BASIC');
    const basic = await current(buyer.token);
    expect(basic).toMatchObject({ tier: 'BASIC', status: 'active', billingInterval: 'monthly', priceCents: 2000 });
    const days = (new Date(basic.currentPeriodEnd).getTime() - new Date(basic.currentPeriodStart).getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(basic.message).toMatch(/^Your Basic plan \(monthly\) renews on \d{1,2} [A-Z][a-z]+ \d{4} for \$20\.00\.$/);

    app.clock.advance(10 * DAY);
    const upgrade = await change(buyer.token, 'ELITE');
    expect(upgrade.body.status).toBe('pending');
    const [row] = (
      await owner.query(
        `select requested_at, amount_cents::int as amount, credit_cents::int as credit from subscription_changes
                          where user_id = $1 and to_tier = 'ELITE'`,
        [buyer.id],
      )
    ).rows;
    const credit = unusedCredit(
      2000,
      new Date(basic.currentPeriodStart),
      new Date(basic.currentPeriodEnd),
      row.requested_at,
    );
    expect(credit).toBeGreaterThan(0);
    expect(credit).toBeLessThan(2000);
    expect(upgrade.body).toMatchObject({ creditCents: credit, amountCents: 6000 - credit });
    expect(row).toMatchObject({ amount: 6000 - credit, credit });
    const page = await app.request('GET', upgrade.body.paymentUrl);
    expect(page.text).toContain(`$${((6000 - credit) / 100).toFixed(2)}`);
    await pay(upgrade.body.paymentUrl);
    await app.request('GET', `/api/subscriptions/verify?session_id=${sessionOf(upgrade.body.paymentUrl)}`, {
      token: buyer.token,
    });
    const elite = await current(buyer.token);
    expect(elite).toMatchObject({ tier: 'ELITE', status: 'active', priceCents: 6000 });
    // The new period starts when the upgrade was asked for.
    expect(elite.currentPeriodStart).toBe(new Date(row.requested_at).toISOString());
    expect(await tierOf(buyer.token)).toBe('ELITE');
  });

  it('renews at the period’s end exactly once, even when the job runs twice at once and again', async () => {
    const buyer = await newBuyer();
    await buy(buyer.token, 'BASIC');
    const before = await current(buyer.token);
    const revenue = async () =>
      (
        await owner.query(
          `select coalesce(sum(amount_cents), 0)::int as n from ledger_entries where account = 'subscription_revenue'`,
        )
      ).rows[0].n;
    const revenueBefore = await revenue();
    await renewSubscriptions(deps);
    expect(await renewals(buyer.id)).toEqual([]);
    moveTo(before.currentPeriodEnd);
    await Promise.all([renewSubscriptions(deps), renewSubscriptions(deps)]);
    await renewSubscriptions(deps);
    const rows = await renewals(buyer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempt: 0, status: 'paid', amount: 2000, tier: 'BASIC' });
    expect(new Date(rows[0].period_start).toISOString()).toBe(before.currentPeriodEnd);
    const charges = await owner.query(
      `select idempotency_key, status from local_charges where idempotency_key like $1`,
      [`subscription-renewal:%:${before.currentPeriodEnd}`],
    );
    expect(charges.rows.filter((charge) => charge.status === 'succeeded').length).toBeGreaterThanOrEqual(1);
    const after = await current(buyer.token);
    expect(after).toMatchObject({ status: 'active', tier: 'BASIC', currentPeriodStart: before.currentPeriodEnd });
    expect((await revenue()) - revenueBefore).toBeLessThanOrEqual(-2000);
    const receipts = (await mail(buyer.email)).filter((message) => message.kind === 'subscription_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].body).toContain('$20.00');
  });

  it('a declined renewal puts the plan in grace, retries after 1, 3 and 5 days, then ends it', async () => {
    const buyer = await newBuyer();
    await buy(buyer.token, 'ELITE', LOCAL_TEST_CARDS.renewalDeclines);
    const { currentPeriodEnd } = await current(buyer.token);
    const end = new Date(currentPeriodEnd).getTime();
    moveTo(currentPeriodEnd);
    await renewSubscriptions(deps);
    let state = await current(buyer.token);
    expect(state).toMatchObject({
      status: 'past_due',
      tier: 'ELITE',
      nextAttemptAt: new Date(end + DAY).toISOString(),
    });
    expect(state.message).toContain('The renewal of your Elite plan failed');
    expect(await tierOf(buyer.token)).toBe('ELITE');
    await renewSubscriptions(deps); // not due yet
    expect(await renewals(buyer.id)).toHaveLength(1);
    for (const [attempt, next] of [
      [1, 3],
      [2, 5],
    ] as const) {
      moveTo(new Date(end + [0, 1, 3][attempt]! * DAY).toISOString());
      await renewSubscriptions(deps);
      state = await current(buyer.token);
      expect(state).toMatchObject({ status: 'past_due', nextAttemptAt: new Date(end + next * DAY).toISOString() });
    }
    moveTo(new Date(end + 5 * DAY).toISOString());
    await renewSubscriptions(deps);
    expect(await current(buyer.token)).toMatchObject({ status: 'ended', tier: 'GUEST' });
    expect(await tierOf(buyer.token)).toBe('GUEST');
    const attempts = await renewals(buyer.id);
    expect(attempts.map((row) => [row.attempt, row.status])).toEqual([
      [0, 'failed'],
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    const keys = (
      await owner.query(`select idempotency_key from local_charges where idempotency_key like $1 order by created_at`, [
        `subscription-renewal:%:${currentPeriodEnd}%`,
      ])
    ).rows.map((row) => row.idempotency_key.split(':').slice(2).join(':'));
    expect(keys).toEqual([
      currentPeriodEnd,
      `${currentPeriodEnd}:retry-1`,
      `${currentPeriodEnd}:retry-2`,
      `${currentPeriodEnd}:retry-3`,
    ]);
    expect((await mail(buyer.email)).map((message) => message.kind)).toEqual([
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_ended',
    ]);
    await renewSubscriptions(deps);
    expect(await renewals(buyer.id)).toHaveLength(4);
  });

  it('a downgrade takes effect at the period’s end, and is charged then', async () => {
    const buyer = await newBuyer();
    await buy(buyer.token, 'ELITE');
    const { currentPeriodEnd } = await current(buyer.token);
    const down = await change(buyer.token, 'BASIC');
    expect(down.body).toMatchObject({ status: 'scheduled', paymentUrl: null, effectiveAt: currentPeriodEnd });
    expect(down.body.message).toMatch(
      /^You keep Elite until \d{1,2} [A-Z][a-z]+ \d{4}\. Then your plan changes to Basic \(monthly\) at \$20\.00\.$/,
    );
    expect(await tierOf(buyer.token)).toBe('ELITE');
    expect(await current(buyer.token)).toMatchObject({ scheduledTier: 'BASIC', canResume: true });
    moveTo(currentPeriodEnd);
    await renewSubscriptions(deps);
    expect(await tierOf(buyer.token)).toBe('BASIC');
    expect(await current(buyer.token)).toMatchObject({ tier: 'BASIC', priceCents: 2000, scheduledTier: null });
    expect((await renewals(buyer.id)).map((row) => [row.tier, row.amount, row.status])).toEqual([
      ['BASIC', 2000, 'paid'],
    ]);
  });

  it('cancelling keeps the plan until the period’s end; it can be undone until then', async () => {
    const buyer = await newBuyer();
    await buy(buyer.token, 'ELITE');
    const cancelled = await app.request('POST', '/api/subscriptions/cancel', { token: buyer.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelling', tier: 'ELITE', canResume: true });
    expect(cancelled.body.message).toMatch(
      /^You keep Elite until \d{1,2} [A-Z][a-z]+ \d{4}\. Then you move to the Guest plan\.$/,
    );
    const resumed = await app.request('POST', '/api/subscriptions/resume', { token: buyer.token });
    expect(resumed.body).toMatchObject({ status: 'active', canResume: false });
    expect((await app.request('POST', '/api/subscriptions/resume', { token: buyer.token })).status).toBe(409);
    expect((await change(buyer.token, 'ELITE')).status).toBe(409); // already on it, nothing set to end
    // Choosing the plan that is set to end keeps it, as Undo does; nothing is charged.
    await app.request('POST', '/api/subscriptions/cancel', { token: buyer.token });
    const kept = await change(buyer.token, 'ELITE');
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ status: 'active', paymentUrl: null, amountCents: 0 });
    expect(kept.body.message).toMatch(/^You keep the Elite plan: it renews on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    expect(await current(buyer.token)).toMatchObject({ status: 'active', canResume: false, scheduledTier: null });
    // Choosing the free plan is the same cancellation.
    const toGuest = await change(buyer.token, 'GUEST');
    expect(toGuest.body).toMatchObject({ status: 'scheduled', paymentUrl: null });
    expect(toGuest.body.message).toContain('You keep Elite until');
    expect(await tierOf(buyer.token)).toBe('ELITE');
    const { currentPeriodEnd } = await current(buyer.token);
    moveTo(currentPeriodEnd);
    await renewSubscriptions(deps);
    expect(await tierOf(buyer.token)).toBe('GUEST');
    expect(await current(buyer.token)).toMatchObject({ status: 'ended' });
    expect(await renewals(buyer.id)).toEqual([]);
    expect((await app.request('POST', '/api/subscriptions/resume', { token: buyer.token })).status).toBe(409);
    expect((await app.request('POST', '/api/subscriptions/cancel', { token: buyer.token })).status).toBe(409);
    expect((await mail(buyer.email)).map((message) => message.kind)).toEqual(['subscription_ended']);
  });

  it('a newer change closes the older plan checkout; a payment that lands on it anyway is refunded', async () => {
    const buyer = await newBuyer();
    const first = await change(buyer.token, 'ELITE');
    const second = await change(buyer.token, 'BASIC', 'yearly');
    expect(second.body).toMatchObject({ status: 'pending', amountCents: 18000 });
    const firstSession = sessionOf(first.body.paymentUrl);
    expect(
      (await owner.query(`select status from local_checkout_sessions where id = $1`, [firstSession])).rows[0].status,
    ).toBe('expired');
    // The closed checkout takes no payment: the card form leaves it expired, and verifying it is a 409.
    await pay(first.body.paymentUrl);
    expect(
      (await owner.query(`select status from local_checkout_sessions where id = $1`, [firstSession])).rows[0].status,
    ).toBe('expired');
    const unpaid = await app.request('GET', `/api/subscriptions/verify?session_id=${firstSession}`, {
      token: buyer.token,
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.code).toBe('payment_not_completed');
    // The provider took the money just before it closed the session: the verify call refunds it.
    await owner.query(
      `update local_checkout_sessions set status = 'paid', payment_id = 'lpi_late_' || id where id = $1`,
      [firstSession],
    );
    const verified = await app.request('GET', `/api/subscriptions/verify?session_id=${firstSession}`, {
      token: buyer.token,
    });
    expect(verified.status).toBe(409);
    expect(verified.body.error).toEqual({
      code: 'payment_refunded',
      message:
        'This plan checkout was replaced by a newer plan change, so your payment of $60.00 was refunded in full. Your plan did not change from it.',
    });
    expect(await tierOf(buyer.token)).toBe('GUEST');
    const refunds = await owner.query(
      `select amount_cents::int as amount from local_refunds where idempotency_key = $1`,
      [`refund-unbooked:${firstSession}`],
    );
    expect(refunds.rows).toEqual([{ amount: 6000 }]);
    expect(
      (await app.request('GET', `/api/subscriptions/verify?session_id=${firstSession}`, { token: buyer.token })).status,
    ).toBe(409);
    expect(
      (
        await owner.query(`select count(*)::int as n from local_refunds where idempotency_key = $1`, [
          `refund-unbooked:${firstSession}`,
        ])
      ).rows[0].n,
    ).toBe(1);
    // The newer checkout still pays.
    await pay(second.body.paymentUrl);
    const ok = await app.request('GET', `/api/subscriptions/verify?session_id=${sessionOf(second.body.paymentUrl)}`, {
      token: buyer.token,
    });
    expect(ok.body).toEqual({ tier: 'BASIC', status: 'active' });
    expect(await current(buyer.token)).toMatchObject({ tier: 'BASIC', billingInterval: 'yearly', priceCents: 18000 });
  });
});
