import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../ui/Checkbox';
import { TextField } from '../ui/Field';
import { mediaUp } from '../ui/media';
import { Select } from '../ui/Select';
import type { BrowseFilters } from './browseQuery';
import { GENRE_OPTIONS, SORT_OPTIONS, STATE_OPTIONS } from './filterOptions';

interface Props {
  filters: BrowseFilters;
  onChange(patch: Partial<BrowseFilters>): void;
}

const text = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => event.target.value;

/** The search, place, genre and sort controls; each change applies at once (text is debounced by the widget). */
export function BrowseControls({ filters, onChange }: Props) {
  return (
    <Form role="search" aria-label="Filter performers" onSubmit={(event) => event.preventDefault()}>
      <Search>
        <TextField
          label="Search"
          name="search"
          type="search"
          placeholder="Name, style or keyword"
          value={filters.search}
          onChange={(event) => onChange({ search: text(event) })}
        />
      </Search>
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
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: 14px 16px;
  padding: 18px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${mediaUp('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Search = styled.div`
  ${mediaUp('sm')} {
    grid-column: 1 / -1;
  }

  ${mediaUp('lg')} {
    grid-column: span 2;
  }
`;

const CheckboxSlot = styled.div`
  display: flex;
  align-items: flex-end;
`;
