import styled from 'styled-components';
import { Button } from '../ui/Button';

interface Props {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}

/** Previous / next page buttons around "Page 2 of 9"; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onPage }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label="Pages of performers">
      <Button $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> Previous page
      </Button>
      <Position>
        Page {page} of {totalPages}
      </Position>
      <Button $variant="secondary" $size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
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
