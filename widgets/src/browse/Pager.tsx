import styled from 'styled-components';
import type { PerformerListResponse } from 'tenant-api/contract';
import { Button } from '../ui/Button';

interface Props {
  page: number;
  pagination: PerformerListResponse['pagination'];
  onPage(page: number): void;
}

/**
 * Previous / next page buttons around "Page 2 of 9" ("Page 2 of 84+" once the count stops at
 * 1,000); hidden when everything fits on one page. Next follows the answer's cursor.
 */
export function Pager({ page, pagination, onPage }: Props) {
  const { totalPages, totalIsCapped, nextCursor } = pagination;
  if (totalPages <= 1 && !nextCursor) return null;
  const hasNext = nextCursor !== null || page < totalPages;
  return (
    <Nav aria-label="Pages of performers">
      <Button $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> Previous page
      </Button>
      <Position>
        Page {page} of {totalPages}
        {totalIsCapped ? '+' : ''}
      </Position>
      <Button $variant="secondary" $size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page <span aria-hidden="true">→</span>
      </Button>
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
