import { describe, expect, it } from 'vitest';
import { getThemePack, themePackIds } from 'theme-packs';
import { NOTIFICATION_KINDS } from '../../src/entities/Notification';
import { SUBJECTS, brandFrom, escapeHtml, renderEmail, subjectFor } from '../../src/notifications/emailTemplates';
import {
  classifySendError,
  messageIdFor,
  parseFrom,
  providerIdFrom,
  retryDelayMs,
} from '../../src/notifications/mailTransport';

const brand = brandFrom('Laugh Riot Agency', getThemePack(themePackIds[0]!));

describe('e-mail templates', () => {
  it('has a subject line for every notification kind, with the tenant name first', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(SUBJECTS[kind].length).toBeGreaterThan(5);
      expect(subjectFor({ kind, title: 't', body: 'b' }, brand)).toBe(`Laugh Riot Agency: ${SUBJECTS[kind]}`);
    }
    expect(new Set(Object.values(SUBJECTS)).size).toBe(NOTIFICATION_KINDS.length);
  });

  it('falls back to the title for rows written without a kind, on one line', () => {
    expect(subjectFor({ kind: null, title: 'Hello\r\nBcc: x@evil.test', body: '' }, brand)).toBe(
      'Laugh Riot Agency: Hello Bcc: x@evil.test',
    );
  });

  it('renders a plain-text part with the tenant name, title and body', () => {
    const mail = renderEmail(
      { kind: 'offer_received', title: 'New offer: Gala', body: 'Ann sent you an offer.' },
      brand,
    );
    expect(mail.text).toContain('Laugh Riot Agency');
    expect(mail.text).toContain('New offer: Gala');
    expect(mail.text).toContain('Ann sent you an offer.');
    expect(mail.text).not.toContain('<');
  });

  it('renders an HTML part in the tenant’s colours, escaping what users wrote', () => {
    const mail = renderEmail(
      { kind: 'offer_received', title: 'New offer: <script>x</script>', body: 'Tom & "Jerry"\n\nSecond' },
      brand,
    );
    expect(mail.html).toContain(`background:${brand.colors.primary}`);
    expect(mail.html).toContain(`color:${brand.colors.onPrimary}`);
    expect(mail.html).toContain(escapeHtml(brand.logoText));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('New offer: &#60;script&#62;x&#60;/script&#62;');
    expect(mail.html).toContain('Tom &#38; &#34;Jerry&#34;');
    expect(mail.html.match(/<p style/g)).toHaveLength(2);
  });

  it('follows each theme pack', () => {
    const htmls = themePackIds.map(
      (id) => renderEmail({ kind: 'offer_paid', title: 'Paid', body: 'b' }, brandFrom('T', getThemePack(id))).html,
    );
    for (const [index, id] of themePackIds.entries()) expect(htmls[index]).toContain(getThemePack(id).colors.primary);
  });
});

describe('mail delivery rules', () => {
  it('retries 4xx answers, connection errors and authentication failures; 5xx answers are permanent', () => {
    expect(classifySendError({ responseCode: 451, code: 'EENVELOPE' })).toBe('temporary');
    expect(classifySendError({ code: 'ECONNECTION' })).toBe('temporary');
    expect(classifySendError({ code: 'ETIMEDOUT' })).toBe('temporary');
    expect(classifySendError({ code: 'EAUTH', responseCode: 535 })).toBe('temporary');
    expect(classifySendError({ responseCode: 550, code: 'EENVELOPE' })).toBe('permanent');
    expect(classifySendError({ responseCode: 554, code: 'EMESSAGE' })).toBe('permanent');
    expect(classifySendError(new Error('boom'))).toBe('temporary');
  });

  it('backs off exponentially, capped at six hours', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(40, 60_000)).toBe(6 * 3_600_000);
    expect(retryDelayMs(3, 0)).toBe(0);
  });

  it('reads MAIL_FROM and derives a stable Message-ID from the outbox row', () => {
    expect(parseFrom('Headliner <no-reply@example.com>')).toEqual({
      name: 'Headliner',
      address: 'no-reply@example.com',
    });
    expect(parseFrom('"The Team" <a@b.test>')).toEqual({ name: 'The Team', address: 'a@b.test' });
    expect(parseFrom('a@b.test')).toEqual({ name: null, address: 'a@b.test' });
    expect(messageIdFor('0b6d2c1e-0000-4000-8000-000000000001', 'a@mail.example.com')).toBe(
      '<0b6d2c1e-0000-4000-8000-000000000001.outbox@mail.example.com>',
    );
    expect(messageIdFor('x', 'weird')).toBe('<x.outbox@localhost>');
  });

  it('finds the queue id in the server’s answer', () => {
    expect(providerIdFrom('250 2.0.0 Ok: queued as 4BcX1y')).toBe('4BcX1y');
    expect(providerIdFrom('250 OK id=1tXyz-000abc-2B')).toBe('1tXyz-000abc-2B');
    expect(providerIdFrom('250 OK')).toBeNull();
  });
});
