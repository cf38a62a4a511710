import { describe, expect, it } from 'vitest';
import { formatVenueWallClock } from './venueDates';

describe('formatVenueWallClock', () => {
  it('shows the venue’s wall clock with its zone’s abbreviation, winter and summer', () => {
    expect(
      formatVenueWallClock({ eventDate: '2027-01-24', eventTime: '20:00', venueTimeZone: 'America/Chicago' }),
    ).toBe('Sun, Jan 24, 2027, 8:00 PM CST');
    expect(
      formatVenueWallClock({ eventDate: '2027-07-04', eventTime: '19:30', venueTimeZone: 'America/New_York' }),
    ).toBe('Sun, Jul 4, 2027, 7:30 PM EDT');
  });

  it('keeps the wall clock across a zone the browser is not in', () => {
    expect(
      formatVenueWallClock({ eventDate: '2027-03-14', eventTime: '23:15', venueTimeZone: 'Pacific/Honolulu' }),
    ).toBe('Sun, Mar 14, 2027, 11:15 PM HST');
  });

  it('falls back to the date and time as given without a zone, or with one it does not know', () => {
    const plain = 'Sun, Jan 24, 2027 · 8:00 PM';
    expect(formatVenueWallClock({ eventDate: '2027-01-24', eventTime: '20:00' })).toBe(plain);
    expect(formatVenueWallClock({ eventDate: '2027-01-24', eventTime: '20:00', venueTimeZone: 'Mars/Olympus' })).toBe(
      plain,
    );
  });
});
