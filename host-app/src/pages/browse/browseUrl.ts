import type { Genre, PerformerSort, UsState } from 'tenant-api/contract';
import { DEFAULT_FILTERS, GENRE_NAMES, US_STATE_CODES, type BrowseFilters } from 'widgets/browse';

/**
 * Browse's controls in the page URL (?q=&city=&state=&genre=&on=&clean=1&sort=), so Back from a
 * profile, a reload or a shared link shows the same search. Unknown values are ignored.
 */
const SORTS: readonly PerformerSort[] = ['featured', 'rating', 'price-low', 'price-high', 'newest'];

export function filtersFromUrl(params: URLSearchParams): Partial<BrowseFilters> {
  const filters: Partial<BrowseFilters> = {};
  const search = params.get('q');
  if (search) filters.search = search;
  const city = params.get('city');
  if (city) filters.city = city;
  const state = params.get('state')?.toUpperCase();
  if (state && (US_STATE_CODES as readonly string[]).includes(state)) filters.state = state as UsState;
  const genre = params.get('genre');
  if (genre && (GENRE_NAMES as readonly string[]).includes(genre)) filters.genre = genre as Genre;
  const availableOn = params.get('on');
  if (availableOn && /^\d{4}-\d{2}-\d{2}$/.test(availableOn)) filters.availableOn = availableOn;
  if (params.get('clean') === '1') filters.cleanContent = true;
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) filters.sortBy = sort as PerformerSort;
  return filters;
}

/** Only what differs from the defaults, so an untouched browse keeps a clean /browse. */
export function urlFromFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.city.trim()) params.set('city', filters.city);
  if (filters.state !== DEFAULT_FILTERS.state) params.set('state', filters.state);
  if (filters.genre !== DEFAULT_FILTERS.genre) params.set('genre', filters.genre);
  if (filters.availableOn) params.set('on', filters.availableOn);
  if (filters.cleanContent) params.set('clean', '1');
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) params.set('sort', filters.sortBy);
  return params;
}
