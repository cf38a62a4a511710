import { MAX_TOUR_STOPS, TourBody, type Tour, type UsState } from 'tenant-api/contract';
import { isApiError } from 'widgets/api';

/** One stop as typed in the form. */
export interface StopDraft {
  /** Stable React key; not sent. */
  key: string;
  city: string;
  state: UsState | '';
  date: string;
  isFixedDate: boolean;
  /** Kept from a saved stop so an edit does not drop its venue. */
  venueId?: string | null;
}

export interface TourDraft {
  name: string;
  stops: StopDraft[];
}

/** Errors keyed like the API's `fields`: `name`, `stops`, `stops.2.city`, `stops.2.date`… */
export type TourFieldErrors = Record<string, string>;

let nextKey = 1;
export const newStopKey = () => `stop-${nextKey++}`;

export const emptyStop = (): StopDraft => ({ key: newStopKey(), city: '', state: '', date: '', isFixedDate: false });

export const emptyTourDraft = (): TourDraft => ({ name: '', stops: [emptyStop(), emptyStop()] });

export function draftFromTour(tour: Tour): TourDraft {
  return {
    name: tour.name,
    stops: [...tour.stops]
      .sort((a, b) => a.position - b.position)
      .map((stop) => ({
        key: newStopKey(),
        city: stop.city,
        state: stop.state as UsState,
        date: stop.date.slice(0, 10),
        isFixedDate: stop.isFixedDate,
        venueId: stop.venueId,
      })),
  };
}

export function addStop(stops: readonly StopDraft[]): StopDraft[] {
  return stops.length >= MAX_TOUR_STOPS ? [...stops] : [...stops, emptyStop()];
}

export function removeStop(stops: readonly StopDraft[], index: number): StopDraft[] {
  return stops.length <= 1 ? [...stops] : stops.filter((_, at) => at !== index);
}

/** Moves a stop one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveStop(stops: readonly StopDraft[], index: number, by: -1 | 1): StopDraft[] {
  const target = index + by;
  if (target < 0 || target >= stops.length) return [...stops];
  const next = [...stops];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The request body (TourBody): text trimmed, venue ids kept only where a stop had one. */
export function toTourBody(draft: TourDraft): TourBody {
  return {
    name: draft.name.trim(),
    stops: draft.stops.map((stop) => ({
      city: stop.city.trim(),
      state: stop.state as UsState,
      date: stop.date,
      isFixedDate: stop.isFixedDate,
      ...(stop.venueId ? { venueId: stop.venueId } : {}),
    })),
  };
}

/** Every issue keyed by its full path, the first message per field. */
function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TourFieldErrors {
  const fields: TourFieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Client-side checks mirroring the API: the contract's own TourBody (required name, city and
 * state, real calendar dates, dates strictly increasing, at most MAX_TOUR_STOPS), keyed by path.
 */
export function validateTourDraft(draft: TourDraft): TourFieldErrors {
  const result = TourBody.safeParse(toTourBody(draft));
  if (result.success) return {};
  const fields = issuesToFields(result.error.issues);
  // The API's enum message ("Invalid option…") is not helpful next to an empty select.
  draft.stops.forEach((stop, index) => {
    if (!stop.state && fields[`stops.${index}.state`]) fields[`stops.${index}.state`] = 'Choose a state';
    if (!stop.date && fields[`stops.${index}.date`]) fields[`stops.${index}.date`] = 'Choose a date';
  });
  return fields;
}

/** A 400's `fields` (same keys), or null when the error is something else. */
export function serverFieldErrors(error: unknown): TourFieldErrors | null {
  if (!isApiError(error) || error.status !== 400 || !error.fields) return null;
  return { ...error.fields };
}

/** Field errors that no input shows (e.g. `stops` itself, `form`), for a summary alert. */
export function unplacedErrors(errors: TourFieldErrors, stopCount: number): string[] {
  const placed = new Set(['name']);
  for (let index = 0; index < stopCount; index++) {
    for (const field of ['city', 'state', 'date', 'isFixedDate']) placed.add(`stops.${index}.${field}`);
  }
  return Object.entries(errors)
    .filter(([key]) => !placed.has(key))
    .map(([, message]) => message);
}

/** The order in which inputs appear, for moving focus to the first error. */
export function fieldOrder(stopCount: number): string[] {
  const order = ['name'];
  for (let index = 0; index < stopCount; index++) {
    order.push(`stops.${index}.city`, `stops.${index}.state`, `stops.${index}.date`);
  }
  return order;
}
