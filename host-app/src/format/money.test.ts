import { describe, expect, it } from 'vitest';
import { formatCents, formatMonthlyPrice, formatPercent } from './money';

describe('money formatting', () => {
  it('shows whole dollars without cents', () => {
    expect(formatCents(4900)).toBe('$49');
    expect(formatCents(150000)).toBe('$1,500');
    expect(formatCents(4950)).toBe('$49.50');
  });

  it('prices a tier per month', () => {
    expect(formatMonthlyPrice(0)).toBe('Free');
    expect(formatMonthlyPrice(2000)).toBe('$20/month');
  });

  it('trims percentages', () => {
    expect(formatPercent(15)).toBe('15%');
    expect(formatPercent(12.5)).toBe('12.5%');
  });
});
