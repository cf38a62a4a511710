import type { Tour } from 'tenant-api/contract';
import { Select, TextField } from 'widgets/ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isTourId = (value: string) => UUID.test(value.trim());

/**
 * SPEC 2.5 "a tour id box", plus a select of the viewer's own tours when they have any
 * (performers and admins); both edit the same tour id.
 */
export function TourPicker({
  tours,
  tourId,
  onChange,
  idPrefix,
}: {
  tours: readonly Tour[] | undefined;
  tourId: string;
  onChange(tourId: string): void;
  idPrefix: string;
}) {
  const known = tours?.some((tour) => tour.id === tourId.trim());
  const typed = tourId.trim() !== '';
  return (
    <>
      {tours && tours.length > 0 && (
        <Select
          label="Tour"
          name={`${idPrefix}-tour`}
          value={known ? tourId.trim() : ''}
          options={[
            { value: '', label: 'Choose a tour' },
            ...tours.map((tour) => ({ value: tour.id, label: tour.name })),
          ]}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <TextField
        label="Tour ID"
        name={`${idPrefix}-tour-id`}
        value={tourId}
        placeholder="e.g. 6f1c…"
        spellCheck={false}
        autoComplete="off"
        error={typed && !isTourId(tourId) ? 'Enter a tour id (a UUID)' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
