import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** Where a page is opened, for starting its data requests before it renders. */
export interface PrefetchContext {
  pathname: string;
  search: string;
  queryClient: QueryClient;
}

/**
 * A lazily loaded page's module. `prefetchData`, when a page has it, starts the page's first
 * requests as soon as its code arrives on a cold visit (in parallel with the session check), not
 * after it renders.
 */
export interface PageModule {
  default: ComponentType;
  prefetchData?: (context: PrefetchContext) => void;
}
