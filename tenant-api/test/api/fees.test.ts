import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TiersResponse } from '../../src/contract';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 } });
});
afterAll(() => app?.close());

const tierFee = async (tier: string, host?: string) => {
  const tiers = TiersResponse.parse((await app.request('GET', '/api/tiers', { host })).body);
  return tiers.buyerTiers.find((candidate) => candidate.tier === tier)!.serviceFeeBps;
};

describe('GET /api/tiers', () => {
  it('serves the flagship pricing table in order, with performer tiers and processing fee', async () => {
    const tiers = TiersResponse.parse((await app.request('GET', '/api/tiers')).body);
    expect(
      tiers.buyerTiers.map((tier) => [
        tier.tier,
        tier.monthlyPrice,
        tier.yearlyPrice,
        tier.serviceFeeRate,
        tier.adminApprovalRequired,
      ]),
    ).toEqual([
      ['GUEST', 0, null, 18, true],
      ['BASIC', 2000, 18000, 15, false],
      ['ELITE', 6000, 60000, 10, false],
      ['ENTERPRISE', 15000, 150000, 5, false],
    ]);
    expect(tiers.performerTiers.map((tier) => [tier.tier, tier.commissionRate])).toEqual([
      ['basic', 8.5],
      ['elite', 5],
    ]);
    expect(tiers.paymentProcessing).toEqual({ rateBps: 290, rate: 2.9, fixedCents: 30 });
  });

  it('serves demo-agency its own prices', async () => {
    const tiers = TiersResponse.parse((await app.request('GET', '/api/tiers', { host: AGENCY_HOST })).body);
    expect(tiers.buyerTiers.map((tier) => tier.monthlyPrice)).toEqual([0, 4900, 19900, 39900]);
    expect(tiers.buyerTiers[0]!.serviceFeeRate).toBe(20);
  });
});

describe('GET /api/fees/calculate', () => {
  it('prices anonymous callers as the tenant’s GUEST tier', async () => {
    for (const host of [undefined, AGENCY_HOST]) {
      const response = await app.request('GET', '/api/fees/calculate?offerAmount=100000', { host });
      const bps = await tierFee('GUEST', host);
      expect(response.body).toMatchObject({
        tier: 'GUEST',
        subtotal: 100_000,
        serviceFeeBps: bps,
        platformFee: bps * 10,
        totalAmount: 100_000 + bps * 10,
      });
    }
  });

  it('uses the signed-in buyer’s tier, or the tier asked for', async () => {
    const token = await app.signIn('buyer.basic@demo.test');
    const own = await app.request('GET', '/api/fees/calculate?offerAmount=50000', { token });
    expect(own.body).toMatchObject({ tier: 'BASIC', serviceFeeRate: 15, platformFee: 7_500, totalAmount: 57_500 });
    const elite = await app.request('GET', '/api/fees/calculate?offerAmount=50000&tier=ELITE', { token });
    expect(elite.body).toMatchObject({ tier: 'ELITE', platformFee: 5_000 });
  });

  it('bills every night of a multi-night booking, and one night otherwise', async () => {
    const multi = await app.request(
      'GET',
      '/api/fees/calculate?offerAmount=40000&isMultiNight=true&numberOfNights=3&tier=BASIC',
    );
    expect(multi.body).toMatchObject({
      numberOfNights: 3,
      subtotal: 120_000,
      platformFee: 18_000,
      totalAmount: 138_000,
    });
    const single = await app.request(
      'GET',
      '/api/fees/calculate?offerAmount=40000&isMultiNight=false&numberOfNights=3&tier=BASIC',
    );
    expect(single.body).toMatchObject({ numberOfNights: 1, subtotal: 40_000 });
  });

  it('rounds half up to the cent', async () => {
    expect((await app.request('GET', '/api/fees/calculate?offerAmount=10001&tier=BASIC')).body.platformFee).toBe(1_500);
    expect((await app.request('GET', '/api/fees/calculate?offerAmount=10010&tier=BASIC')).body.platformFee).toBe(1_502);
  });

  it.each([
    ['', 'offerAmount'],
    ['offerAmount=-5', 'offerAmount'],
    ['offerAmount=100.5', 'offerAmount'],
    ['offerAmount=99999999999999', 'offerAmount'],
    ['offerAmount=100&numberOfNights=8', 'numberOfNights'],
    ['offerAmount=100&venueType=BOGUS', 'venueType'],
    ['offerAmount=100&isMultiNight=1', 'isMultiNight'],
    ['offerAmount=100&tier=PLATINUM', 'tier'],
    ['offerAmount=100&extra=1', 'extra'],
  ])('rejects "%s" naming %s', async (query, field) => {
    const response = await app.request('GET', `/api/fees/calculate?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
  });
});
