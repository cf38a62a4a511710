import { describe, expect, it } from 'vitest';
import { humanize, toFeeQuery, type CalculatorForm } from './calculatorInput';

const form = (over: Partial<CalculatorForm> = {}): CalculatorForm => ({
  amount: '1500',
  venueType: 'COMEDY_CLUB',
  isMultiNight: false,
  nights: 2,
  tier: 'BASIC',
  ...over,
});

describe('fee calculator input', () => {
  it('turns whole dollars into a one-night query in cents', () => {
    expect(toFeeQuery(form())).toEqual({
      query: { offerAmount: 150000, venueType: 'COMEDY_CLUB', isMultiNight: false, numberOfNights: 1, tier: 'BASIC' },
    });
  });

  it('counts nights only for multi-night bookings, within 2-7', () => {
    expect(toFeeQuery(form({ isMultiNight: true, nights: 3 }))).toMatchObject({ query: { numberOfNights: 3 } });
    expect(toFeeQuery(form({ isMultiNight: true, nights: 12 }))).toMatchObject({ query: { numberOfNights: 7 } });
  });

  it('explains amounts it cannot price', () => {
    expect(toFeeQuery(form({ amount: '' }))).toEqual({ error: 'Enter the offer in whole dollars.' });
    expect(toFeeQuery(form({ amount: '99.5' }))).toEqual({ error: 'Enter the offer in whole dollars.' });
    expect(toFeeQuery(form({ amount: '99' }))).toEqual({ error: 'Minimum offer amount is $100.' });
    expect(toFeeQuery(form({ amount: '2000000' }))).toMatchObject({ error: expect.stringContaining('contact') });
  });

  it('names enum values for people', () => {
    expect(humanize('PRIVATE_EVENT')).toBe('Private event');
  });
});
