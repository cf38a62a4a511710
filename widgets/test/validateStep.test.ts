import { describe, expect, it } from 'vitest';
import {
  applyChange,
  draftFromPrefill,
  EMPTY_DRAFT,
  toOfferDraft,
  type OfferWizardDraft,
} from '../src/offer-wizard/draft';
import { firstStepWith } from '../src/offer-wizard/steps';
import { validateStep } from '../src/offer-wizard/validateStep';

/** Noon on 10 June 2030, local time. */
const NOW = new Date(2030, 5, 10, 12, 0);

const draft = (patch: Partial<OfferWizardDraft> = {}): OfferWizardDraft => ({
  ...EMPTY_DRAFT,
  eventName: 'Friday Late Show',
  eventDate: '2030-06-20',
  eventTime: '20:00',
  venueName: 'The Laugh Loft',
  venueAddress: '12 Main St',
  venueCity: 'Austin',
  venueState: 'TX',
  ...patch,
});

describe('validateStep', () => {
  it('passes a complete draft on every step', () => {
    for (const step of [1, 2, 3, 4] as const) expect(validateStep(step, draft(), NOW)).toBeNull();
  });

  it('step 1: missing event details name every empty field', () => {
    expect(validateStep(1, draft({ eventName: ' ', eventTime: '' }), NOW)).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all event details.',
      fields: { eventName: 'Enter the event name.', eventTime: 'Choose the start time.' },
    });
  });

  it('step 1: the event must start after now (today later on is fine)', () => {
    const past = validateStep(1, draft({ eventDate: '2030-06-09' }), NOW);
    expect(past).toMatchObject({ title: 'Invalid Date', description: 'Event date must be in the future.' });
    expect(past?.fields).toEqual({ eventDate: 'Event date must be in the future.' });
    expect(validateStep(1, draft({ eventDate: '2030-06-10', eventTime: '11:59' }), NOW)?.title).toBe('Invalid Date');
    expect(validateStep(1, draft({ eventDate: '2030-06-10', eventTime: '12:01' }), NOW)).toBeNull();
  });

  it('step 1: the audience is at least 1', () => {
    expect(validateStep(1, draft({ audienceSize: '0' }), NOW)?.fields).toEqual({
      audienceSize: 'Enter at least 1 guest.',
    });
  });

  it('step 2: venue name, address, city and state are required; e-mail is optional but valid', () => {
    expect(validateStep(2, draft({ venueCity: '', venueState: '' }), NOW)).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all venue details.',
      fields: { venueCity: 'Enter the city.', venueState: 'Choose the state.' },
    });
    expect(validateStep(2, draft({ venueEmail: 'not-an-email' }), NOW)?.title).toBe('Invalid Email');
    expect(validateStep(2, draft({ venueZip: '', venuePhone: '', venueEmail: '' }), NOW)).toBeNull();
  });

  it('step 3: the offer is at least $100', () => {
    expect(validateStep(3, draft({ offerDollars: '99' }), NOW)).toEqual({
      title: 'Invalid Offer Amount',
      description: 'Minimum offer amount is $100.',
      fields: { offerAmount: 'Minimum offer amount is $100.' },
    });
    expect(validateStep(3, draft({ offerDollars: '' }), NOW)?.title).toBe('Invalid Offer Amount');
    expect(validateStep(3, draft({ offerDollars: '100' }), NOW)).toBeNull();
    expect(validateStep(3, draft({ offerDollars: '99.99' }), NOW)?.fields).toEqual({
      offerAmount: 'Minimum offer amount is $100.',
    });
  });

  it('step 3: the offer is at most $100,000,000, the API’s maximum', () => {
    const over = { offerAmount: 'Maximum offer amount is $100,000,000.' };
    expect(validateStep(3, draft({ offerDollars: '100,000,000' }), NOW)).toBeNull();
    expect(validateStep(3, draft({ offerDollars: '2147483.48' }), NOW)).toBeNull(); // past 2^31 cents
    expect(validateStep(3, draft({ offerDollars: '100000000.01' }), NOW)).toEqual({
      title: 'Invalid Offer Amount',
      description: over.offerAmount,
      fields: over,
    });
    expect(validateStep(3, draft({ offerDollars: '1e21' }), NOW)?.fields).toEqual(over);
  });

  it('step 3: performance length is 15 to 240 minutes', () => {
    for (const minutes of ['14', '241', '', '60.5'])
      expect(validateStep(3, draft({ performanceLength: minutes }), NOW)?.title).toBe('Invalid Performance Length');
    for (const minutes of ['15', '240']) expect(validateStep(3, draft({ performanceLength: minutes }), NOW)).toBeNull();
  });

  it('step 3: 2 to 7 nights only when multi-night; the first problem is the toast, all fields are marked', () => {
    expect(validateStep(3, draft({ isMultiNight: true, numberOfNights: '8' }), NOW)?.title).toBe(
      'Invalid Number of Nights',
    );
    expect(validateStep(3, draft({ isMultiNight: true, numberOfNights: '7' }), NOW)).toBeNull();
    expect(validateStep(3, draft({ isMultiNight: false, numberOfNights: '1' }), NOW)).toBeNull();
    const both = validateStep(3, draft({ offerDollars: '50', isMultiNight: true, numberOfNights: '1' }), NOW);
    expect(both?.title).toBe('Invalid Offer Amount');
    expect(Object.keys(both?.fields ?? {})).toEqual(['offerAmount', 'numberOfNights']);
  });
});

describe('the draft', () => {
  it('sends the offer in integer cents and the defaults of SPEC 9', () => {
    const body = toOfferDraft(draft({ offerDollars: '1,250' }), 'p-1');
    expect(body).toMatchObject({ performerId: 'p-1', offerAmount: 125_000, audienceSize: 100, performanceLength: 60 });
    expect(toOfferDraft(draft(), 'p-1')).toMatchObject({ offerAmount: 50_000, numberOfNights: 1, isMultiNight: false });
  });

  it('turning multi-night off resets the nights to 1; turning it on starts at 2', () => {
    const on = applyChange(draft(), { isMultiNight: true });
    expect(on.numberOfNights).toBe('2');
    const five = applyChange(on, { numberOfNights: '5' });
    expect(applyChange(five, { isMultiNight: false }).numberOfNights).toBe('1');
  });

  it('is pre-filled from an API draft, cents shown as dollars', () => {
    const filled = draftFromPrefill({ venueName: 'Club', offerAmount: 75_000, isMultiNight: true, numberOfNights: 3 });
    expect(filled).toMatchObject({ venueName: 'Club', offerDollars: '750', numberOfNights: '3', audienceSize: '100' });
  });

  it('finds the first step holding a field the server named', () => {
    expect(firstStepWith({ venueCity: 'x', offerAmount: 'y' })).toBe(2);
    expect(firstStepWith({ eventDate: 'x' })).toBe(1);
    expect(firstStepWith({})).toBe(4);
  });
});
