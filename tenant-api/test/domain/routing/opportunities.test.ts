import { describe, expect, it } from 'vitest';
import { detourMiles, EARTH_RADIUS_MILES, haversineMiles, unitVector } from '../../../src/domain/routing/geo';
import {
  confidenceOf,
  estimateFeeCents,
  legFitsWindow,
  legOpportunity,
  matchScore,
  medianCents,
  parseCityState,
} from '../../../src/domain/routing/opportunities';
import { seededRandom } from '../../../src/domain/routing/optimizer';

const austin = { lat: 30.2672, lng: -97.7431 };
const dallas = { lat: 32.7767, lng: -96.797 };
const waco = { lat: 31.5493, lng: -97.1467 };
const houston = { lat: 29.7604, lng: -95.3698 };
const window = { startDate: '2027-01-01', endDate: '2027-12-31' };
const leg = { from: { ...austin, date: '2027-03-01' }, to: { ...dallas, date: '2027-03-05' } };

describe('distances', () => {
  it('measures Austin to Dallas at about 182 great-circle miles', () => {
    expect(haversineMiles(austin, dallas)).toBeGreaterThan(178);
    expect(haversineMiles(austin, dallas)).toBeLessThan(186);
  });

  it('detour is d(a,v) + d(v,b) - d(a,b): small for Waco on I-35, large for Houston', () => {
    expect(detourMiles(austin, waco, dallas)).toBeLessThan(5);
    expect(detourMiles(austin, houston, dallas)).toBeGreaterThan(100);
    expect(detourMiles(austin, austin, dallas)).toBeCloseTo(0, 6);
  });

  it('the chord between unit vectors gives the haversine distance to well within a millionth of a mile', () => {
    // The opportunity search's SQL: 2R·asin(|u − w| / 2) over the venues' stored unit vectors.
    const chordMiles = (p: { lat: number; lng: number }, q: { lat: number; lng: number }) => {
      const [u, w] = [unitVector(p), unitVector(q)];
      const chord = Math.hypot(u[0] - w[0], u[1] - w[1], u[2] - w[2]);
      return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, chord / 2));
    };
    const random = seededRandom(11);
    for (let trial = 0; trial < 5000; trial++) {
      const a = { lat: -60 + random() * 130, lng: -180 + random() * 360 };
      const scale = [1e-6, 1e-3, 0.1, 5, 40][trial % 5]!;
      const b = {
        lat: Math.max(-89, Math.min(89, a.lat + (random() - 0.5) * scale)),
        lng: a.lng + (random() - 0.5) * scale,
      };
      expect(Math.abs(chordMiles(a, b) - haversineMiles(a, b))).toBeLessThan(1e-9);
    }
  });
});

describe('legOpportunity', () => {
  it('takes a venue within the detour and suggests a free day in proportion to its place on the leg', () => {
    const found = legOpportunity(leg, waco, 100, window)!;
    expect(found.detourMiles).toBeLessThan(5);
    expect(found.onFreeDay).toBe(true);
    expect(found.suggestedDate).toBe('2027-03-03');
  });

  it('refuses a venue past the detour limit', () => {
    expect(legOpportunity(leg, houston, 100, window)).toBeNull();
    expect(legOpportunity(leg, houston, 200, window)).not.toBeNull();
  });

  it('keeps the suggested date inside the search window, or gives up', () => {
    expect(legOpportunity(leg, waco, 100, { startDate: '2027-03-04', endDate: '2027-03-31' })!.suggestedDate).toBe(
      '2027-03-04',
    );
    expect(legOpportunity(leg, waco, 100, { startDate: '2027-04-01', endDate: '2027-04-30' })).toBeNull();
  });

  it('uses the nearer show day when the shows are on consecutive days', () => {
    const tight = { from: { ...austin, date: '2027-03-01' }, to: { ...dallas, date: '2027-03-02' } };
    const nearAustin = { lat: 30.6, lng: -97.6 };
    expect(legOpportunity(tight, nearAustin, 100, window)).toMatchObject({
      suggestedDate: '2027-03-01',
      onFreeDay: false,
    });
  });
});

describe('fee estimate and confidence', () => {
  it('is the base fee without history and moves toward the venue median with bookings', () => {
    expect(estimateFeeCents(80_000, { bookings: 0, medianFeeCents: null })).toBe(80_000);
    expect(estimateFeeCents(80_000, { bookings: 2, medianFeeCents: 120_000 })).toBe(100_000);
    expect(estimateFeeCents(0, { bookings: 0, medianFeeCents: null })).toBe(50_000);
    expect(estimateFeeCents(5_000, { bookings: 0, medianFeeCents: null })).toBe(10_000);
  });

  it('scores proximity, history and a free day, and maps the score to HIGH / MEDIUM / LOW', () => {
    expect(matchScore(0, 100, { bookings: 3, medianFeeCents: 1 }, true)).toBe(100);
    expect(matchScore(100, 100, { bookings: 0, medianFeeCents: null }, false)).toBe(0);
    expect(matchScore(10, 100, { bookings: 0, medianFeeCents: null }, true)).toBe(65);
    expect(confidenceOf(70)).toBe('HIGH');
    expect(confidenceOf(69)).toBe('MEDIUM');
    expect(confidenceOf(40)).toBe('MEDIUM');
    expect(confidenceOf(39)).toBe('LOW');
  });

  it('takes medians of odd and even counts', () => {
    expect(medianCents([])).toBeNull();
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([100, 200, 301, 400])).toBe(251);
  });

  it('parses "City, ST"', () => {
    expect(parseCityState(' San Antonio , tx ')).toEqual({ city: 'San Antonio', state: 'TX' });
    expect(parseCityState('Austin')).toBeNull();
    expect(parseCityState('Austin, Texas')).toBeNull();
  });
});

describe('legs that can fit the window', () => {
  it('a leg fits exactly when a venue at one of its ends gets a date (random days and windows)', () => {
    const random = seededRandom(18);
    const day = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);
    let fits = 0;
    for (let run = 0; run < 2_000; run++) {
      const fromDay = Math.floor(random() * 20);
      const toDay = fromDay + Math.floor(random() * 4);
      const startDay = Math.floor(random() * 25);
      const dates = { startDate: day(startDay), endDate: day(startDay + Math.floor(random() * 5)) };
      const randomLeg = { from: { ...austin, date: day(fromDay) }, to: { ...dallas, date: day(toDay) } };
      const atAnEnd = [austin, dallas].some((venue) => legOpportunity(randomLeg, venue, 5, dates) !== null);
      expect(legFitsWindow(randomLeg, dates)).toBe(atAnEnd);
      if (atAnEnd) fits++;
    }
    expect(fits).toBeGreaterThan(200);
    expect(fits).toBeLessThan(1_800);
  });
});
