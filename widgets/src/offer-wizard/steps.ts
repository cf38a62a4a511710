import type { DraftField, FieldErrors } from './draft';

export type StepNumber = 1 | 2 | 3 | 4;

/** SPEC 2.10: the four steps and the API fields each one holds. */
export const STEPS: readonly { title: string; fields: readonly DraftField[] }[] = [
  {
    title: 'Event Details',
    fields: ['eventName', 'eventDate', 'eventTime', 'eventType', 'audienceSize', 'contentRating'],
  },
  {
    title: 'Venue Info',
    fields: [
      'venueName',
      'venueAddress',
      'venueCity',
      'venueState',
      'venueZip',
      'venuePhone',
      'venueEmail',
      'venueType',
    ],
  },
  {
    title: 'Performance',
    fields: ['performanceLength', 'offerAmount', 'specialRequests', 'isMultiNight', 'numberOfNights'],
  },
  { title: 'Review & Submit', fields: [] },
];

export const LAST_STEP: StepNumber = 4;

/** The first step holding one of these fields (the server named them); the review step if none. */
export function firstStepWith(errors: FieldErrors): StepNumber {
  const index = STEPS.findIndex((step) => step.fields.some((field) => errors[field] !== undefined));
  return (index === -1 ? LAST_STEP : index + 1) as StepNumber;
}
