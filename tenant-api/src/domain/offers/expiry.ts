import type { OfferStatus as OfferState } from '../../contract/offers';
import { addHours, eventStartsAt, HOUR_MS } from './calendar';

/**
 * The response-deadline rule. Each waiting state gives the party whose turn it is a window,
 * counted from the moment the offer entered that state:
 *   - PENDING: the performer has 48 hours to accept, counter or decline (SPEC 9: 24-48 h);
 *   - COUNTER_OFFER: the buyer has 48 hours to accept or decline the counter-offer;
 *   - ACCEPTED: the buyer has 72 hours to pay;
 *   - PENDING_ADMIN_APPROVAL: no window of its own (it waits in the admin queue).
 * Every waiting state, PENDING_ADMIN_APPROVAL included, also ends 24 hours before the
 * event starts, whichever comes first: a booking needs a day's notice. When the deadline
 * passes, the offer is EXPIRED. Other states have no deadline.
 */
export const RESPONSE_WINDOW_HOURS = {
  PENDING: 48,
  COUNTER_OFFER: 48,
  ACCEPTED: 72,
} as const satisfies Partial<Record<OfferState, number>>;

export const NOTICE_BEFORE_EVENT_HOURS = 24;

export const WAITING_STATES: readonly OfferState[] = ['PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER', 'ACCEPTED'];

/** Under 6 hours left is urgent ('Expires Soon!'); under 24 hours expires today. */
export const HIGH_URGENCY_HOURS = 6;
export const MEDIUM_URGENCY_HOURS = 24;

export interface DeadlineInput {
  state: OfferState;
  /** When the offer entered its current state (for PENDING: when it reached the performer). */
  enteredStateAt: Date;
  eventDate: string;
  eventTime?: string | null;
}

export function responseDeadline({ state, enteredStateAt, eventDate, eventTime }: DeadlineInput): Date | null {
  if (!WAITING_STATES.includes(state)) return null;
  const noticeCutoff = addHours(eventStartsAt(eventDate, eventTime), -NOTICE_BEFORE_EVENT_HOURS);
  const windowHours: number | undefined = RESPONSE_WINDOW_HOURS[state as keyof typeof RESPONSE_WINDOW_HOURS];
  if (windowHours === undefined) return noticeCutoff;
  const windowEnd = addHours(enteredStateAt, windowHours);
  return windowEnd < noticeCutoff ? windowEnd : noticeCutoff;
}

export function isPastDeadline(offer: DeadlineInput, now: Date): boolean {
  const deadline = responseDeadline(offer);
  return deadline !== null && now.getTime() >= deadline.getTime();
}

export type UrgencyLevel = 'high' | 'medium' | 'low';

export interface ExpirationStatus {
  isExpired: boolean;
  /** Whole hours left, rounded down; null when the state has no deadline. */
  hoursLeft: number | null;
  warningMessage: string | null;
  urgencyLevel: UrgencyLevel;
}

const EXPIRED: ExpirationStatus = {
  isExpired: true,
  hoursLeft: 0,
  warningMessage: 'This offer has expired',
  urgencyLevel: 'high',
};

const NO_DEADLINE: ExpirationStatus = { isExpired: false, hoursLeft: null, warningMessage: null, urgencyLevel: 'low' };

export function expirationStatus(offer: DeadlineInput, now: Date): ExpirationStatus {
  if (offer.state === 'EXPIRED') return EXPIRED;
  const deadline = responseDeadline(offer);
  if (!deadline) return NO_DEADLINE;
  const msLeft = deadline.getTime() - now.getTime();
  if (msLeft <= 0) return EXPIRED;
  const hoursLeft = Math.floor(msLeft / HOUR_MS);
  return { isExpired: false, hoursLeft, warningMessage: expiresIn(hoursLeft), urgencyLevel: urgencyOf(hoursLeft) };
}

function urgencyOf(hoursLeft: number): UrgencyLevel {
  if (hoursLeft < HIGH_URGENCY_HOURS) return 'high';
  return hoursLeft < MEDIUM_URGENCY_HOURS ? 'medium' : 'low';
}

function expiresIn(hoursLeft: number): string {
  if (hoursLeft === 0) return 'Expires in less than an hour';
  if (hoursLeft < MEDIUM_URGENCY_HOURS) return `Expires in ${plural(hoursLeft, 'hour')}`;
  return `Expires in ${plural(Math.floor(hoursLeft / 24), 'day')}`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
