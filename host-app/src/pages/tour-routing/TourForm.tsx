import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_TOUR_STOPS, type UsState } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { Alert, Button, Checkbox, mediaUp, Select, TextField } from 'widgets/ui';
import { focusFirstError } from '../../forms/fieldErrors';
import { Inline } from './pieces';
import { STATE_CODE_OPTIONS } from './routingMath';
import {
  addStop,
  fieldOrder,
  moveStop,
  removeStop,
  serverFieldErrors,
  unplacedErrors,
  validateTourDraft,
  type StopDraft,
  type TourDraft,
  type TourFieldErrors,
} from './tourForm';

/**
 * Create or edit a tour: a name and the stops in playing order. Checked with the API's own
 * schema first; a 400 from the server puts each message on its field (`stops.N.city`…).
 */
export function TourForm({
  initial,
  title,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TourDraft;
  title: string;
  submitLabel: string;
  onSubmit(draft: TourDraft): Promise<unknown>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TourFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setStops = (stops: StopDraft[]) => setDraft((current) => ({ ...current, stops }));
  const changeStop = (index: number, patch: Partial<StopDraft>) =>
    setDraft((current) => ({
      ...current,
      stops: current.stops.map((stop, at) => (at === index ? { ...stop, ...patch } : stop)),
    }));
  // Positions change when stops move, so field errors keyed by position would point at the wrong stop.
  const reorder = (stops: StopDraft[]) => {
    setStops(stops);
    setErrors({});
  };

  const showErrors = (found: TourFieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstError(formRef.current, found, fieldOrder(draft.stops.length)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateTourDraft(draft);
    if (Object.keys(found).length > 0) return showErrors(found);
    setSaving(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showErrors(fields);
      else setFailure(errorMessage(error, 'Could not save the route. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const loose = unplacedErrors(errors, draft.stops.length);
  return (
    <Form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="tour-form-title">
      <h3 id="tour-form-title">{title}</h3>
      <TextField
        label="Tour name"
        name="name"
        value={draft.name}
        maxLength={120}
        error={errors.name}
        onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
      />
      <StopList>
        {draft.stops.map((stop, index) => (
          <li key={stop.key}>
            <StopRow>
              <legend>
                Stop {index + 1}
                {index === 0 ? ' (start)' : ''}
              </legend>
              <StopFields>
                <TextField
                  label="City"
                  name={`stops.${index}.city`}
                  value={stop.city}
                  maxLength={80}
                  error={errors[`stops.${index}.city`]}
                  onChange={(event) => changeStop(index, { city: event.target.value })}
                />
                <Select
                  label="State"
                  name={`stops.${index}.state`}
                  value={stop.state}
                  options={STATE_CODE_OPTIONS}
                  error={errors[`stops.${index}.state`]}
                  onChange={(event) => changeStop(index, { state: event.target.value as UsState })}
                />
                <TextField
                  label="Date"
                  type="date"
                  name={`stops.${index}.date`}
                  value={stop.date}
                  error={errors[`stops.${index}.date`]}
                  onChange={(event) => changeStop(index, { date: event.target.value })}
                />
              </StopFields>
              <Inline>
                <Checkbox
                  label="Fixed date"
                  name={`stops.${index}.isFixedDate`}
                  checked={stop.isFixedDate}
                  hint="The optimiser keeps this day"
                  onChange={(event) => changeStop(index, { isFixedDate: event.target.checked })}
                />
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Move stop ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => reorder(moveStop(draft.stops, index, -1))}
                >
                  ↑ Up
                </Button>
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Move stop ${index + 1} down`}
                  disabled={index === draft.stops.length - 1}
                  onClick={() => reorder(moveStop(draft.stops, index, 1))}
                >
                  ↓ Down
                </Button>
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Remove stop ${index + 1}`}
                  disabled={draft.stops.length <= 1}
                  onClick={() => reorder(removeStop(draft.stops, index))}
                >
                  Remove
                </Button>
              </Inline>
            </StopRow>
          </li>
        ))}
      </StopList>
      {loose.length > 0 && <Alert title="Please check the route">{loose.join(' ')}</Alert>}
      {failure && <Alert title="Could not save the route">{failure}</Alert>}
      <Inline>
        <Button
          $variant="secondary"
          disabled={draft.stops.length >= MAX_TOUR_STOPS}
          onClick={() => setStops(addStop(draft.stops))}
        >
          Add Stop
        </Button>
        <Spacer />
        <Button $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </Inline>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h3 {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 800;
  }
`;

const StopList = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StopRow = styled.fieldset`
  min-width: 0;
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 12px 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);

  legend {
    padding: 0 6px;
    font-weight: 800;
  }
`;

const StopFields = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;

  ${mediaUp('sm')} {
    grid-template-columns: 2fr 1fr 1.4fr;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;
