import { describe, expect, it } from 'vitest';
import { createOfferHref, prefillFromSearch } from './offerPrefill';
import { notification, PERFORMER_ID } from './testing/fixtures';

const show = () => {
  const n = notification();
  return {
    performerId: n.performerId,
    showDate: n.showDate,
    venueName: n.venueName,
    city: n.city,
    state: n.state,
    estimatedFee: n.estimatedFee,
    routeName: n.routeName,
  };
};

describe('createOfferHref', () => {
  it('links to the wizard with the show, the fee rounded to whole dollars (in cents)', () => {
    const href = createOfferHref(show());
    expect(href.startsWith('/create-offer?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      performerId: PERFORMER_ID,
      eventDate: '2026-03-06',
      venueName: 'The Laugh Barn',
      venueCity: 'Waco',
      venueState: 'TX',
      offerAmount: '75100',
      eventName: 'Heartland Spring Run',
    });
  });

  it('round-trips through prefillFromSearch', () => {
    const params = new URLSearchParams(createOfferHref(show()).split('?')[1]);
    expect(prefillFromSearch(params)).toEqual({
      eventName: 'Heartland Spring Run',
      eventDate: '2026-03-06',
      venueName: 'The Laugh Barn',
      venueCity: 'Waco',
      venueState: 'TX',
      offerAmount: 75_100,
    });
  });
});

describe('prefillFromSearch', () => {
  it('is empty without parameters (the wizard keeps its defaults)', () => {
    expect(prefillFromSearch(new URLSearchParams(`performerId=${PERFORMER_ID}`))).toEqual({});
  });

  it('drops malformed values and keeps the rest', () => {
    const params = new URLSearchParams({
      eventDate: '2026-02-30',
      venueState: 'ZZ',
      offerAmount: '12.5',
      venueName: '  Club  ',
      venueCity: ' ',
    });
    expect(prefillFromSearch(params)).toEqual({ venueName: 'Club' });
  });

  it('accepts a lower-case state code and caps long text', () => {
    const prefill = prefillFromSearch(new URLSearchParams({ venueState: 'ok', eventName: 'x'.repeat(500) }));
    expect(prefill.venueState).toBe('OK');
    expect(prefill.eventName).toHaveLength(200);
  });
});
