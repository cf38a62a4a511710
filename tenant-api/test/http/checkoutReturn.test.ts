import { describe, expect, it } from 'vitest';
import { checkoutLinks, withReturnParam } from '../../src/http/checkoutReturn';
import { AppError } from '../../src/http/errors';

const offerId = '0b8a3f4e-5c7d-4e21-9a10-2f6b8c9d0e1f';

describe('withReturnParam', () => {
  it('adds the parameter before the fragment and keeps the rest of the query', () => {
    expect(withReturnParam('https://agency.example/book?a=1&b=two#offers', 'cancelled')).toBe(
      'https://agency.example/book?a=1&b=two&hl_checkout=cancelled#offers',
    );
    expect(withReturnParam('https://agency.example', 'x')).toBe('https://agency.example/?hl_checkout=x');
  });

  it('replaces one left from an earlier return, and keeps a provider placeholder literal', () => {
    expect(withReturnParam('https://agency.example/?hl_checkout=lcs_old&a=1', '{CHECKOUT_SESSION_ID}')).toBe(
      'https://agency.example/?a=1&hl_checkout={CHECKOUT_SESSION_ID}',
    );
  });
});

describe('checkoutLinks', () => {
  const site = 'https://marketplace.example';

  it('the marketplace itself: its own payment page and the offer', () => {
    expect(checkoutLinks({ siteOrigin: site, offerId })).toEqual({
      successUrl: `${site}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${site}/offers/${offerId}`,
      returnPage: null,
    });
  });

  it('a widget: back to the page it asked for, or to the agency site’s home page', () => {
    const embedOrigin = 'https://agency.example';
    expect(checkoutLinks({ siteOrigin: site, embedOrigin, offerId, returnUrl: `${embedOrigin}/book` })).toEqual({
      successUrl: `${embedOrigin}/book?hl_checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${embedOrigin}/book?hl_checkout=cancelled`,
      returnPage: `${embedOrigin}/book`,
    });
    expect(checkoutLinks({ siteOrigin: site, embedOrigin, offerId }).returnPage).toBe(`${embedOrigin}/`);
  });

  it.each([
    ['another origin', { embedOrigin: 'https://agency.example', returnUrl: 'https://evil.example/' }],
    ['the marketplace, asked from a widget', { embedOrigin: 'https://agency.example', returnUrl: `${site}/offers` }],
    ['an agency page, asked on the marketplace', { returnUrl: 'https://agency.example/' }],
  ])('refuses %s, naming returnUrl', (_, input) => {
    let error: unknown;
    try {
      checkoutLinks({ siteOrigin: site, offerId, ...input });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).fields).toHaveProperty('returnUrl');
  });
});
