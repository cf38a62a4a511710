import pg from 'pg';
import type PgBoss from 'pg-boss';
import { getThemePack } from 'theme-packs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverOutbox, type MailSettings } from '../../src/jobs/deliverOutbox';
import { startJobs } from '../../src/jobs/scheduler';
import { smtpTransport, type MailTransport } from '../../src/notifications/mailTransport';
import { LocalGateway } from '../../src/payments/localGateway';
import { paymentsWith } from '../../src/payments/registry';
import { startSmtpServer, SMTP_USER, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/harness';
import { offerBody } from '../support/offers';

const FROM = 'Headliner <no-reply@headliner.test>';
let app: TestApp;
let owner: pg.Client;
let smtp: TestSmtpServer;
let buyer: string;
let performerId: string;
let flagship: { name: string; primary: string };
const transports: MailTransport[] = [];

function mailSettings(overrides: Partial<MailSettings> = {}): MailSettings {
  const transport = smtpTransport(smtp.url);
  transports.push(transport);
  return { transport, from: FROM, devMailbox: false, maxAttempts: 3, retryBaseMs: 60_000, ...overrides };
}
const deliver = (mail: MailSettings = mailSettings()) =>
  deliverOutbox({ orm: app.orm, clock: () => app.clock.now(), mail });

/** An offer from a Basic buyer: the performer is notified (offer_received), so one e-mail is queued. */
async function offerMade(): Promise<{ offerId: string; outboxId: string }> {
  const response = await app.request('POST', '/api/offers/create', {
    token: buyer,
    body: offerBody(performerId, 'Mail test', 30),
  });
  expect(response.status).toBe(201);
  const offerId = response.body.offerId as string;
  const rows = await owner.query(`select id from outbox_emails where offer_id = $1`, [offerId]);
  expect(rows.rows).toHaveLength(1);
  return { offerId, outboxId: rows.rows[0].id };
}

const outboxRow = async (id: string) => (await owner.query(`select * from outbox_emails where id = $1`, [id])).rows[0];
const arrivals = (outboxId: string) => smtp.received.filter((mail) => mail.outboxId === outboxId);

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 }, env: { DEV_MAILBOX: 'true' } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  smtp = await startSmtpServer();
  buyer = await app.signIn('buyer.basic@demo.test');
  const performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  const tenant = (await owner.query(`select name, theme_pack from tenants where slug = 'flagship'`)).rows[0];
  flagship = { name: tenant.name, primary: getThemePack(tenant.theme_pack).colors.primary };
  // What the seed queued is not what these tests look at.
  await owner.query(`update outbox_emails set status = 'sent', sent_at = now()`);
});
beforeEach(() => {
  smtp.behaviour = () => null;
  smtp.delayMs = 0;
});
afterAll(async () => {
  for (const transport of transports) transport.close();
  await smtp?.close();
  await owner?.end();
  await app?.close();
});

describe('outbox e-mail through a real SMTP server', () => {
  it('sends a queued notification once, in the tenant’s name, with an HTML and a text part', async () => {
    const { outboxId } = await offerMade();
    const result = await deliver();
    expect(result.sent).toBe(1);
    const [mail] = arrivals(outboxId);
    expect(arrivals(outboxId)).toHaveLength(1);
    expect(mail!.user).toBe(SMTP_USER);
    expect(mail!.envelopeTo).toEqual(['performer@demo.test']);
    expect(mail!.parsed.from?.value[0]).toEqual({ name: flagship.name, address: 'no-reply@headliner.test' });
    expect(mail!.parsed.subject).toBe(`${flagship.name}: You have a new booking offer`);
    expect(mail!.parsed.text).toContain(flagship.name);
    expect(mail!.parsed.text).toContain('sent you an offer');
    expect(mail!.parsed.html).toContain(flagship.name);
    expect(mail!.parsed.html).toContain(flagship.primary);
    expect(mail!.parsed.messageId).toBe(`<${outboxId}.outbox@headliner.test>`);

    const row = await outboxRow(outboxId);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      provider_message_id: expect.stringMatching(/^Q\d+x1$/),
    });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.message_id).toBe(mail!.parsed.messageId);

    expect((await deliver()).sent).toBe(0);
    expect(arrivals(outboxId)).toHaveLength(1);
  });

  it('retries a temporary failure (451) after the backoff, then records it sent', async () => {
    smtp.behaviour = ({ attempt }) => (attempt === 1 ? 451 : null);
    const { outboxId } = await offerMade();
    expect(await deliver()).toMatchObject({ sent: 0, retried: 1 });
    let row = await outboxRow(outboxId);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
    expect(row.last_error).toContain('451');
    expect(row.next_attempt_at.getTime() - app.clock.now().getTime()).toBeGreaterThan(55_000);

    expect((await deliver()).sent).toBe(0); // not due yet
    app.clock.advance(61_000);
    expect((await deliver()).sent).toBe(1);
    row = await outboxRow(outboxId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.attempts.get(outboxId)).toBe(2);
    expect(arrivals(outboxId)).toHaveLength(1);
  });

  it('records a permanent refusal (550) as failed at once, and gives up on temporary ones after N attempts', async () => {
    const refused = await offerMade();
    smtp.behaviour = ({ outboxId }) => (outboxId === refused.outboxId ? 550 : 451);
    const deferred = await offerMade();
    const mail = mailSettings({ maxAttempts: 2, retryBaseMs: 1_000 });
    expect(await deliver(mail)).toMatchObject({ failed: 1, retried: 1 });
    expect(await outboxRow(refused.outboxId)).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect((await outboxRow(refused.outboxId)).last_error).toContain('550');

    app.clock.advance(1_500);
    expect(await deliver(mail)).toMatchObject({ failed: 1 });
    const row = await outboxRow(deferred.outboxId);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.last_error).toContain('451');
    app.clock.advance(3_600_000);
    expect(await deliver(mail)).toMatchObject({ sent: 0, failed: 0, retried: 0 });
    expect(arrivals(refused.outboxId)).toHaveLength(0);
  });

  it('two workers at once send every message exactly once', async () => {
    const ids = [];
    for (let index = 0; index < 6; index += 1) ids.push((await offerMade()).outboxId);
    smtp.delayMs = 30;
    const [first, second] = await Promise.all([deliver(), deliver()]);
    expect(first.sent + second.sent).toBe(6);
    expect(first.sent).toBeGreaterThan(0);
    expect(second.sent).toBeGreaterThan(0);
    for (const id of ids) {
      expect(arrivals(id)).toHaveLength(1);
      expect(smtp.attempts.get(id)).toBe(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });

  it('never resends a message whose worker died mid-send: it is reported unknown', async () => {
    const { outboxId } = await offerMade();
    // What a worker killed during the SMTP exchange leaves behind: the row claimed, no outcome.
    await owner.query(`update outbox_emails set status = 'sending', attempts = 1, claimed_at = $2 where id = $1`, [
      outboxId,
      new Date(app.clock.now().getTime() - 60_000),
    ]);
    expect(await deliver()).toMatchObject({ sent: 0, unknown: 0 }); // within the lease: still its worker's
    app.clock.advance(15 * 60_000);
    expect(await deliver()).toMatchObject({ sent: 0, unknown: 1 });
    const row = await outboxRow(outboxId);
    expect(row.status).toBe('unknown');
    expect(row.last_error).toContain('may or may not');
    expect(smtp.attempts.get(outboxId)).toBeUndefined();
  });

  it('is sent by a started worker (pg-boss), polling for new mail', async () => {
    let boss: PgBoss | undefined;
    try {
      boss = await startJobs(app.ownerUrl, {
        orm: app.orm,
        payments: paymentsWith(new LocalGateway(app.orm)),
        clock: () => app.clock.now(),
        mail: mailSettings(),
        mailPollMs: 200,
      });
      const { outboxId } = await offerMade();
      const deadline = Date.now() + 20_000;
      while (arrivals(outboxId).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(arrivals(outboxId)).toHaveLength(1);
      await expect.poll(async () => (await outboxRow(outboxId)).status).toBe('sent');
    } finally {
      await boss?.stop({ graceful: true, wait: true, timeout: 5_000 });
    }
  });
});

describe('the development mailbox (DEV_MAILBOX=true, no SMTP)', () => {
  it('marks queued mail as delivered to the mailbox and lists it as HTML and JSON', async () => {
    const { outboxId } = await offerMade();
    const result = await deliver({ transport: null, from: FROM, devMailbox: true, maxAttempts: 3, retryBaseMs: 0 });
    expect(result.devMailbox).toBeGreaterThanOrEqual(1);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'dev_mailbox', attempts: 1 });
    expect(smtp.attempts.get(outboxId)).toBeUndefined();

    const json = await app.request('GET', '/api/dev/mailbox?format=json');
    expect(json.status).toBe(200);
    const listed = json.body.messages.find((message: { id: string }) => message.id === outboxId);
    expect(listed).toMatchObject({
      to: 'performer@demo.test',
      subject: `${flagship.name}: You have a new booking offer`,
      status: 'dev_mailbox',
      kind: 'offer_received',
    });
    expect(listed.text).toContain('sent you an offer');

    const html = await app.request('GET', '/api/dev/mailbox', { headers: { Accept: 'text/html' } });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.text).toContain('Development mailbox');
    expect(html.text).toContain(`mailbox/${outboxId}`);
    const one = await app.request('GET', `/api/dev/mailbox/${outboxId}`);
    expect(one.text).toContain(flagship.primary);

    const agency = await app.request('GET', '/api/dev/mailbox?format=json', { host: 'demo-agency.localhost' });
    expect(agency.body.messages.map((message: { id: string }) => message.id)).not.toContain(outboxId);
  });
});
