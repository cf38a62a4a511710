import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '../../src/commands/contact/sendContactMessage';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let nextIp = 1;
/** Each test speaks from its own address, so the per-IP limit of one test does not touch another. */
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${nextIp++}` });

const valid = {
  name: 'Dana Planner',
  email: 'Dana@Example.test',
  type: 'booking',
  subject: 'Corporate gala in March',
  message: 'We are looking for a clean comedian for 300 guests on March 14.',
};

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 1 }, env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error' } });
});
afterAll(() => app?.close());

/** Rows as the owner sees them, bypassing row-level security. */
async function storedMessages(where: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: app.ownerUrl });
  await client.connect();
  try {
    const result = await client.query(
      `select m.*, t.slug from contact_messages m join tenants t on t.id = m.tenant_id where ${where}`,
      params,
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

describe('POST /api/contact', () => {
  it('stores a valid message and acknowledges it', async () => {
    const response = await app.request('POST', '/api/contact', { body: valid, headers: freshIp() });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'received', message: "We'll get back to you within 24 hours." });
    const [row] = await storedMessages('m.id = $1', [response.body.id]);
    expect(row).toMatchObject({
      slug: 'flagship',
      type: 'booking',
      name: 'Dana Planner',
      email: 'dana@example.test',
      subject: 'Corporate gala in March',
      user_id: null,
      status: 'new',
    });
  });

  it('links a signed-in sender to their account', async () => {
    const token = await app.signIn('buyer.basic@demo.test');
    const response = await app.request('POST', '/api/contact', { body: valid, token, headers: freshIp() });
    expect(response.status).toBe(201);
    const [row] = await storedMessages('m.id = $1', [response.body.id]);
    expect(row.user_id).toEqual(expect.any(String));
  });

  it.each([
    ['name', { name: 'D' }, 'Name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['type', { type: 'sales' }, 'Choose an inquiry type'],
    ['subject', { subject: 'Hey' }, 'Subject must be at least 5 characters'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['name', { name: undefined }, 'Name must be at least 2 characters'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('rejects an invalid %s with a 400 naming it', async (field, change, message) => {
    const response = await app.request('POST', '/api/contact', { body: { ...valid, ...change }, headers: freshIp() });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_error');
    expect(response.body.error.fields).toEqual({ [field]: message });
  });

  it('names every invalid field at once, and unknown fields too', async () => {
    const response = await app.request('POST', '/api/contact', {
      body: { name: '', email: '', type: 'general', subject: '', message: '', admin: true },
      headers: freshIp(),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['admin', 'email', 'message', 'name', 'subject']);
  });

  it('asks agencies for their company on a white-label enquiry, and stores it', async () => {
    const headers = freshIp();
    const enquiry = { ...valid, type: 'white-label', subject: 'White-label for our agency' };
    const missing = await app.request('POST', '/api/contact', { body: enquiry, headers });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ company: 'Company is required' });
    const ok = await app.request('POST', '/api/contact', {
      body: { ...enquiry, company: 'Punchline Partners', website: 'https://punchline.example' },
      headers,
    });
    expect(ok.status).toBe(201);
    const [row] = await storedMessages('m.id = $1', [ok.body.id]);
    expect(row).toMatchObject({ type: 'white-label', company: 'Punchline Partners' });
  });

  it(`limits each address to ${CONTACT_LIMIT.maxPerIp} messages, then answers 429 with Retry-After`, async () => {
    const headers = freshIp();
    for (let sent = 0; sent < CONTACT_LIMIT.maxPerIp; sent++) {
      expect((await app.request('POST', '/api/contact', { body: valid, headers })).status).toBe(201);
    }
    const limited = await app.request('POST', '/api/contact', { body: valid, headers });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(limited.body.error.message).toMatch(/^Too many messages/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_LIMIT.windowSeconds);
    // Another address is not affected.
    expect((await app.request('POST', '/api/contact', { body: valid, headers: freshIp() })).status).toBe(201);
  });

  it('stores a message in the tenant it was sent to, and only there', async () => {
    const subject = `Agency question ${Date.now()}`;
    const response = await app.request('POST', '/api/contact', {
      host: AGENCY_HOST,
      body: { ...valid, subject },
      headers: freshIp(),
    });
    expect(response.status).toBe(201);
    const rows = await storedMessages('m.subject = $1', [subject]);
    expect(rows.map((row) => row.slug)).toEqual(['demo-agency']);

    // The app role sees the row only inside the agency's tenant (row-level security).
    const client = new pg.Client({ connectionString: app.appUrl });
    await client.connect();
    try {
      const count = async (tenantId: string) => {
        await client.query('begin');
        await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
        const result = await client.query('select count(*)::int as n from contact_messages where subject = $1', [
          subject,
        ]);
        await client.query('commit');
        return result.rows[0].n as number;
      };
      const tenants = await storedTenants();
      expect(await count(tenants['demo-agency']!)).toBe(1);
      expect(await count(tenants.flagship!)).toBe(0);
    } finally {
      await client.end();
    }
  });
});

async function storedTenants(): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: app.ownerUrl });
  await client.connect();
  try {
    const result = await client.query<{ slug: string; id: string }>('select slug, id from tenants');
    return Object.fromEntries(result.rows.map((row) => [row.slug, row.id]));
  } finally {
    await client.end();
  }
}
