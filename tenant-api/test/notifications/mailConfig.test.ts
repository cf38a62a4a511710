import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config';
import { mailSettingsFromConfig } from '../../src/jobs/deliverOutbox';

describe('mail settings', () => {
  it('sends nothing and shows no mailbox by default', () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DEV_MAILBOX).toBe('false');
    const settings = mailSettingsFromConfig(env);
    expect(settings.transport).toBeNull();
    expect(settings.devMailbox).toBe(false);
    expect(settings).toMatchObject({ maxAttempts: 8, retryBaseMs: 60_000 });
  });

  it('needs MAIL_FROM with SMTP_URL, and an smtp(s) URL', () => {
    expect(() => loadEnv({ SMTP_URL: 'smtp://u:p@mail.example.com:587' })).toThrow(/MAIL_FROM/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.test' })).toThrow(/SMTP_URL/);
    const env = loadEnv({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Team <a@b.test>',
      DEV_MAILBOX: 'true',
    });
    const settings = mailSettingsFromConfig(env);
    expect(settings.transport).not.toBeNull();
    settings.transport?.close();
  });
});
