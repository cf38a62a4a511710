import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'danger' | 'success' | 'info';

/** role=alert is announced as soon as it appears; use it for failures the user must notice. */
export function Alert({ tone = 'danger', title, children }: { tone?: Tone; title?: string; children: ReactNode }) {
  return (
    <Box role={tone === 'danger' ? 'alert' : 'status'} $tone={tone}>
      {title && <strong>{title}</strong>}
      <div>{children}</div>
    </Box>
  );
}

const toneColor: Record<Tone, string> = {
  danger: 'var(--hl-color-danger)',
  success: 'var(--hl-color-success)',
  info: 'var(--hl-color-text)',
};

const Box = styled.div<{ $tone: Tone }>`
  padding: 12px 16px;
  border: 1px solid var(--hl-color-border);
  border-left: 4px solid ${({ $tone }) => toneColor[$tone]};
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  font-size: 0.9375rem;

  strong {
    display: block;
    color: ${({ $tone }) => toneColor[$tone]};
  }
`;
