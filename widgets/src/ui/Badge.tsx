import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'background: var(--hl-color-surface-alt); color: var(--hl-color-text);',
  primary: 'background: var(--hl-color-primary); color: var(--hl-color-on-primary);',
  accent: 'background: var(--hl-color-accent); color: var(--hl-color-on-accent);',
  success:
    'background: var(--hl-color-surface); color: var(--hl-color-success); box-shadow: inset 0 0 0 1px currentColor;',
  warning:
    'background: var(--hl-color-surface); color: var(--hl-color-warning); box-shadow: inset 0 0 0 1px currentColor;',
  danger:
    'background: var(--hl-color-surface); color: var(--hl-color-danger); box-shadow: inset 0 0 0 1px currentColor;',
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: var(--hl-radius-pill);
  font-size: 0.6875rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ $tone = 'neutral' }) => tones[$tone]}
`;
