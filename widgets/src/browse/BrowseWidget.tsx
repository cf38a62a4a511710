import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PerformerListResponse } from 'tenant-api/contract';
import { errorMessage } from '../api';
import { useLifecycleEvents } from '../core/useLifecycleEvents';
import { useRemote, type RemoteState } from '../core/useRemote';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { mediaUp } from '../ui/media';
import { Spinner } from '../ui/Spinner';
import { BrowseControls } from './BrowseControls';
import { clearedFilters, DEFAULT_FILTERS, DEFAULT_PAGE_SIZE, performerSearch, type BrowseFilters } from './browseQuery';
import { Pager } from './Pager';
import { PerformerCard, type CardPhotoLoading } from './PerformerCard';
import { PlaceholderCards } from './PlaceholderCards';
import { searchKey, takePrefetchedPerformers } from './prefetch';
import { useDebouncedText } from './useDebouncedText';
import { useSavedPerformers } from './useSavedPerformers';

export interface BrowseWidgetProps {
  initialFilters?: Partial<BrowseFilters>;
  /** Performers per page (SPEC 9: 12). */
  pageSize?: number;
  /** Told every change of the controls, e.g. to keep them in the page's URL. */
  onFiltersChange?(filters: BrowseFilters): void;
}

const TYPING_DEBOUNCE_MS = 300;

/** SPEC 2.4: the vetted performers, filtered, sorted and paged, with a way to make an offer. */
export function BrowseWidget({ initialFilters, pageSize = DEFAULT_PAGE_SIZE, onFiltersChange }: BrowseWidgetProps) {
  const { api } = useWidgetEnvironment();
  const [filters, setFilters] = useState<BrowseFilters>(() => ({ ...DEFAULT_FILTERS, ...initialFilters }));
  const reportFilters = useRef(onFiltersChange);
  useEffect(() => {
    reportFilters.current = onFiltersChange;
  });
  useEffect(() => reportFilters.current?.(filters), [filters]);
  const search = useDebouncedText(filters.search, TYPING_DEBOUNCE_MS);
  const city = useDebouncedText(filters.city, TYPING_DEBOUNCE_MS);
  const applied = { ...filters, search, city };

  // The page belongs to the filters it was chosen for: new filters start again at page 1.
  const filtersKey = JSON.stringify(performerSearch(applied, 1, pageSize));
  // The next page follows the current one's cursor (a keyset read, fast however deep).
  const [paging, setPaging] = useState<{ filtersKey: string; page: number; after?: string }>({ filtersKey, page: 1 });
  const current = paging.filtersKey === filtersKey ? paging : { page: 1, after: undefined };
  const page = current.page;
  const query = performerSearch(applied, page, pageSize, current.after);
  const key = searchKey(query);
  const remote = useRemote(key, (signal) => takePrefetchedPerformers(key) ?? api.listPerformers(query, signal));
  useLifecycleEvents('browse', remote.data, remote.error, 'Could not load performers');

  const countRef = useRef<HTMLHeadingElement>(null);
  const goToPage = (next: number) => {
    const nextCursor = next === page + 1 ? remote.data?.pagination.nextCursor : null;
    setPaging({ filtersKey, page: next, ...(nextCursor ? { after: nextCursor } : {}) });
    countRef.current?.focus();
  };

  return (
    <Root>
      <BrowseControls filters={filters} onChange={(patch) => setFilters((previous) => ({ ...previous, ...patch }))} />
      <Count ref={countRef} tabIndex={-1} aria-live="polite">
        {countText(remote)}
      </Count>
      <Results remote={remote} onClear={() => setFilters(clearedFilters)} />
      {remote.data && !remote.error && <Pager page={page} pagination={remote.data.pagination} onPage={goToPage} />}
    </Root>
  );
}

function countText({ data, error, isLoading }: RemoteState<PerformerListResponse>): string {
  if (isLoading) return 'Loading performers…';
  if (error !== undefined || !data) return 'Performers could not be loaded';
  const { total, totalIsCapped } = data.pagination;
  const count = `${total.toLocaleString('en-US')}${totalIsCapped ? '+' : ''}`;
  return `${count} ${total === 1 && !totalIsCapped ? 'performer' : 'performers'} found`;
}

function Results(props: { remote: RemoteState<PerformerListResponse>; onClear(): void }) {
  const { remote } = props;
  const saved = useSavedPerformers();
  const { api } = useWidgetEnvironment();
  if (remote.isLoading) {
    return (
      <Grid aria-busy="true" aria-label="Performers">
        <PlaceholderCards />
      </Grid>
    );
  }
  if (remote.error !== undefined || !remote.data) {
    return (
      <Alert title="Could not load performers">
        <ErrorBody>
          {errorMessage(remote.error, 'Please check your connection and try again.')}
          <Button $variant="secondary" $size="sm" onClick={() => void remote.reload()} disabled={remote.isRefreshing}>
            {remote.isRefreshing && <Spinner size={16} />}
            Retry
          </Button>
        </ErrorBody>
      </Alert>
    );
  }
  if (remote.data.performers.length === 0) {
    return (
      <Empty>
        <h3>NO PERFORMERS FOUND</h3>
        <p>Try a different search, another city or state, or all genres.</p>
        <Button $variant="secondary" onClick={props.onClear}>
          Clear Filters
        </Button>
      </Empty>
    );
  }
  return (
    <Grid aria-label="Performers" aria-busy={remote.isRefreshing}>
      {remote.data.performers.map((performer, index) => (
        <li key={performer.id}>
          <PerformerCard
            performer={performer}
            photoLoading={photoLoading(index)}
            photoUrl={api.absoluteUrl}
            saved={saved.isSaved(performer.id)}
            onToggleSaved={() => saved.toggle(performer.id)}
          />
        </li>
      ))}
    </Grid>
  );
}

/** The first row (at most four columns) is on the first screen: its photos load at once, the first one first. */
const FIRST_ROW = 4;
const photoLoading = (index: number): CardPhotoLoading =>
  index === 0 ? 'priority' : index < FIRST_ROW ? 'eager' : 'lazy';

const Root = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;
  color: var(--hl-color-text);
  font-family: var(--hl-font-body);
`;

const Count = styled.h2`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: 1.125rem;
  font-weight: 750;
  scroll-margin-top: 96px;

  &:focus {
    outline: none;
  }
`;

const Grid = styled.ul`
  display: grid;
  align-items: stretch;
  grid-template-columns: 1fr;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${mediaUp('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${mediaUp('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const ErrorBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 4px;
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 48px 20px;
  border: 1px dashed var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  text-align: center;

  h3 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.375rem;
    font-weight: 800;
    letter-spacing: 0.04em;
  }

  p {
    margin: 0 0 8px;
    color: var(--hl-color-text-muted);
  }
`;
