import { ApiError } from 'widgets/api';
import { describe, expect, it } from 'vitest';
import { tour } from './testing/fixtures';
import {
  addStop,
  draftFromTour,
  emptyStop,
  fieldOrder,
  moveStop,
  removeStop,
  serverFieldErrors,
  toTourBody,
  unplacedErrors,
  validateTourDraft,
  type StopDraft,
  type TourDraft,
} from './tourForm';

const stop = (city: string, state: StopDraft['state'], date: string, isFixedDate = false): StopDraft => ({
  ...emptyStop(),
  city,
  state,
  date,
  isFixedDate,
});

const valid = (): TourDraft => ({
  name: 'Spring Run',
  stops: [stop('Austin', 'TX', '2026-03-05', true), stop('Dallas', 'TX', '2026-03-07')],
});

describe('validateTourDraft (mirrors TourBody)', () => {
  it('accepts a named tour whose dates increase', () => {
    expect(validateTourDraft(valid())).toEqual({});
  });

  it('names the stop whose date is not after the one before', () => {
    const draft = valid();
    draft.stops.push(stop('Tulsa', 'OK', '2026-03-07'));
    expect(validateTourDraft(draft)).toEqual({ 'stops.2.date': 'Each stop must be after the one before' });
  });

  it('puts missing values on their own fields', () => {
    const errors = validateTourDraft({ name: '  ', stops: [stop('', '', '')] });
    expect(errors).toEqual({
      name: 'Name is required',
      'stops.0.city': 'City is required',
      'stops.0.state': 'Choose a state',
      'stops.0.date': 'Choose a date',
    });
  });

  it('rejects a date that is not on the calendar', () => {
    const draft = valid();
    draft.stops[1]!.date = '2026-02-30';
    expect(validateTourDraft(draft)['stops.1.date']).toBe('Not a calendar date');
  });
});

describe('stop list editing', () => {
  it('moves a stop up and down, ignoring moves past the ends', () => {
    const [a, b, c] = [stop('A', 'TX', ''), stop('B', 'TX', ''), stop('C', 'TX', '')];
    expect(moveStop([a, b, c], 2, -1).map((s) => s.city)).toEqual(['A', 'C', 'B']);
    expect(moveStop([a, b, c], 0, 1).map((s) => s.city)).toEqual(['B', 'A', 'C']);
    expect(moveStop([a, b, c], 0, -1).map((s) => s.city)).toEqual(['A', 'B', 'C']);
    expect(moveStop([a, b, c], 2, 1).map((s) => s.city)).toEqual(['A', 'B', 'C']);
  });

  it('removes a stop but never the last one, and adds blank stops up to 40', () => {
    const [a, b] = [stop('A', 'TX', ''), stop('B', 'TX', '')];
    expect(removeStop([a, b], 0).map((s) => s.city)).toEqual(['B']);
    expect(removeStop([a], 0)).toHaveLength(1);
    expect(addStop([a])).toHaveLength(2);
    expect(addStop(Array.from({ length: 40 }, () => a))).toHaveLength(40);
  });
});

describe('toTourBody and draftFromTour', () => {
  it('trims text and keeps a saved venue id', () => {
    const draft = valid();
    draft.name = ' Spring Run ';
    draft.stops[0]!.city = ' Austin ';
    draft.stops[1]!.venueId = '88888888-8888-4888-8888-888888888888';
    expect(toTourBody(draft)).toEqual({
      name: 'Spring Run',
      stops: [
        { city: 'Austin', state: 'TX', date: '2026-03-05', isFixedDate: true },
        {
          city: 'Dallas',
          state: 'TX',
          date: '2026-03-07',
          isFixedDate: false,
          venueId: '88888888-8888-4888-8888-888888888888',
        },
      ],
    });
  });

  it('edits a saved tour in position order', () => {
    const saved = tour();
    const shuffled = { ...saved, stops: [saved.stops[2]!, saved.stops[0]!, saved.stops[1]!] };
    const draft = draftFromTour(shuffled);
    expect(draft.name).toBe('Heartland Spring Run');
    expect(draft.stops.map((s) => s.city)).toEqual(['Austin', 'Dallas', 'Tulsa']);
    expect(validateTourDraft(draft)).toEqual({});
  });
});

describe('server errors', () => {
  it('takes the fields of a 400 as they are (stops.N.city)', () => {
    const error = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'x',
          fields: { 'stops.1.city': 'Choose a US city in that state' },
        },
      }),
    );
    expect(serverFieldErrors(error)).toEqual({ 'stops.1.city': 'Choose a US city in that state' });
    expect(serverFieldErrors(new ApiError(500, 'Oops', ''))).toBeNull();
    expect(serverFieldErrors(new Error('network'))).toBeNull();
  });

  it('lists errors no input shows, and the order inputs appear in', () => {
    expect(
      unplacedErrors({ name: 'a', 'stops.0.city': 'b', stops: 'A tour has at most 40 stops', 'stops.5.date': 'c' }, 2),
    ).toEqual(['A tour has at most 40 stops', 'c']);
    expect(fieldOrder(1)).toEqual(['name', 'stops.0.city', 'stops.0.state', 'stops.0.date']);
  });
});
