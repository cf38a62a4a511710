import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../src/auth/tokens';

const SECRET = 'tokens-test-secret-'.padEnd(40, 'x');
const TENANT = '11111111-1111-4111-8111-111111111111';
const OTHER_TENANT = '22222222-2222-4222-8222-222222222222';
const USER = '33333333-3333-4333-8333-333333333333';

const claims = (embedOrigin: string | null = null) => ({
  userId: USER,
  tenantId: TENANT,
  sessionVersion: 2,
  embedOrigin,
});

afterEach(() => vi.useRealTimers());

describe('TokenService', () => {
  it('answers the same for a token it has checked before', async () => {
    const tokens = new TokenService(SECRET, 3600);
    const token = await tokens.sign(claims());
    const first = await tokens.verify(token, TENANT);
    expect(first).toMatchObject({ userId: USER, sessionVersion: 2 });
    expect(await tokens.verify(token, TENANT)).toEqual(first);
  });

  it('refuses a forged signature, another tenant and another page, also after the real token was checked', async () => {
    const tokens = new TokenService(SECRET, 3600);
    const token = await tokens.sign(claims());
    expect(await tokens.verify(token, TENANT)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(forged, TENANT)).toBeNull();
    expect(await tokens.verify(token, OTHER_TENANT)).toBeNull();
    expect(await tokens.verify(token, TENANT, 'https://agency.example')).toBeNull();
    const widgetToken = await tokens.sign(claims('https://agency.example'));
    expect(await tokens.verify(widgetToken, TENANT, 'https://agency.example')).not.toBeNull();
    expect(await tokens.verify(widgetToken, TENANT)).toBeNull();
  });

  it('refuses a token once it has expired, though it was checked while valid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.sign(claims());
    expect(await tokens.verify(token, TENANT)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-28T12:00:59Z'));
    expect(await tokens.verify(token, TENANT)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-28T12:01:00Z'));
    expect(await tokens.verify(token, TENANT)).toBeNull();
  });

  it('carries the role it was issued for, and none for a token without one', async () => {
    const tokens = new TokenService(SECRET, 3600);
    expect(await tokens.verify(await tokens.sign({ ...claims(), role: 'PERFORMER' }), TENANT)).toMatchObject({
      userId: USER,
      role: 'PERFORMER',
    });
    expect(await tokens.verify(await tokens.sign(claims()), TENANT)).toMatchObject({ userId: USER, role: null });
    const unknownRole = await tokens.sign({ ...claims(), role: 'ROOT' as never });
    expect(await tokens.verify(unknownRole, TENANT)).toMatchObject({ userId: USER, role: null });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await new TokenService('another-secret-'.padEnd(40, 'y'), 3600).sign(claims());
    expect(await new TokenService(SECRET, 3600).verify(token, TENANT)).toBeNull();
  });
});
