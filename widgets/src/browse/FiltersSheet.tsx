import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { Dialog, DialogActions } from '../ui/Dialog';
import { DEFAULT_FILTERS, type BrowseFilters } from './browseQuery';
import { FilterFields } from './FilterFields';

export type SheetFilters = Pick<BrowseFilters, 'city' | 'state' | 'genre' | 'availableOn' | 'sortBy' | 'cleanContent'>;

const sheetPart = ({ city, state, genre, availableOn, sortBy, cleanContent }: BrowseFilters): SheetFilters => ({
  city,
  state,
  genre,
  availableOn,
  sortBy,
  cleanContent,
});

interface Props {
  filters: BrowseFilters;
  /** Apply: the sheet's choices at once, then it closes. */
  onApply(patch: SheetFilters): void;
  /** Escape, the backdrop or the close button: nothing changes. */
  onClose(): void;
}

/**
 * The phone's filters: a bottom sheet (a modal dialog: focus kept inside, Escape closes) whose
 * changes wait for Apply; Reset puts the sheet's fields back to their defaults.
 */
export function FiltersSheet({ filters, onApply, onClose }: Props) {
  const [draft, setDraft] = useState<BrowseFilters>(filters);
  return (
    <Dialog title="Filters" onClose={onClose}>
      <Fields>
        <FilterFields filters={draft} onChange={(patch) => setDraft((previous) => ({ ...previous, ...patch }))} />
      </Fields>
      <DialogActions>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setDraft({ ...draft, ...sheetPart(DEFAULT_FILTERS) })}
        >
          Reset
        </Button>
        <Button type="button" onClick={() => onApply(sheetPart(draft))}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 14px;
`;
