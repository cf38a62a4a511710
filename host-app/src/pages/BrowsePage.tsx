import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  BrowseWidget,
  DEFAULT_FILTERS,
  DEFAULT_PAGE_SIZE,
  performerSearch,
  prefetchPerformers,
  type BrowseFilters,
} from 'widgets/browse';
import { api } from '../api';
import type { PrefetchContext } from '../pageModule';
import { Container, Lead } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { filtersFromUrl, urlFromFilters } from './browse/browseUrl';

const TITLE = 'Browse vetted talent';

/** The first page of cards the widget will ask for, requested while the session is checked. */
export function prefetchData({ search }: PrefetchContext) {
  const filters = { ...DEFAULT_FILTERS, ...filtersFromUrl(new URLSearchParams(search)) };
  prefetchPerformers(api, performerSearch(filters, 1, DEFAULT_PAGE_SIZE));
}

export default function BrowsePage() {
  usePageTitle(TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialFilters] = useState(() => filtersFromUrl(searchParams));
  const keepInUrl = (filters: BrowseFilters) => {
    const next = urlFromFilters(filters);
    if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace: true });
  };
  return (
    <Page>
      <Container>
        <Title>{TITLE}</Title>
        <Lead>
          Comedians and variety acts, vetted by our team. Filter by place, genre and content, then make an offer.
        </Lead>
        <BrowseWidget initialFilters={initialFilters} onFiltersChange={keepInUrl} />
      </Container>
    </Page>
  );
}

const Page = styled.section`
  padding: 40px 0 80px;

  ${Lead} {
    margin: 8px 0 28px;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 1.4rem + 2.4vw, 3rem);
  font-weight: 800;
`;
