import { MAX_OFFER_MESSAGE, MIN_OFFER_MESSAGE, offerAmountProblem } from 'tenant-api/contract/constants';
import type { OfferWizardDraft, FieldErrors } from './draft';
import { wholeNumber } from './draft';
import { dollarsToCents } from '../format/money';
import type { StepNumber } from './steps';

/** What is wrong with a step: the toast to show (SPEC 5) and the message for each field. */
export interface StepProblem {
  title: string;
  description: string;
  fields: FieldErrors;
}

interface Check {
  title: string;
  description: string;
  /** The fields this check finds wrong in the draft (empty when it passes). */
  fields(draft: OfferWizardDraft, now: Date): FieldErrors;
}

const PERFORMANCE_MINUTES = { min: 15, max: 240 };
const MULTI_NIGHTS = { min: 2, max: 7 };

const blank = (value: string) => value.trim() === '';
const inRange = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

function required(draft: OfferWizardDraft, messages: Partial<Record<keyof OfferWizardDraft, string>>): FieldErrors {
  const entries = Object.entries(messages).filter(([field]) => blank(String(draft[field as keyof OfferWizardDraft])));
  return Object.fromEntries(entries);
}

/** The event's start as the viewer's local time (the date picker's minimum is the viewer's today). */
const startsAt = (draft: OfferWizardDraft) => new Date(`${draft.eventDate}T${draft.eventTime}`);

const CHECKS: Record<StepNumber, readonly Check[]> = {
  1: [
    {
      title: 'Missing Information',
      description: 'Please fill in all event details.',
      fields: (draft) =>
        required(draft, {
          eventName: 'Enter the event name.',
          eventDate: 'Choose the event date.',
          eventTime: 'Choose the start time.',
        }),
    },
    {
      title: 'Invalid Date',
      description: 'Event date must be in the future.',
      fields: (draft, now) =>
        !blank(draft.eventDate) && !blank(draft.eventTime) && !(startsAt(draft).getTime() > now.getTime())
          ? { eventDate: 'Event date must be in the future.' }
          : {},
    },
    {
      title: 'Invalid Audience Size',
      description: 'Audience size must be at least 1.',
      fields: (draft) => (wholeNumber(draft.audienceSize) >= 1 ? {} : { audienceSize: 'Enter at least 1 guest.' }),
    },
  ],
  2: [
    {
      title: 'Missing Information',
      description: 'Please fill in all venue details.',
      fields: (draft) =>
        required(draft, {
          venueName: 'Enter the venue name.',
          venueAddress: 'Enter the street address.',
          venueCity: 'Enter the city.',
          venueState: 'Choose the state.',
        }),
    },
    {
      title: 'Invalid Email',
      description: 'Please enter a valid email address.',
      fields: (draft) =>
        blank(draft.venueEmail) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.venueEmail.trim())
          ? {}
          : { venueEmail: 'Please enter a valid email address.' },
    },
  ],
  3: [
    // The API's own limits and messages (tenant-api/contract/constants.ts).
    {
      title: 'Invalid Offer Amount',
      description: MIN_OFFER_MESSAGE,
      fields: (draft) =>
        offerAmountProblem(dollarsToCents(draft.offerDollars)) === MIN_OFFER_MESSAGE
          ? { offerAmount: MIN_OFFER_MESSAGE }
          : {},
    },
    {
      title: 'Invalid Offer Amount',
      description: MAX_OFFER_MESSAGE,
      fields: (draft) =>
        offerAmountProblem(dollarsToCents(draft.offerDollars)) === MAX_OFFER_MESSAGE
          ? { offerAmount: MAX_OFFER_MESSAGE }
          : {},
    },
    {
      title: 'Invalid Performance Length',
      description: 'Performance length must be 15 to 240 minutes.',
      fields: (draft) =>
        inRange(wholeNumber(draft.performanceLength), PERFORMANCE_MINUTES)
          ? {}
          : { performanceLength: 'Performance length must be 15 to 240 minutes.' },
    },
    {
      title: 'Invalid Number of Nights',
      description: 'Multi-night bookings are 2 to 7 nights.',
      fields: (draft) =>
        !draft.isMultiNight || inRange(wholeNumber(draft.numberOfNights), MULTI_NIGHTS)
          ? {}
          : { numberOfNights: 'Multi-night bookings are 2 to 7 nights.' },
    },
  ],
  4: [],
};

/**
 * SPEC 5: the step's problems, or null when Next may go on. The toast is the first failed
 * check's; every failed field gets its own message. Pure: `now` is passed in.
 */
export function validateStep(step: StepNumber, draft: OfferWizardDraft, now: Date): StepProblem | null {
  const failed = CHECKS[step]
    .map((check) => ({ check, fields: check.fields(draft, now) }))
    .filter(({ fields }) => Object.keys(fields).length > 0);
  const first = failed[0];
  if (!first) return null;
  const fields: FieldErrors = Object.assign({}, ...failed.map((failure) => failure.fields));
  return { title: first.check.title, description: first.check.description, fields };
}

/** The first of steps 1-3 with a problem (checked again before submitting), or null. */
export function firstInvalidStep(
  draft: OfferWizardDraft,
  now: Date,
): { step: StepNumber; problem: StepProblem } | null {
  for (const step of [1, 2, 3] as const) {
    const problem = validateStep(step, draft, now);
    if (problem) return { step, problem };
  }
  return null;
}
