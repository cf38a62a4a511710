import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { mediaUp } from '../ui/media';
import { DEFAULT_FILTERS, type BrowseFilters } from './browseQuery';
import { FilterFields, type FilterFieldsProps } from './FilterFields';

/** The sheet (and its dialog) loads when first opened: most visitors never open it. */
const FiltersSheet = lazy(() => import('./FiltersSheet').then(({ FiltersSheet }) => ({ default: FiltersSheet })));

type Props = FilterFieldsProps;

const text = (event: ChangeEvent<HTMLInputElement>) => event.target.value;

/** Below this width the controls fold into the search and a "Filters" button (a phone, or a narrow embed). */
const COMPACT_BELOW_PX = 600;

/** How many of the sheet's filters differ from the defaults (the sort is an order, not a filter). */
export function activeFilterCount(filters: BrowseFilters): number {
  const { city, state, genre, availableOn, cleanContent } = DEFAULT_FILTERS;
  return [
    filters.city.trim() !== city,
    filters.state !== state,
    filters.genre !== genre,
    filters.availableOn !== availableOn,
    filters.cleanContent !== cleanContent,
  ].filter(Boolean).length;
}

/**
 * The search, place, genre and sort controls; each change applies at once (text is debounced by
 * the widget). Where the widget is narrow only the search stays, beside a "Filters" button whose
 * sheet holds the rest, so the results start on the first screen.
 */
export function BrowseControls({ filters, onChange }: Props) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <>
      <Bar>
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
          <FiltersButton
            type="button"
            $variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            aria-label={active > 0 ? `Filters (${active} active)` : 'Filters'}
            onClick={() => setSheetOpen(true)}
          >
            Filters
            {active > 0 && <Count>{active}</Count>}
          </FiltersButton>
          <Wide>
            <FilterFields filters={filters} onChange={onChange} />
          </Wide>
        </Form>
      </Bar>
      {sheetOpen && (
        <Suspense fallback={null}>
          <FiltersSheet
            filters={filters}
            onApply={(patch) => {
              onChange(patch);
              setSheetOpen(false);
            }}
            onClose={() => setSheetOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

const compact = `@container hl-browse-controls (max-width: ${COMPACT_BELOW_PX - 0.02}px)`;

/** The size container (the sheet, a fixed dialog, stays outside it: containment would trap it). */
const Bar = styled.div`
  container: hl-browse-controls / inline-size;
`;

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

  ${compact} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    gap: 10px;
    padding: 12px;
  }
`;

const Search = styled.div`
  ${mediaUp('sm')} {
    grid-column: 1 / -1;
  }

  ${mediaUp('lg')} {
    grid-column: span 2;
  }

  ${compact} {
    grid-column: auto;
  }
`;

const FiltersButton = styled(Button)`
  display: none;

  ${compact} {
    display: inline-flex;
    min-height: 44px;
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 6px;
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-size: 0.75rem;
  font-weight: 800;
`;

/** Part of the form's grid when wide; gone (the sheet has them) when compact. */
const Wide = styled.div`
  display: contents;

  ${compact} {
    display: none;
  }
`;
