import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Decorative unless given a label; pair with text or a live region for screen readers. */
export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <Ring $size={size} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />
  );
}

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid var(--hl-color-border);
  border-top-color: var(--hl-color-primary);
  border-radius: 50%;
  animation: ${spin} 700ms linear infinite;
`;
