import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Spinner } from 'widgets/ui';

/** Loading and error states shared by the profile tabs. */
export function TabLoading({ what }: { what: string }) {
  return (
    <Status role="status">
      <Spinner size={24} />
      <span>Loading {what}…</span>
    </Status>
  );
}

export function TabError({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <Failure>
      <Alert title={`Your ${what} are unavailable right now`}>We couldn’t load them. Please try again.</Alert>
      <Button $variant="secondary" $size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Failure>
  );
}

export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Empty>
      <h3>{title}</h3>
      {children}
    </Empty>
  );
}

export const TabStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;

  > h2 {
    font-size: 1.375rem;
    font-weight: 800;
  }

  > a {
    justify-self: start;
  }
`;

const Status = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 32px 0;
  color: var(--hl-color-text-muted);
  font-weight: 600;
`;

const Failure = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  max-width: 560px;

  > div {
    width: 100%;
  }
`;

const Empty = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 28px;
  border: 1px dashed var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h3 {
    font-size: 1.125rem;
    font-weight: 800;
  }

  p {
    color: var(--hl-color-text-muted);
  }
`;
