import styled from 'styled-components';
import { lastPageInWindow, RESULT_WINDOW_NOTE } from 'tenant-api/contract/constants';
import type { PerformerListResponse } from 'tenant-api/contract';
import { Button } from '../ui/Button';

interface Props {
  page: number;
  pagination: PerformerListResponse['pagination'];
  onPage(page: number): void;
}

/**
 * Previous / next page buttons around "Page 2 of 9"; hidden when everything fits on one page.
 * Next follows the answer's cursor. Pages end at the API's result window (the first 1,000
 * results: "Page 1 of 83" at 12 a page), and when the matches go past it a line says so and asks
 * for a narrower search: no button ever asks for a page the API would refuse.
 */
export function Pager({ page, pagination, onPage }: Props) {
  const { totalPages, total, totalIsCapped, nextCursor, limit } = pagination;
  if (totalPages <= 1 && !nextCursor) return null;
  const lastInWindow = lastPageInWindow(limit);
  const lastPage = Math.max(page, Math.min(totalPages, lastInWindow));
  const pastWindow = totalIsCapped || total > lastInWindow * limit;
  const hasNext = page < lastInWindow && (nextCursor !== null || page < totalPages);
  return (
    <Nav aria-label="Pages of performers">
      <Button $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> Previous page
      </Button>
      <Position>
        Page {page} of {lastPage}
      </Position>
      <Button $variant="secondary" $size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page <span aria-hidden="true">→</span>
      </Button>
      {pastWindow && <WindowNote>{RESULT_WINDOW_NOTE}</WindowNote>}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px 16px;
`;

const Position = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
  font-weight: 600;
`;

const WindowNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  text-align: center;
`;
