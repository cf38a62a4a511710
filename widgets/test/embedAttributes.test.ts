import { describe, expect, it } from 'vitest';
import { fillTemplate, hrefForTarget, parseElementConfig } from '../src/embed/attributes';

const KEY = 'pk_live_m2R6R2fecITAD9VtJJTOeJWp';
const SCRIPT = 'https://widgets.headliner.example';
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('parseElementConfig', () => {
  it('needs a well-formed tenant key and names the attribute otherwise', () => {
    expect(parseElementConfig('browse', {}, SCRIPT)).toEqual({
      ok: false,
      problem: expect.stringMatching(/^tenant-key is required/),
    });
    expect(parseElementConfig('browse', { tenantKey: 'sk_live_secret' }, SCRIPT)).toEqual({
      ok: false,
      problem: expect.stringMatching(/^tenant-key must look like pk_live_/),
    });
  });

  it('defaults api-base to the script’s origin and normalizes a given one', () => {
    const byDefault = parseElementConfig('browse', { tenantKey: KEY }, SCRIPT);
    expect(byDefault.ok && byDefault.config.apiBase).toBe(SCRIPT);
    const given = parseElementConfig('browse', { tenantKey: KEY, apiBase: 'http://127.0.0.1:3000/' }, SCRIPT);
    expect(given.ok && given.config.apiBase).toBe('http://127.0.0.1:3000');
    expect(parseElementConfig('browse', { tenantKey: KEY, apiBase: 'javascript:alert(1)' }, SCRIPT).ok).toBe(false);
  });

  it('reads each element’s own attributes, and only those', () => {
    const wizard = parseElementConfig(
      'offer-wizard',
      { tenantKey: KEY, performerId: UUID, initialTab: 'nonsense' },
      SCRIPT,
    );
    expect(wizard.ok && wizard.config.performerId).toBe(UUID);
    expect(parseElementConfig('offer-wizard', { tenantKey: KEY, performerId: '1; drop' }, SCRIPT)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^performer-id/),
    });
    const list = parseElementConfig('offers-list', { tenantKey: KEY, initialTab: 'Accepted', pollMs: '60000' }, SCRIPT);
    expect(list.ok && [list.config.initialTab, list.config.pollMs]).toEqual(['accepted', 60000]);
    expect(parseElementConfig('offers-list', { tenantKey: KEY, initialTab: 'archived' }, SCRIPT).ok).toBe(false);
    expect(parseElementConfig('offers-list', { tenantKey: KEY, pollMs: '100' }, SCRIPT).ok).toBe(false);
    const browse = parseElementConfig('browse', { tenantKey: KEY, pageSize: '12' }, SCRIPT);
    expect(browse.ok && browse.config.pageSize).toBe(12);
    expect(parseElementConfig('browse', { tenantKey: KEY, pageSize: '12.5' }, SCRIPT).ok).toBe(false);
    expect(parseElementConfig('browse', { tenantKey: KEY, pageSize: '0' }, SCRIPT).ok).toBe(false);
  });

  it('accepts http(s) and relative link templates, refuses script URLs', () => {
    const ok = parseElementConfig(
      'browse',
      { tenantKey: KEY, profileUrl: 'https://agency.example/talent?performer={id}', offerUrl: '/book?p={id}' },
      SCRIPT,
    );
    expect(ok.ok && ok.config.links).toEqual({
      profile: 'https://agency.example/talent?performer={id}',
      offer: '/book?p={id}',
    });
    expect(parseElementConfig('browse', { tenantKey: KEY, offerUrl: 'javascript:alert(1)' }, SCRIPT)).toMatchObject({
      ok: false,
      problem: 'offer-url must be an http(s) or relative URL',
    });
    expect(parseElementConfig('browse', { tenantKey: KEY, profileUrl: 'data:text/html,x' }, SCRIPT).ok).toBe(false);
  });

  it('keeps a forced theme id', () => {
    const parsed = parseElementConfig('browse', { tenantKey: KEY, theme: ' midnight ' }, SCRIPT);
    expect(parsed.ok && parsed.config.theme).toBe('midnight');
  });
});

describe('links', () => {
  const links = {
    profile: '/talent/{id}',
    offer: 'https://agency.example/book?performer={id}',
    offers: '/my-offers#{id}',
  };
  it('fills {id} URL-encoded', () => {
    expect(fillTemplate('/x?id={id}&again={id}', 'a b/c')).toBe('/x?id=a%20b%2Fc&again=a%20b%2Fc');
  });
  it('maps each target through its template, or leaves it to the page', () => {
    expect(hrefForTarget({ kind: 'performer', performerId: 'p1' }, links)).toBe('/talent/p1');
    expect(hrefForTarget({ kind: 'createOffer', performerId: 'p1' }, links)).toBe(
      'https://agency.example/book?performer=p1',
    );
    expect(hrefForTarget({ kind: 'offer', offerId: 'o9' }, links)).toBe('/my-offers#o9');
    expect(hrefForTarget({ kind: 'browse' }, links)).toBeUndefined();
    expect(hrefForTarget({ kind: 'signIn' }, links)).toBeUndefined();
    expect(hrefForTarget({ kind: 'checkout', url: 'https://pay.example/s/1' }, {})).toBe('https://pay.example/s/1');
  });
});
