import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, mediaUp, Spinner } from 'widgets/ui';

export function LoadingState({ label }: { label: string }) {
  return (
    <Centered role="status">
      <Spinner size={28} />
      <span>{label}</span>
    </Centered>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Alert title={title}>
      <Inline>
        <span>{message}</span>
        {onRetry && (
          <Button $variant="secondary" $size="sm" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Inline>
    </Alert>
  );
}

/** An empty list: a heading in capitals (SPEC wording), a line of help and the way forward. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Empty>
      <h3>{title}</h3>
      <p>{text}</p>
      {children && <Inline>{children}</Inline>}
    </Empty>
  );
}

export const PanelTitle = styled.h2`
  margin: 0 0 4px;
  font-size: 1.5rem;
  font-weight: 800;
`;

export const PanelLead = styled.p`
  margin: 0 0 20px;
  color: var(--hl-color-text-muted);
`;

export const Toolbar = styled.div`
  display: grid;
  gap: 12px;
  align-items: end;
  margin-bottom: 24px;
  grid-template-columns: 1fr;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${mediaUp('md')} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

export const CardGrid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h3 {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 800;
    overflow-wrap: anywhere;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.9375rem;

  dt {
    color: var(--hl-color-text-muted);
  }

  dd {
    margin: 0;
    font-weight: 650;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Centered = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  padding: 48px 0;
  color: var(--hl-color-text-muted);
  font-weight: 600;
`;

const Empty = styled.div`
  display: grid;
  gap: 8px;
  justify-items: center;
  padding: 48px 16px;
  border: 1px dashed var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  text-align: center;

  h3 {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 800;
    letter-spacing: 0.04em;
  }

  p {
    margin: 0 0 8px;
    color: var(--hl-color-text-muted);
  }
`;
