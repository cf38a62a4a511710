import { describe, expect, it } from 'vitest';
import { formatCents, formatClockTime, formatDay } from '../src/format';

describe('format', () => {
  it('shows integer cents as dollars, with cents only when there are some', () => {
    expect(formatCents(50_000)).toBe('$500');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(4950)).toBe('$49.50');
  });

  it('shows a calendar day without shifting it by the time zone', () => {
    expect(formatDay('2025-06-14')).toBe('Sat, Jun 14, 2025');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('shows a wall-clock time in 12-hour form', () => {
    expect(formatClockTime('20:00')).toBe('8:00 PM');
    expect(formatClockTime('09:30')).toBe('9:30 AM');
  });
});
