import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../ui/Checkbox';
import { TextField } from '../ui/Field';
import { Select } from '../ui/Select';
import type { BrowseFilters } from './browseQuery';
import { GENRE_OPTIONS, SORT_OPTIONS, STATE_OPTIONS } from './filterOptions';

export interface FilterFieldsProps {
  filters: BrowseFilters;
  onChange(patch: Partial<BrowseFilters>): void;
}

const text = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => event.target.value;

/** City, state, genre, date, sort and clean content: inline when there is room, in the sheet otherwise. */
export function FilterFields({ filters, onChange }: FilterFieldsProps) {
  return (
    <>
      <TextField
        label="City"
        name="city"
        placeholder="Any city"
        value={filters.city}
        onChange={(event) => onChange({ city: text(event) })}
      />
      <Select
        label="State"
        name="state"
        options={STATE_OPTIONS}
        value={filters.state}
        onChange={(event) => onChange({ state: text(event) as BrowseFilters['state'] })}
      />
      <Select
        label="Genre"
        name="genre"
        options={GENRE_OPTIONS}
        value={filters.genre}
        onChange={(event) => onChange({ genre: text(event) as BrowseFilters['genre'] })}
      />
      <TextField
        label="Available on"
        name="availableOn"
        type="date"
        value={filters.availableOn}
        onChange={(event) => onChange({ availableOn: text(event) })}
      />
      <Select
        label="Sort by"
        name="sortBy"
        options={SORT_OPTIONS}
        value={filters.sortBy}
        onChange={(event) => onChange({ sortBy: text(event) as BrowseFilters['sortBy'] })}
      />
      <CheckboxSlot>
        <Checkbox
          label="Clean content only"
          hint="Family-friendly acts"
          name="cleanContent"
          checked={filters.cleanContent}
          onChange={(event) => onChange({ cleanContent: event.target.checked })}
        />
      </CheckboxSlot>
    </>
  );
}

const CheckboxSlot = styled.div`
  display: flex;
  align-items: flex-end;
`;
