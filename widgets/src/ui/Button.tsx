import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: var(--hl-color-primary);
    color: var(--hl-color-on-primary);
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
  `,
  accent: css`
    background: var(--hl-color-accent);
    color: var(--hl-color-on-accent);
    &:hover:not(:disabled) {
      filter: brightness(1.05);
    }
  `,
  secondary: css`
    background: var(--hl-color-surface);
    color: var(--hl-color-text);
    border-color: var(--hl-color-border);
    &:hover:not(:disabled) {
      background: var(--hl-color-surface-alt);
    }
  `,
  ghost: css`
    background: transparent;
    color: var(--hl-color-text);
    &:hover:not(:disabled) {
      background: var(--hl-color-surface-alt);
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 36px;
    padding: 6px 14px;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 44px;
    padding: 10px 20px;
    font-size: 0.9375rem;
  `,
  lg: css`
    min-height: 52px;
    padding: 14px 28px;
    font-size: 1.0625rem;
  `,
};

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: var(--hl-radius-md);
  font-weight: 650;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    filter 120ms ease,
    transform 120ms ease;

  &:active:not(:disabled) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }

  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
`;

export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({
  type: type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`;
