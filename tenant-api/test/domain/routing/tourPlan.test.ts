import { describe, expect, it } from 'vitest';
import { dayNumber, firstOutOfOrderStop, optimizeTour, type PlannedStop } from '../../../src/domain/routing/tourPlan';

const stop = (city: string, lat: number, lng: number, date: string, isFixedDate = false): PlannedStop => ({
  city,
  state: 'XX',
  lat,
  lng,
  date,
  isFixedDate,
});

// A zig-zag along one line of longitude: the given order doubles back and forth.
const zigzag = [
  stop('A', 30, -97, '2027-03-01', true),
  stop('D', 33, -97, '2027-03-02'),
  stop('B', 31, -97, '2027-03-03'),
  stop('E', 34, -97, '2027-03-04'),
  stop('C', 32, -97, '2027-03-05'),
];

describe('optimizeTour', () => {
  it('straightens a zig-zag of flexible stops and never beats the given order backwards', () => {
    const result = optimizeTour(zigzag);
    expect(result.order.map((index) => zigzag[index]!.city)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(result.totalDistance).toBeLessThan(result.originalDistance);
    expect(result.routeSegments).toHaveLength(4);
    expect(result.routeSegments[0]).toMatchObject({ fromCity: 'A, XX', toCity: 'B, XX' });
    const summed = result.routeSegments.reduce((sum, segment) => sum + segment.distance, 0);
    expect(Math.abs(summed - result.totalDistance)).toBeLessThan(0.5);
  });

  it('keeps fixed stops on their dates and in date order', () => {
    const stops = zigzag.map((entry, index) => (index === 1 || index === 2 ? { ...entry, isFixedDate: true } : entry));
    const result = optimizeTour(stops);
    const names = result.order.map((index) => stops[index]!.city);
    expect(names.indexOf('D')).toBeLessThan(names.indexOf('B'));
    for (const [position, index] of result.order.entries()) {
      if (stops[index]!.isFixedDate) expect(result.dates[position]).toBe(stops[index]!.date);
    }
    const days = result.dates.map(dayNumber);
    days.slice(1).forEach((day, index) => expect(day).toBeGreaterThan(days[index]!));
  });

  it('leaves an already optimal order alone', () => {
    const straight = [zigzag[0]!, zigzag[2]!, zigzag[4]!, zigzag[1]!, zigzag[3]!].map((entry, index) => ({
      ...entry,
      date: `2027-03-0${index + 1}`,
    }));
    const result = optimizeTour(straight);
    expect(result.order).toEqual([0, 1, 2, 3, 4]);
    expect(result.totalDistance).toBe(result.originalDistance);
  });

  it('does not place more flexible stops between two fixed stops than there are free days', () => {
    const stops = [
      stop('A', 30, -97, '2027-03-01', true),
      stop('Far', 45, -97, '2027-03-02'),
      stop('B', 30.5, -97, '2027-03-03', true),
      stop('Near', 30.2, -97, '2027-03-04'),
    ];
    const result = optimizeTour(stops);
    const names = result.order.map((index) => stops[index]!.city);
    expect(names.indexOf('B') - names.indexOf('A')).toBeLessThanOrEqual(2);
    expect(result.dates[names.indexOf('B')]).toBe('2027-03-03');
  });
});

describe('firstOutOfOrderStop', () => {
  it('names the first stop whose date is not after the previous one', () => {
    expect(firstOutOfOrderStop(zigzag)).toBeNull();
    expect(firstOutOfOrderStop([zigzag[0]!, { ...zigzag[1]!, date: '2027-03-01' }])).toBe(1);
  });
});
