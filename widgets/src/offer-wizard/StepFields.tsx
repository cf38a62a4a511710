import type { ReactNode } from 'react';
import styled from 'styled-components';
import { localIsoDate } from '../format/dates';
import { Checkbox } from '../ui/Checkbox';
import { TextField } from '../ui/Field';
import { mediaUp } from '../ui/media';
import { Select } from '../ui/Select';
import { TextArea } from '../ui/TextArea';
import { US_STATE_CODES } from '../browse/filterOptions';
import {
  CONTENT_RATING_OPTIONS,
  EVENT_TYPE_OPTIONS,
  VENUE_TYPE_OPTIONS,
  type FieldErrors,
  type OfferWizardDraft,
} from './draft';

export interface StepProps {
  draft: OfferWizardDraft;
  errors: FieldErrors;
  onChange(patch: Partial<OfferWizardDraft>): void;
}

const VENUE_STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATE_CODES.map((code) => ({ value: code, label: code })),
];

/** Step 1 (SPEC 2.10): the date picker's minimum is today; `dateNote` (the performer's blocked dates) follows the date. */
export function EventFields({ draft, errors, onChange, dateNote }: StepProps & { dateNote?: ReactNode }) {
  return (
    <Grid>
      <Wide>
        <TextField
          label="Event name"
          name="eventName"
          required
          autoComplete="off"
          value={draft.eventName}
          error={errors.eventName}
          onChange={(event) => onChange({ eventName: event.target.value })}
        />
      </Wide>
      <TextField
        label="Event date"
        name="eventDate"
        type="date"
        required
        min={localIsoDate(new Date())}
        value={draft.eventDate}
        error={errors.eventDate}
        onChange={(event) => onChange({ eventDate: event.target.value })}
      />
      <TextField
        label="Event time"
        name="eventTime"
        type="time"
        required
        value={draft.eventTime}
        error={errors.eventTime}
        onChange={(event) => onChange({ eventTime: event.target.value })}
      />
      {dateNote && <Wide>{dateNote}</Wide>}
      <Select
        label="Event type"
        name="eventType"
        options={EVENT_TYPE_OPTIONS}
        value={draft.eventType}
        error={errors.eventType}
        onChange={(event) => onChange({ eventType: event.target.value as OfferWizardDraft['eventType'] })}
      />
      <TextField
        label="Audience size"
        name="audienceSize"
        type="number"
        inputMode="numeric"
        min={1}
        value={draft.audienceSize}
        error={errors.audienceSize}
        onChange={(event) => onChange({ audienceSize: event.target.value })}
      />
      <Select
        label="Content rating"
        name="contentRating"
        options={CONTENT_RATING_OPTIONS}
        value={draft.contentRating}
        error={errors.contentRating}
        onChange={(event) => onChange({ contentRating: event.target.value as OfferWizardDraft['contentRating'] })}
      />
    </Grid>
  );
}

/** Step 2: name, address, city and state are required; ZIP, phone and e-mail are optional. */
export function VenueFields({ draft, errors, onChange }: StepProps) {
  const text = (name: 'venueName' | 'venueAddress' | 'venueCity' | 'venueZip' | 'venuePhone' | 'venueEmail') => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <Grid>
      <TextField label="Venue name" required autoComplete="organization" {...text('venueName')} />
      <Select
        label="Venue type"
        name="venueType"
        options={VENUE_TYPE_OPTIONS}
        value={draft.venueType}
        error={errors.venueType}
        onChange={(event) => onChange({ venueType: event.target.value as OfferWizardDraft['venueType'] })}
      />
      <Wide>
        <TextField label="Venue address" required autoComplete="street-address" {...text('venueAddress')} />
      </Wide>
      <TextField label="Venue city" required autoComplete="address-level2" {...text('venueCity')} />
      <Select
        label="Venue state"
        name="venueState"
        required
        options={VENUE_STATE_OPTIONS}
        value={draft.venueState}
        error={errors.venueState}
        onChange={(event) => onChange({ venueState: event.target.value as OfferWizardDraft['venueState'] })}
      />
      <TextField label="ZIP code (optional)" inputMode="numeric" autoComplete="postal-code" {...text('venueZip')} />
      <TextField label="Venue phone (optional)" type="tel" autoComplete="tel" {...text('venuePhone')} />
      <Wide>
        <TextField label="Venue email (optional)" type="email" autoComplete="email" {...text('venueEmail')} />
      </Wide>
    </Grid>
  );
}

/** Step 3: the offer is typed in whole dollars (step 50) and sent in cents. */
export function PerformanceFields({ draft, errors, onChange }: StepProps) {
  return (
    <Grid>
      <TextField
        label="Offer amount (USD per night)"
        name="offerAmount"
        type="number"
        inputMode="numeric"
        min={100}
        step={50}
        hint="Whole dollars, at least $100."
        value={draft.offerDollars}
        error={errors.offerAmount}
        onChange={(event) => onChange({ offerDollars: event.target.value })}
      />
      <TextField
        label="Performance length (minutes)"
        name="performanceLength"
        type="number"
        inputMode="numeric"
        min={15}
        max={240}
        step={5}
        hint="15 to 240 minutes."
        value={draft.performanceLength}
        error={errors.performanceLength}
        onChange={(event) => onChange({ performanceLength: event.target.value })}
      />
      <Checkbox
        label="Multi-night booking"
        name="isMultiNight"
        hint="Book the same act for 2 to 7 nights in a row."
        checked={draft.isMultiNight}
        onChange={(event) => onChange({ isMultiNight: event.target.checked })}
      />
      {draft.isMultiNight && (
        <TextField
          label="Number of nights"
          name="numberOfNights"
          type="number"
          inputMode="numeric"
          min={2}
          max={7}
          value={draft.numberOfNights}
          error={errors.numberOfNights}
          onChange={(event) => onChange({ numberOfNights: event.target.value })}
        />
      )}
      <Wide>
        <TextArea
          label="Special requests (optional)"
          name="specialRequests"
          maxLength={2000}
          value={draft.specialRequests}
          error={errors.specialRequests}
          onChange={(event) => onChange({ specialRequests: event.target.value })}
        />
      </Wide>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px 20px;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  ${mediaUp('sm')} {
    grid-column: 1 / -1;
  }
`;
