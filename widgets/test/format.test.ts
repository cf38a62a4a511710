import { describe, expect, it } from 'vitest';
import { formatCents, formatClockTime, formatDay, formatEventWhen, formatWallClock } from '../src/format';

describe('format', () => {
  it('shows integer cents as dollars, with cents only when there are some', () => {
    expect(formatCents(50_000)).toBe('$500');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(4950)).toBe('$49.50');
  });

  it('shows an event on its venue’s clock with the zone, and the bare wall clock without a known zone', () => {
    const event = { eventDate: '2027-01-24', eventTime: '20:00' };
    const chicago = { ...event, eventStartsAt: '2027-01-25T02:00:00.000Z', venueTimeZone: 'America/Chicago' };
    expect(formatEventWhen(chicago)).toBe('Sun, Jan 24, 2027, 8:00 PM CST');
    expect(
      formatEventWhen({ ...event, eventStartsAt: '2027-01-25T06:00:00.000Z', venueTimeZone: 'Pacific/Honolulu' }),
    ).toBe('Sun, Jan 24, 2027, 8:00 PM HST');
    expect(formatEventWhen({ ...chicago, venueTimeZone: 'Nowhere/Land' })).toBe('Sun, Jan 24, 2027 · 8:00 PM');
    expect(formatEventWhen({ ...chicago, eventStartsAt: 'garbage' })).toBe('Sun, Jan 24, 2027 · 8:00 PM');
    expect(formatWallClock(event)).toBe('Sun, Jan 24, 2027 · 8:00 PM');
  });

  it('shows a calendar day without shifting it by the time zone', () => {
    expect(formatDay('2025-06-14')).toBe('Sat, Jun 14, 2025');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('shows a wall-clock time in 12-hour form', () => {
    expect(formatClockTime('20:00')).toBe('8:00 PM');
    expect(formatClockTime('09:30')).toBe('9:30 AM');
    expect(formatClockTime('00:05:00')).toBe('12:05 AM');
    expect(formatClockTime('soon')).toBe('soon');
  });
});
