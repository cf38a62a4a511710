import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/tenantScope';
import { OutboxEmailEntity } from '../../src/entities';
import { notify } from '../../src/notifications/notify';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let buyerToken: string;
let buyer: { id: string; tenantId: string; email: string };

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  buyerToken = await app.signIn('buyer.basic@demo.test');
  const me = await app.request('GET', '/api/auth/me', { token: buyerToken });
  const tenant = (await app.orm.em.fork().execute(`select id from tenants where slug = 'flagship'`))[0] as {
    id: string;
  };
  buyer = { id: me.body.id, tenantId: tenant.id, email: me.body.email };
  await inTenant(app.orm, tenant.id, async (em) => {
    notify(em, buyer, { kind: 'offer_accepted', title: 'Offer accepted', body: 'Your offer was accepted.' });
    notify(em, buyer, { kind: 'offer_countered', title: 'Counter-offer received', body: 'A counter-offer arrived.' });
  });
});
afterAll(() => app?.close());

describe('notifications', () => {
  it('lists the signed-in user’s notifications, newest first, with the unread count', async () => {
    const response = await app.request('GET', '/api/notifications', { token: buyerToken });
    expect(response.status).toBe(200);
    expect(response.body.unreadCount).toBe(2);
    expect(response.body.notifications.map((n: { title: string }) => n.title).sort()).toEqual([
      'Counter-offer received',
      'Offer accepted',
    ]);
  });

  it('has no development mailbox unless DEV_MAILBOX=true', async () => {
    expect((await app.request('GET', '/api/dev/mailbox')).status).toBe(404);
  });

  it('writes an e-mail to the outbox for every notification', async () => {
    const emails = await inTenant(app.orm, buyer.tenantId, (em) =>
      em.find(OutboxEmailEntity, { toAddress: buyer.email }),
    );
    expect(emails.map((email) => email.subject).sort()).toEqual(['Counter-offer received', 'Offer accepted']);
  });

  it('marks one as read, then all', async () => {
    const list = await app.request('GET', '/api/notifications', { token: buyerToken });
    const first = list.body.notifications[0];
    const marked = await app.request('POST', `/api/notifications/${first.id}/read`, { token: buyerToken });
    expect(marked.body.read).toBe(true);
    expect(
      (await app.request('GET', '/api/notifications?unread=true', { token: buyerToken })).body.notifications,
    ).toHaveLength(1);
    const all = await app.request('POST', '/api/notifications/read-all', { token: buyerToken });
    expect(all.body.marked).toBe(1);
    expect((await app.request('GET', '/api/notifications', { token: buyerToken })).body.unreadCount).toBe(0);
  });

  it('hides other users’ and other tenants’ notifications', async () => {
    const mine = (await app.request('GET', '/api/notifications', { token: buyerToken })).body.notifications[0];
    const otherToken = await app.signIn('buyer.elite@demo.test');
    expect((await app.request('GET', '/api/notifications', { token: otherToken })).body.notifications).toEqual([]);
    expect((await app.request('POST', `/api/notifications/${mine.id}/read`, { token: otherToken })).status).toBe(404);
    const agencyToken = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
    expect(
      (await app.request('GET', '/api/notifications', { token: agencyToken, host: AGENCY_HOST })).body.notifications,
    ).toEqual([]);
    expect((await app.request('GET', '/api/notifications', { token: buyerToken, host: AGENCY_HOST })).status).toBe(401);
  });

  it('needs a signed-in user and valid input', async () => {
    expect((await app.request('GET', '/api/notifications')).status).toBe(401);
    expect((await app.request('GET', '/api/notifications?unread=maybe', { token: buyerToken })).status).toBe(400);
    const badId = await app.request('POST', '/api/notifications/not-a-uuid/read', { token: buyerToken });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields.id).toBe('Notification id must be a UUID');
  });
});
