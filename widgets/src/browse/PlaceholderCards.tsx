import styled, { keyframes } from 'styled-components';
import { Card } from './PerformerCard';
import { Frame } from './PerformerPhoto';

const LOADING_CARDS = 8;

/** SPEC 2.4: eight grey cards while a page loads; hidden from screen readers (the count says "Loading"). */
export function PlaceholderCards() {
  return Array.from({ length: LOADING_CARDS }, (_, index) => (
    <li key={index} aria-hidden="true" data-testid="performer-placeholder">
      <Card>
        <Frame />
        <Lines>
          <Line $width={70} $height={20} />
          <Line $width={40} />
          <Line $width={95} />
          <Line $width={80} />
          <Line $width={100} $height={36} />
        </Lines>
      </Card>
    </li>
  ));
}

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Lines = styled.div`
  display: grid;
  gap: 10px;
  padding: 16px;
`;

const Line = styled.div<{ $width: number; $height?: number }>`
  width: ${({ $width }) => $width}%;
  height: ${({ $height = 12 }) => $height}px;
  border-radius: var(--hl-radius-sm);
  background: var(--hl-color-surface-alt);
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
