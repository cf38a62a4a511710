import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AvailabilityBlockBody } from 'tenant-api/contract';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { TextField } from '../ui/Field';
import { Select } from '../ui/Select';
import { WEEKDAY_NAMES } from './calendarText';

export interface BlockFormProps {
  /** A date picked in the month grid, put in the date field. */
  date: string;
  onDateChange(date: string): void;
  /** Resolves when added; rejects with field errors from the API to show. */
  onAdd(body: AvailabilityBlockBody): Promise<void>;
  busy?: boolean;
  fieldErrors?: Record<string, string> | undefined;
}

const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const KIND_OPTIONS = [
  { value: 'date', label: 'One date' },
  { value: 'weekly', label: 'Every week' },
];

/** Block a date, or a weekday every week; the whole day, or from a start to an end time. */
export function BlockForm({ date, onDateChange, onAdd, busy = false, fieldErrors = {} }: BlockFormProps) {
  const [kind, setKind] = useState<'date' | 'weekly'>('date');
  const [weekday, setWeekday] = useState('1');
  const [allDay, setAllDay] = useState(true);
  const [startTime, setStartTime] = useState('18:00');
  const [endTime, setEndTime] = useState('23:00');
  const [note, setNote] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const times = allDay ? {} : { startTime, endTime };
    const body: AvailabilityBlockBody =
      kind === 'date'
        ? { kind, date, ...times, ...(note ? { note } : {}) }
        : { kind, weekday: Number(weekday), ...times, ...(note ? { note } : {}) };
    // A refusal is shown by the caller (toast, field errors); the note stays for another try.
    onAdd(body).then(
      () => setNote(''),
      () => undefined,
    );
  };

  return (
    <Form onSubmit={submit} aria-label="Block time" noValidate>
      <Select
        label="Repeat"
        name="kind"
        options={KIND_OPTIONS}
        value={kind}
        error={fieldErrors.kind}
        onChange={(event) => setKind(event.target.value as 'date' | 'weekly')}
      />
      {kind === 'date' ? (
        <TextField
          label="Date"
          name="date"
          type="date"
          required
          value={date}
          error={fieldErrors.date}
          onChange={(event) => onDateChange(event.target.value)}
        />
      ) : (
        <Select
          label="Weekday"
          name="weekday"
          options={WEEKDAY_OPTIONS}
          value={weekday}
          error={fieldErrors.weekday}
          onChange={(event) => setWeekday(event.target.value)}
        />
      )}
      <Wide>
        <Checkbox
          label="All day"
          name="allDay"
          checked={allDay}
          onChange={(event) => setAllDay(event.target.checked)}
        />
      </Wide>
      {!allDay && (
        <>
          <TextField
            label="From"
            name="startTime"
            type="time"
            value={startTime}
            error={fieldErrors.startTime}
            onChange={(event) => setStartTime(event.target.value)}
          />
          <TextField
            label="Until"
            name="endTime"
            type="time"
            value={endTime}
            error={fieldErrors.endTime}
            onChange={(event) => setEndTime(event.target.value)}
          />
        </>
      )}
      <Wide>
        <TextField
          label="Note (only you see it)"
          name="note"
          maxLength={200}
          value={note}
          error={fieldErrors.note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Wide>
      <Wide>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Block this time'}
        </Button>
      </Wide>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;
