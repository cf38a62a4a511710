import type { OfferDraftInput, UsState, VenueType } from 'tenant-api/contract';
import { dollarsToCents } from '../format/money';
import type { SelectOption } from '../ui/Select';

export type EventTypeValue = NonNullable<OfferDraftInput['eventType']>;
export type ContentRatingValue = NonNullable<OfferDraftInput['contentRating']>;

/** The wizard's form as typed: text as entered, the offer in whole dollars (SPEC 2.10). */
export interface OfferWizardDraft {
  eventName: string;
  eventDate: string;
  eventTime: string;
  eventType: EventTypeValue;
  audienceSize: string;
  contentRating: ContentRatingValue;
  venueName: string;
  venueAddress: string;
  venueCity: string;
  venueState: UsState | '';
  venueZip: string;
  venuePhone: string;
  venueEmail: string;
  venueType: VenueType;
  performanceLength: string;
  offerDollars: string;
  specialRequests: string;
  isMultiNight: boolean;
  numberOfNights: string;
}

/** A field of the API's offer draft; field errors (ours and the server's) are keyed by these. */
export type DraftField = keyof OfferDraftInput;
export type FieldErrors = Partial<Record<DraftField, string>>;

/** SPEC 9 defaults: audience 100, 60 minutes, $500, one night. */
export const EMPTY_DRAFT: OfferWizardDraft = {
  eventName: '',
  eventDate: '',
  eventTime: '',
  eventType: 'COMEDY_SHOW',
  audienceSize: '100',
  contentRating: 'CLEAN',
  venueName: '',
  venueAddress: '',
  venueCity: '',
  venueState: '',
  venueZip: '',
  venuePhone: '',
  venueEmail: '',
  venueType: 'COMEDY_CLUB',
  performanceLength: '60',
  offerDollars: '500',
  specialRequests: '',
  isMultiNight: false,
  numberOfNights: '1',
};

const text = (value: string | null | undefined) => value ?? undefined;
const numberText = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** The form filled from a partial API draft (e.g. an agency pre-filling its venue). */
export function draftFromPrefill(prefill: Partial<OfferDraftInput> = {}): OfferWizardDraft {
  const filled: Partial<OfferWizardDraft> = {
    eventName: prefill.eventName,
    eventDate: prefill.eventDate,
    eventTime: prefill.eventTime,
    eventType: prefill.eventType,
    audienceSize: numberText(prefill.audienceSize),
    contentRating: prefill.contentRating,
    venueName: prefill.venueName,
    venueAddress: prefill.venueAddress,
    venueCity: prefill.venueCity,
    venueState: prefill.venueState,
    venueZip: text(prefill.venueZip),
    venuePhone: text(prefill.venuePhone),
    venueEmail: text(prefill.venueEmail),
    venueType: prefill.venueType,
    performanceLength: numberText(prefill.performanceLength),
    offerDollars: prefill.offerAmount === undefined ? undefined : String(prefill.offerAmount / 100),
    specialRequests: text(prefill.specialRequests),
    isMultiNight: prefill.isMultiNight,
    numberOfNights: numberText(prefill.numberOfNights),
  };
  const defined = Object.entries(filled).filter(([, value]) => value !== undefined);
  return applyChange(EMPTY_DRAFT, Object.fromEntries(defined));
}

/**
 * A change to the form, with the multi-night rule: turning it off resets the nights to 1
 * (SPEC 2.10); turning it on starts at the 2-night minimum.
 */
export function applyChange(draft: OfferWizardDraft, patch: Partial<OfferWizardDraft>): OfferWizardDraft {
  const next = { ...draft, ...patch };
  if (!next.isMultiNight) return { ...next, numberOfNights: '1' };
  if (patch.isMultiNight && Number(next.numberOfNights) < 2) return { ...next, numberOfNights: '2' };
  return next;
}

/** A whole number typed into a form, or NaN. */
export const wholeNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/** The request body: numbers parsed, the offer converted from dollars to integer cents. */
export function toOfferDraft(draft: OfferWizardDraft, performerId: string): OfferDraftInput {
  return {
    performerId,
    eventName: draft.eventName.trim(),
    eventDate: draft.eventDate,
    eventTime: draft.eventTime,
    eventType: draft.eventType,
    audienceSize: wholeNumber(draft.audienceSize),
    contentRating: draft.contentRating,
    venueName: draft.venueName.trim(),
    venueAddress: draft.venueAddress.trim(),
    venueCity: draft.venueCity.trim(),
    venueState: draft.venueState as UsState,
    venueZip: draft.venueZip.trim(),
    venuePhone: draft.venuePhone.trim(),
    venueEmail: draft.venueEmail.trim(),
    venueType: draft.venueType,
    performanceLength: wholeNumber(draft.performanceLength),
    offerAmount: dollarsToCents(draft.offerDollars),
    specialRequests: draft.specialRequests.trim(),
    isMultiNight: draft.isMultiNight,
    numberOfNights: draft.isMultiNight ? wholeNumber(draft.numberOfNights) : 1,
  };
}

export const EVENT_TYPE_OPTIONS: readonly SelectOption<EventTypeValue>[] = [
  { value: 'COMEDY_SHOW', label: 'Comedy show' },
  { value: 'VARIETY_SHOW', label: 'Variety show' },
  { value: 'CORPORATE_EVENT', label: 'Corporate event' },
  { value: 'PRIVATE_PARTY', label: 'Private party' },
  { value: 'FESTIVAL', label: 'Festival' },
  { value: 'OTHER', label: 'Other' },
];

export const CONTENT_RATING_OPTIONS: readonly SelectOption<ContentRatingValue>[] = [
  { value: 'CLEAN', label: 'Clean' },
  { value: 'PG13', label: 'PG-13' },
  { value: 'ADULT', label: 'Adult' },
];

export const VENUE_TYPE_OPTIONS: readonly SelectOption<VenueType>[] = [
  { value: 'COMEDY_CLUB', label: 'Comedy club' },
  { value: 'THEATER', label: 'Theater' },
  { value: 'CORPORATE', label: 'Corporate' },
  { value: 'PRIVATE_EVENT', label: 'Private event' },
  { value: 'FESTIVAL', label: 'Festival' },
  { value: 'COLLEGE', label: 'College' },
  { value: 'CRUISE', label: 'Cruise' },
  { value: 'CASINO', label: 'Casino' },
  { value: 'OTHER', label: 'Other' },
];

export const labelOf = <T extends string>(options: readonly SelectOption<T>[], value: T) =>
  options.find((option) => option.value === value)?.label ?? value;
