import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { lastPageInWindow, RESULT_WINDOW_NOTE } from 'tenant-api/contract/constants';
import { errorMessage } from 'widgets/api';
import { Alert, Button, Dialog, DialogActions, Spinner, TextArea, useToast } from 'widgets/ui';

/** The heading and short explanation of one admin section. */
export function SectionHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Heading>
      <h2>{title}</h2>
      {children && <Muted>{children}</Muted>}
    </Heading>
  );
}

/** Loading and error states of a section's main query. */
export function QueryState({
  isPending,
  error,
  label,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  label: string;
  onRetry(): void;
}) {
  if (isPending) return <Spinner label={`Loading ${label}`} />;
  if (!error) return null;
  return (
    <Alert title={`The ${label} could not be loaded`}>
      <p>{errorMessage(error, 'Please try again.')}</p>
      <Button $variant="secondary" $size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** What an admin list answers about its pages (capped counts: "1,000+"). */
export interface ListPage {
  page: number;
  total: number;
  totalIsCapped: boolean;
  hasMore: boolean;
}

/** "1 user", "20 users", "1,000+ users". */
export function countLabel(list: Pick<ListPage, 'total' | 'totalIsCapped'>, noun: string): string {
  const count = `${list.total.toLocaleString('en-US')}${list.totalIsCapped ? '+' : ''}`;
  return `${count} ${noun}${list.total === 1 && !list.totalIsCapped ? '' : 's'}`;
}

/**
 * Previous / Next around "Page 2 of 50". Pages end at the API's result window (the first 1,000
 * rows: 50 pages of 20, 20 of 50): Next never asks for a page the API would refuse, and while the
 * list holds more than the window a line under it says so and asks to search or filter instead.
 */
export function Pager({
  list,
  pageSize,
  label,
  onPage,
}: {
  list: ListPage;
  pageSize: number;
  label: string;
  onPage(page: number): void;
}) {
  const { page, hasMore } = list;
  const lastInWindow = lastPageInWindow(pageSize);
  const lastPage = Math.max(page, Math.min(Math.ceil(list.total / pageSize), lastInWindow), 1);
  const pastWindow = list.totalIsCapped || list.total > lastInWindow * pageSize;
  if (page <= 1 && !hasMore) return null;
  return (
    <PagerNav aria-label={`${label} pages`}>
      <Button $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page.toLocaleString('en-US')} of {lastPage.toLocaleString('en-US')}
      </span>
      <Button
        $variant="secondary"
        $size="sm"
        disabled={!hasMore || page >= lastInWindow}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
      {pastWindow && <WindowNote>{RESULT_WINDOW_NOTE}</WindowNote>}
    </PagerNav>
  );
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: 'success', title: `${label} copied` });
    } catch {
      toast({ variant: 'destructive', title: 'Copying failed', description: 'Select the text and copy it by hand.' });
    }
  };
  return (
    <Button $variant="secondary" $size="sm" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
      Copy
    </Button>
  );
}

/** A confirmation dialog; with `reasonLabel` it asks for a (required) reason first. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  reasonLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  busy?: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    if (reasonLabel && !reason.trim()) {
      setError('Give a reason');
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      {reasonLabel && (
        <TextArea
          label={reasonLabel}
          name="reason"
          value={reason}
          maxLength={1000}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      )}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One titled part of a section (an h3 and its content), e.g. a table or a form. */
export const SubSection = styled.section`
  display: grid;
  gap: 12px;
  margin-bottom: 32px;

  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
`;

const Heading = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 20px;

  h2 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.5rem;
    font-weight: 800;
  }
`;

const PagerNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: center;
  margin-top: 20px;
  color: var(--hl-color-text-muted);
`;

const WindowNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.875rem;
  text-align: center;
`;

/** A table that scrolls sideways on a phone instead of breaking the layout. */
export const TableScroll = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9375rem;
  }

  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid var(--hl-color-border);
    text-align: left;
    vertical-align: top;
  }

  th {
    color: var(--hl-color-text-muted);
    font-size: 0.8125rem;
    font-weight: 700;
  }

  tr:last-child td {
    border-bottom: 0;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;

  > * {
    flex: 1 1 200px;
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
