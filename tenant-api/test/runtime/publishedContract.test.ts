import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../client';
import { CLIENT_TYPES_FILE, generateClientTypes } from '../../client/generate';
import { offerBody } from '../support/offers';
import { startShipped } from './processes';

/**
 * The contract as an integrator meets it: the document the server started as `pnpm start` starts
 * it publishes, the committed client generated from exactly that document, and a booking made
 * with that client against that server, paid on its checkout page.
 */
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  let port: number;
  ({ port, close } = await startShipped({
    name: 'contract',
    adminUrl: inject('adminUrl'),
    env: { SEED_PERFORMERS: '2' },
  }));
  base = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(() => close?.());

const client = (token?: string) =>
  createApiClient({ baseUrl: `${base}/api`, headers: token ? { Authorization: `Bearer ${token}` } : {} });

async function signIn(email: string): Promise<string> {
  const { data, response } = await client().POST('/auth/signin', { body: { email, password: 'demo-password' } });
  expect(response.status).toBe(200);
  return data!.token;
}

describe('the published contract of the shipped server', () => {
  it('is the document the committed client was generated from', async () => {
    const published = await (await fetch(`${base}/api/openapi.json`)).json();
    expect(await generateClientTypes(published)).toBe(fs.readFileSync(CLIENT_TYPES_FILE, 'utf8'));
  });

  it('has an interactive reference at /api/docs that loads nothing from elsewhere', async () => {
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/swagger/i);
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, 'served by the marketplace itself').not.toMatch(/^(https?:)?\/\//);
      expect((await fetch(new URL(source, `${base}/api/docs/`))).status, source).toBe(200);
    }
  });

  it('books, accepts, pays and verifies through the generated client', async () => {
    const [buyer, performer] = [await signIn('buyer.basic@demo.test'), await signIn('performer@demo.test')];
    const performerId = (await client(performer).GET('/auth/me')).data!.performerId!;
    const draft = offerBody(performerId, 'Published contract', 40);
    const key = { 'idempotency-key': `published-${Date.now()}` };
    const created = await client(buyer).POST('/offers/create', { body: draft, params: { header: key } });
    expect(created.response.status).toBe(201);
    const replay = await client(buyer).POST('/offers/create', { body: draft, params: { header: key } });
    expect(replay.data).toEqual(created.data);
    const id = created.data!.offerId;

    const accepted = await client(performer).PUT('/offers/{id}/respond', {
      params: { path: { id } },
      body: { action: 'accept' },
    });
    expect(accepted.data).toMatchObject({ status: 'ACCEPTED' });
    const checkout = await client(buyer).POST('/offers/{id}/checkout', { params: { path: { id } }, body: {} });
    const paymentUrl = new URL(checkout.data!.paymentUrl);
    expect(paymentUrl.pathname).toMatch(/^\/checkout\/lcs_/);

    const page = await fetch(paymentUrl);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const paid = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242424242424242' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const verified = await client(buyer).GET('/payments/verify-local-payment', {
      params: { query: { session_id: paymentUrl.pathname.split('/').pop()! } },
    });
    expect(verified.data).toMatchObject({ offerId: id, status: 'PAID' });
  });
});
