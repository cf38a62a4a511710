import { describe, expect, it } from 'vitest';
import {
  EmbedOrigin,
  isOriginAllowed,
  keyAloneAllows,
  newPublishableKey,
  normalizeEmbedOrigin,
  PublishableKey,
} from '../../src/http/embedRules';

describe('normalizeEmbedOrigin', () => {
  it.each([
    ['https://agency.example', 'https://agency.example'],
    ['https://Agency.Example:443', 'https://agency.example'],
    ['https://agency.example:8443/', 'https://agency.example:8443'],
    ['http://localhost:4100', 'http://localhost:4100'],
    ['http://127.0.0.1:4100', 'http://127.0.0.1:4100'],
    ['http://demo-site.localhost:4100', 'http://demo-site.localhost:4100'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeEmbedOrigin(input)).toBe(expected);
  });

  it.each([
    'http://agency.example',
    'http://192.168.1.5:4100',
    'http://localhost.evil.example',
    'https://agency.example/path',
    'https://user:pw@agency.example',
    'ftp://agency.example',
    'null',
    '',
    'not a url',
    undefined,
  ])('refuses %s', (input) => {
    expect(normalizeEmbedOrigin(input)).toBeNull();
  });
});

describe('isOriginAllowed', () => {
  const allowed = ['https://agency.example', 'http://localhost:4100'];
  it('matches the normalized origin exactly', () => {
    expect(isOriginAllowed(allowed, 'https://AGENCY.example')).toBe(true);
    expect(isOriginAllowed(allowed, 'http://localhost:4100')).toBe(true);
    expect(isOriginAllowed(allowed, 'http://localhost:4101')).toBe(false);
    expect(isOriginAllowed(allowed, 'https://sub.agency.example')).toBe(false);
    expect(isOriginAllowed(allowed, undefined)).toBe(false);
  });
});

describe('keyAloneAllows', () => {
  it('allows reads and sign-in or sign-up, nothing else', () => {
    expect(keyAloneAllows('GET', '/api/performers')).toBe(true);
    expect(keyAloneAllows('head', '/api/tenant')).toBe(true);
    expect(keyAloneAllows('POST', '/api/auth/signin')).toBe(true);
    expect(keyAloneAllows('POST', '/api/auth/signup/')).toBe(true);
    expect(keyAloneAllows('POST', '/api/offers/create')).toBe(false);
    expect(keyAloneAllows('PUT', '/api/auth/signin')).toBe(false);
    expect(keyAloneAllows('POST', '/api/contact')).toBe(false);
    expect(keyAloneAllows('DELETE', '/api/offers/1')).toBe(false);
  });
});

describe('publishable keys and origin configuration', () => {
  it('makes keys that pass their own schema, each different', () => {
    const keys = new Set(Array.from({ length: 50 }, newPublishableKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(PublishableKey.safeParse(key).success).toBe(true);
    expect(PublishableKey.safeParse('sk_live_abcdefghijklmnop').success).toBe(false);
  });

  it('normalizes configured origins and explains a refused one', () => {
    expect(EmbedOrigin.parse('https://Agency.example/')).toBe('https://agency.example');
    const refused = EmbedOrigin.safeParse('http://agency.example');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/https:\/\/host/);
  });
});
