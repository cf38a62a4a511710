import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { lsnValue } from '../../src/db/readReplica';
import { isReadOnly } from '../../src/http/routeTable';
import { apiRoutes } from '../../src/routes';

// Which routes may run on the read replica comes from each route's one declaration (http/readRouting.ts).
const routes = apiRoutes({ DEV_MAILBOX: 'true' } as Config);
const name = (route: (typeof routes)[number]) => `${route.method.toUpperCase()} ${route.path}`;

describe('read-only routes', () => {
  it('every GET reads on the replica except the GETs that book what was paid', () => {
    const writingGets = routes.filter((route) => route.method === 'get' && !isReadOnly(route)).map(name);
    expect(writingGets.sort()).toEqual([
      'GET /payments/verify-local-payment',
      'GET /payments/verify-stripe-payment',
      'GET /subscriptions/verify',
    ]);
  });

  it('no other method reads on the replica except the routing search, whose search is a body', () => {
    const readingPosts = routes.filter((route) => route.method !== 'get' && isReadOnly(route)).map(name);
    expect(readingPosts).toEqual(['POST /integration/routing/opportunities']);
  });
});

describe('WAL positions', () => {
  it('compares as 64-bit numbers and refuses what is not one', () => {
    expect(lsnValue('0/3A1F2B8')).toBe(0x3a1f2b8n);
    expect(lsnValue('1/0')! > lsnValue('0/FFFFFFFF')!).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    for (const bad of ['', '0/', '/1', '0/1/2', 'x/1', '123456789/0', "0/1' or 1=1"]) expect(lsnValue(bad)).toBeNull();
  });
});
