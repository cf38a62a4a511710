import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Label } from './Field';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader behaviour for free); hint and error are described. */
export function Select({ label, options, error, hint, ...select }: SelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Box {...select} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Box = styled.select`
  width: 100%;
  min-height: 46px;
  padding: 10px 40px 10px 14px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background:
    linear-gradient(45deg, transparent 50%, currentColor 50%) calc(100% - 20px) 50% / 6px 6px no-repeat,
    linear-gradient(135deg, currentColor 50%, transparent 50%) calc(100% - 14px) 50% / 6px 6px no-repeat,
    var(--hl-color-surface);
  color: var(--hl-color-text);
  font: inherit;
  appearance: none;
  cursor: pointer;

  &:hover {
    border-color: var(--hl-color-text-muted);
  }

  &[aria-invalid='true'] {
    border-color: var(--hl-color-danger);
  }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--hl-color-danger);
  font-size: 0.8125rem;
  font-weight: 600;
`;
