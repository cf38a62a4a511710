import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addZonedDays,
  calendarDaysUntil,
  formatCalendarDate,
  formatClockTime,
  formatEventDateTime,
  formatZonedDateTime,
  formatZonedDay,
  shiftCalendarDate,
  isTimeZone,
  zonedDate,
  zonedInstant,
} from '../../src/contract/dates';
import { payoutDueAt } from '../../src/commands/offers/releaseEscrow';
import { zoneAt, zoneOfPlace } from '../../src/domain/timeZones';
import { allUsCities } from '../../src/db/seed/cities';

describe('the shared date formatter', () => {
  it('writes an event with its venue’s zone, as people read it', () => {
    expect(formatEventDateTime('2027-01-24', '20:00', 'America/Chicago')).toBe('Sun, Jan 24, 2027, 8:00 PM CST');
    expect(formatEventDateTime('2027-07-24', '20:00', 'America/Chicago')).toBe('Sat, Jul 24, 2027, 8:00 PM CDT');
    expect(formatEventDateTime('2027-01-24', '20:00', 'Pacific/Honolulu')).toBe('Sun, Jan 24, 2027, 8:00 PM HST');
    expect(formatEventDateTime('2027-01-24', '09:05', 'America/New_York')).toBe('Sun, Jan 24, 2027, 9:05 AM EST');
  });

  it('writes an instant on a venue’s clock', () => {
    expect(formatZonedDateTime(new Date('2027-01-25T06:00:00Z'), 'Pacific/Honolulu')).toBe(
      'Sun, Jan 24, 2027, 8:00 PM HST',
    );
    expect(zonedDate(new Date('2027-01-25T06:00:00Z'), 'Pacific/Honolulu')).toBe('2027-01-24');
  });

  it('writes calendar dates and clock times without a zone', () => {
    expect(formatCalendarDate('2027-01-24')).toBe('Sun, Jan 24, 2027');
    expect(formatClockTime('20:00')).toBe('8:00 PM');
    expect(formatClockTime('00:15')).toBe('12:15 AM');
  });

  it('writes every instant in every zone as date-fns would (the formatter is Intl, date-fns the oracle)', () => {
    const zones = [
      'America/Chicago',
      'America/New_York',
      'America/Phoenix',
      'Pacific/Honolulu',
      'America/Anchorage',
      'America/Puerto_Rico',
      'Pacific/Guam',
      'America/St_Johns',
      'Asia/Kathmandu',
      'UTC',
    ];
    const instants = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2060-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const wall = new TZDate(instant.getTime(), zone);
        const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
          .formatToParts(instant)
          .find((part) => part.type === 'timeZoneName')!.value;
        expect(formatZonedDateTime(instant, zone)).toBe(`${format(wall, 'EEE, MMM d, yyyy, h:mm a')} ${zoneName}`);
        expect(formatZonedDay(instant, zone)).toBe(format(wall, 'EEE, MMM d, yyyy'));
        expect(zonedDate(instant, zone)).toBe(format(wall, 'yyyy-MM-dd'));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes every calendar date and clock time as date-fns would, and shifts dates by whole days', () => {
    const days = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2060-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        days,
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (day, shift, hours, minutes) => {
          const date = day.toISOString().slice(0, 10);
          const [y, m, d] = date.split('-').map(Number) as [number, number, number];
          const local = new Date(y, m - 1, d);
          expect(formatCalendarDate(date)).toBe(format(local, 'EEE, MMM d, yyyy'));
          expect(shiftCalendarDate(date, shift)).toBe(format(addDays(local, shift), 'yyyy-MM-dd'));
          const clock = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
          expect(formatClockTime(clock)).toBe(format(new Date(2000, 0, 1, hours, minutes), 'h:mm a'));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('remembers instants without sharing them: a caller changing its Date changes no later answer', () => {
    const cases: [string, string, string][] = [
      ['2027-03-14', '02:30', 'America/Chicago'],
      ['2027-11-07', '01:30', 'America/New_York'],
      ['2027-01-24', '20:00', 'Pacific/Honolulu'],
    ];
    for (const [date, time, zone] of cases) {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const oracle = new TZDate(year, month - 1, day, Number(time.slice(0, 2)), Number(time.slice(3)), zone);
      const first = zonedInstant(date, time, zone);
      expect(first.getTime()).toBe(oracle.getTime());
      first.setTime(0);
      expect(zonedInstant(date, time, zone).getTime()).toBe(oracle.getTime());
    }
  });

  it('knows IANA zone names', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('counts calendar days and adds them on the venue’s clock across DST', () => {
    expect(calendarDaysUntil('2027-03-15', new Date('2027-03-14T05:30:00Z'), 'America/New_York')).toBe(1);
    // Sat 2027-03-13 20:00 EST + 1 day = Sun 20:00 EDT: 23 hours later.
    const saturday = new Date('2027-03-14T01:00:00Z');
    expect(addZonedDays(saturday, 1, 'America/New_York')).toEqual(new Date('2027-03-15T00:00:00Z'));
  });
});

describe('venue time zones from the bundled city data', () => {
  it('finds the zone of coordinates', () => {
    expect(zoneAt(21.3069, -157.8583)).toBe('Pacific/Honolulu');
    expect(zoneAt(41.8781, -87.6298)).toBe('America/Chicago');
    expect(zoneAt(33.4484, -112.074)).toBe('America/Phoenix');
  });

  it('finds the zone of a typed city, and the state’s largest city for an unknown one', () => {
    const cities = allUsCities();
    expect(zoneOfPlace(cities, 'Honolulu', 'HI')).toBe('Pacific/Honolulu');
    expect(zoneOfPlace(cities, 'El Paso', 'TX')).toBe('America/Denver');
    expect(zoneOfPlace(cities, 'Austin', 'TX')).toBe('America/Chicago');
    expect(zoneOfPlace(cities, 'Nowhere Special', 'HI')).toBe('Pacific/Honolulu');
  });
});

describe('the payout day', () => {
  it('falls the tenant’s delay in calendar days after the event, at the venue (DST included)', () => {
    // Sat 2027-11-06 20:00 CDT; one day later is Sun 2027-11-07 20:00 CST (25 hours later).
    const offer = { eventDate: '2027-11-06', eventTime: '20:00', venueTimeZone: 'America/Chicago' };
    expect(payoutDueAt(offer, 1)).toEqual(new Date('2027-11-08T02:00:00Z'));
    const honolulu = { eventDate: '2027-01-24', eventTime: '20:00', venueTimeZone: 'Pacific/Honolulu' };
    expect(payoutDueAt(honolulu, 3)).toEqual(new Date('2027-01-28T06:00:00Z'));
  });
});
