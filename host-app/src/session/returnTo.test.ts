import { describe, expect, it } from 'vitest';
import { afterSignIn, safeReturnTo, signInPath, withReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its search and hash', () => {
    expect(safeReturnTo('/create-offer?performerId=abc')).toBe('/create-offer?performerId=abc');
    expect(safeReturnTo('/offers/42#history')).toBe('/offers/42#history');
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/a/../offers')).toBe('/offers');
  });

  it.each([
    ['empty', ''],
    ['missing', null],
    ['relative without a slash', 'offers'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/create-offer'],
    ['absolute https', 'https://evil.com/'],
    ['absolute on this very path', 'http://localhost/offers'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['backslash host', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['backslash later', '/offers\\..\\x'],
    ['tab that URL parsing drops', '/\t/evil.com'],
    ['newline', '/\n/evil.com'],
    ['space', '/ /evil.com'],
    ['NUL', '/offers\u0000'],
    ['the sign-in page (a loop)', '/signin?returnTo=/offers'],
    ['the sign-up page', '/signup/'],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses encoded tricks only where they would leave the site', () => {
    // Encoded slashes stay in the path: still this site.
    expect(safeReturnTo('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
    expect(safeReturnTo('/%5Cevil.com')).toBe('/%5Cevil.com');
  });
});

describe('signInPath and afterSignIn', () => {
  it('round-trips the page that asked for sign-in', () => {
    // As location.pathname + location.search give it: already percent-encoded.
    const path = signInPath('/create-offer?performerId=p-1&eventName=Gala%20night');
    expect(path).toBe('/signin?returnTo=%2Fcreate-offer%3FperformerId%3Dp-1%26eventName%3DGala%2520night');
    const search = new URL(path, 'http://site.test').searchParams;
    expect(afterSignIn(search)).toBe('/create-offer?performerId=p-1&eventName=Gala%20night');
  });

  it('leaves the home page and unsafe places out', () => {
    expect(signInPath('/')).toBe('/signin');
    expect(signInPath('//evil.com')).toBe('/signin');
    expect(signInPath()).toBe('/signin');
  });

  it('goes home when returnTo is missing or unsafe', () => {
    expect(afterSignIn(new URLSearchParams())).toBe('/');
    expect(afterSignIn(new URLSearchParams({ returnTo: '//evil.com' }))).toBe('/');
    expect(afterSignIn(new URLSearchParams({ returnTo: 'https://evil.com' }))).toBe('/');
  });

  it('carries returnTo between sign-in and sign-up', () => {
    const search = new URLSearchParams({ returnTo: '/offers' });
    expect(withReturnTo('/signup', search)).toBe('/signup?returnTo=%2Foffers');
    expect(withReturnTo('/signin', new URLSearchParams({ returnTo: '//x' }))).toBe('/signin');
  });
});
