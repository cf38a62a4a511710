import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';

/** A bordered content card used across the marketing and help pages. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h3 {
    font-size: 1.1875rem;
    font-weight: 800;
  }

  p {
    color: var(--hl-color-text-muted);
  }
`;

export const CardGrid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = 260 }) => $min}px), 1fr));
`;

/** A simple data table that scrolls sideways on a phone instead of breaking the layout. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;

    ${mediaUp('md')} {
      font-size: 0.9375rem;
    }
  }

  caption {
    padding: 14px 16px;
    text-align: left;
    font-weight: 800;
    border-bottom: 1px solid var(--hl-color-border);
  }

  th,
  td {
    padding: 10px 10px;
    border-bottom: 1px solid var(--hl-color-border);
    text-align: left;
    vertical-align: top;
  }

  ${mediaUp('md')} {
    th,
    td {
      padding: 12px 16px;
    }
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  thead th {
    background: var(--hl-color-surface-alt);
    font-size: 0.75rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
