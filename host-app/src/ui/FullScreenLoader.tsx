import styled from 'styled-components';
import { Spinner } from 'widgets/ui';

export function FullScreenLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Overlay role="status" aria-live="polite">
      <Spinner size={40} />
      <p>{label}</p>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: flex;
  flex-direction: column;
  gap: 16px;
  align-items: center;
  justify-content: center;
  background: var(--hl-color-background);
  color: var(--hl-color-text-muted);
  font-weight: 600;
`;
