import type { Genre, PerformerSort, UsState } from 'tenant-api/contract';
import type { PerformerSearch } from '../api';
import { ALL_GENRES, ALL_STATES } from './filterOptions';

/** The browse controls as the user set them (SPEC 2.4). */
export interface BrowseFilters {
  search: string;
  city: string;
  state: UsState | typeof ALL_STATES;
  genre: Genre | typeof ALL_GENRES;
  cleanContent: boolean;
  /** `YYYY-MM-DD`, or '' for any date: only performers not blocked all that day. */
  availableOn: string;
  sortBy: PerformerSort;
}

/** Performers per page when the page does not say (`page-size`). */
export const DEFAULT_PAGE_SIZE = 12;

export const DEFAULT_FILTERS: BrowseFilters = {
  search: '',
  city: '',
  state: ALL_STATES,
  genre: ALL_GENRES,
  cleanContent: false,
  availableOn: '',
  sortBy: 'featured',
};

/** Clear Filters resets the search, city, state, genre and date; clean content and the sort stay. */
export function clearedFilters(filters: BrowseFilters): BrowseFilters {
  const { search, city, state, genre, availableOn } = DEFAULT_FILTERS;
  return { ...filters, search, city, state, genre, availableOn };
}

/**
 * The API query for one page: only vetted performers; 'all-states' / 'all-genres' and empty
 * text are left out; clean content is sent only when asked for (false would mean "not clean").
 */
export function performerSearch(
  filters: BrowseFilters,
  page: number,
  pageSize: number,
  after?: string,
): PerformerSearch {
  return {
    query: filters.search.trim() || undefined,
    city: filters.city.trim() || undefined,
    state: filters.state === ALL_STATES ? undefined : filters.state,
    genres: filters.genre === ALL_GENRES ? undefined : [filters.genre],
    cleanContent: filters.cleanContent || undefined,
    availableOn: filters.availableOn || undefined,
    sortBy: filters.sortBy,
    isVetted: true,
    limit: pageSize,
    page,
    ...(after ? { after } : {}),
  };
}
