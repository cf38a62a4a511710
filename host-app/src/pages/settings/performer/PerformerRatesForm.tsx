import { useState, type FormEvent } from 'react';
import { PerformerRatesBody } from 'tenant-api/contract';
import { dollarsToCents } from 'widgets/format';
import { Button, Checkbox, TextField } from 'widgets/ui';
import { focusFirstError, validate } from '../../../forms/fieldErrors';
import { FieldRow, SettingsForm } from '../SettingsSection';
import { performerApi, type OwnPerformer, type RatesInput } from './performerApi';
import { useSavePerformer } from './useSavePerformer';

const FIELDS = ['baseFee', 'responseTimeHours', 'isAvailable'] as const;

/** Onboarding step 3 (SPEC 4): base fee, response time and availability (PUT /api/performers/me/rates). */
export function PerformerRatesForm({ performer }: { performer: OwnPerformer }) {
  const [baseFee, setBaseFee] = useState(() => (performer.baseFee > 0 ? String(performer.baseFee / 100) : ''));
  const [hours, setHours] = useState(String(performer.responseTime));
  const [isAvailable, setAvailable] = useState(performer.isAvailable);
  const { mutation, errors, setErrors, formRef } = useSavePerformer({
    save: performerApi.saveRates,
    fields: FIELDS,
    success: { title: 'Rates Saved', description: 'Your base fee and availability are up to date.' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: RatesInput = {
      baseFee: dollarsToCents(baseFee),
      responseTimeHours: Number(hours),
      isAvailable,
    };
    const found = validate(PerformerRatesBody, body);
    if (Number.isNaN(body.baseFee)) found.baseFee = 'Enter your base fee in dollars';
    if (!Number.isInteger(body.responseTimeHours)) found.responseTimeHours = 'Enter a whole number of hours';
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    mutation.mutate(body);
  };

  return (
    <SettingsForm ref={formRef} onSubmit={submit} noValidate aria-label="Rates and availability">
      <FieldRow>
        <TextField
          label="Base fee (USD)"
          name="baseFee"
          inputMode="decimal"
          hint="What you usually charge for one show; at least $100."
          value={baseFee}
          error={errors.baseFee}
          onChange={(event) => {
            setBaseFee(event.target.value);
            setErrors((current) => ({ ...current, baseFee: undefined }));
          }}
        />
        <TextField
          label="Response time (hours)"
          name="responseTimeHours"
          inputMode="numeric"
          hint="How soon you answer offers, 1 to 72 hours."
          value={hours}
          error={errors.responseTimeHours}
          onChange={(event) => {
            setHours(event.target.value);
            setErrors((current) => ({ ...current, responseTimeHours: undefined }));
          }}
        />
      </FieldRow>
      <Checkbox
        name="isAvailable"
        label="Available for bookings"
        hint="Turn off to stop appearing as available in search."
        checked={isAvailable}
        onChange={(event) => setAvailable(event.target.checked)}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save Rates'}
      </Button>
    </SettingsForm>
  );
}
