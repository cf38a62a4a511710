import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../src/contract/dates';
import {
  blockedInterval,
  dayStatus,
  firstBlock,
  isoWeekday,
  monthMarks,
  type AvailabilityRule,
} from '../../src/domain/availability';
import { performancesOf } from '../../src/domain/bookingOverlap';

const NY = 'America/New_York';
const rule = (overrides: Partial<AvailabilityRule>): AvailabilityRule => ({
  id: 'r',
  kind: 'date',
  date: null,
  weekday: null,
  startTime: null,
  endTime: null,
  ...overrides,
});
/** One performance starting at `time` on `date` in `timeZone`, `minutes` long. */
const set = (date: string, time: string, minutes = 60, timeZone = NY) => {
  const start = zonedInstant(date, time, timeZone);
  return [{ start, end: new Date(start.getTime() + minutes * 60_000) }];
};

describe('one-off blocks', () => {
  const day = rule({ date: '2027-01-25' });
  it('blocks the whole date on the performer’s clock, and nothing on the dates either side', () => {
    expect(firstBlock([day], set('2027-01-25', '20:00'), NY)?.date).toBe('2027-01-25');
    expect(firstBlock([day], set('2027-01-24', '20:00'), NY)).toBeNull();
    expect(firstBlock([day], set('2027-01-26', '00:00'), NY)).toBeNull();
  });

  it('catches a set that starts the evening before and runs past midnight into the blocked date', () => {
    expect(firstBlock([day], set('2027-01-24', '23:30', 60), NY)?.date).toBe('2027-01-25');
    expect(firstBlock([day], set('2027-01-24', '23:00', 60), NY)).toBeNull(); // ends at 00:00: touching
  });

  it('reads a venue in another zone on the performer’s clock: 22:00 in Los Angeles is 01:00 in New York', () => {
    const laSet = set('2027-01-24', '22:00', 60, 'America/Los_Angeles');
    expect(firstBlock([day], laSet, NY)?.date).toBe('2027-01-25');
  });

  it('with times, blocks only between them; the edges touch without overlapping', () => {
    const evening = rule({ date: '2027-01-25', startTime: '18:00', endTime: '23:00' });
    expect(firstBlock([evening], set('2027-01-25', '17:00'), NY)).toBeNull(); // ends 18:00
    expect(firstBlock([evening], set('2027-01-25', '23:00'), NY)).toBeNull(); // starts 23:00
    expect(firstBlock([evening], set('2027-01-25', '17:30'), NY)?.rule).toBe(evening);
    expect(firstBlock([evening], set('2027-01-25', '22:59', 30), NY)?.rule).toBe(evening);
  });
});

describe('weekly rules', () => {
  const mondays = rule({ kind: 'weekly', weekday: 1 });
  const mondayEvenings = rule({ kind: 'weekly', weekday: 1, startTime: '18:00', endTime: '23:00' });

  it('knows ISO weekdays from calendar dates', () => {
    expect(isoWeekday('2027-01-25')).toBe(1);
    expect(isoWeekday('2027-01-24')).toBe(7);
  });

  it('blocks every Monday, all day or in the evening only', () => {
    expect(firstBlock([mondays], set('2027-02-01', '12:00'), NY)?.date).toBe('2027-02-01');
    expect(firstBlock([mondays], set('2027-02-02', '12:00'), NY)).toBeNull();
    expect(firstBlock([mondayEvenings], set('2027-02-01', '12:00'), NY)).toBeNull();
    expect(firstBlock([mondayEvenings], set('2027-02-08', '20:00'), NY)?.date).toBe('2027-02-08');
  });

  it('catches a later night of a multi-night run', () => {
    const run = performancesOf({
      eventDate: '2027-01-23',
      eventTime: '20:00',
      venueTimeZone: NY,
      performanceLength: 60,
      numberOfNights: 3,
    });
    expect(firstBlock([mondayEvenings], run, NY)?.date).toBe('2027-01-25');
  });

  it('marks a month: whole days as blocked, timed rules as partial', () => {
    const marks = monthMarks([mondays, rule({ date: '2027-02-03', startTime: '09:00', endTime: '10:00' })], '2027-02');
    expect(marks.filter((mark) => mark.status === 'blocked').map((mark) => mark.date)).toEqual([
      '2027-02-01',
      '2027-02-08',
      '2027-02-15',
      '2027-02-22',
    ]);
    expect(dayStatus([mondayEvenings], '2027-02-01')).toBe('partial');
    expect(dayStatus([mondayEvenings], '2027-02-02')).toBeUndefined();
  });
});

describe('daylight saving time', () => {
  it('a whole-day block on the day DST starts is 23 hours, on the day it ends 25', () => {
    const spring = blockedInterval(rule({ date: '2027-03-14' }), '2027-03-14', NY);
    const autumn = blockedInterval(rule({ date: '2027-11-07' }), '2027-11-07', NY);
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it('a weekly evening rule keeps its wall-clock time across the change (UTC offset moves)', () => {
    const before = blockedInterval(
      rule({ kind: 'weekly', weekday: 7, startTime: '18:00', endTime: '23:00' }),
      '2027-03-07',
      NY,
    );
    const after = blockedInterval(
      rule({ kind: 'weekly', weekday: 7, startTime: '18:00', endTime: '23:00' }),
      '2027-03-14',
      NY,
    );
    expect(before.start.toISOString()).toBe('2027-03-07T23:00:00.000Z');
    expect(after.start.toISOString()).toBe('2027-03-14T22:00:00.000Z');
  });

  it('the day after the clocks fall back starts at its own midnight: a set ending at 00:00 misses it', () => {
    const nextDay = rule({ date: '2027-11-08' });
    expect(firstBlock([nextDay], set('2027-11-07', '23:00', 60), NY)).toBeNull();
    expect(firstBlock([nextDay], set('2027-11-07', '23:00', 61), NY)?.date).toBe('2027-11-08');
  });
});
