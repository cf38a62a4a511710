import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell } from './Field';

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
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      render={(a11y) => (
        <Box {...select} {...a11y}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Box>
      )}
    />
  );
}

const Box = styled.select`
  ${controlStyles}
  padding-right: 40px;
  background:
    linear-gradient(45deg, transparent 50%, currentColor 50%) calc(100% - 20px) 50% / 6px 6px no-repeat,
    linear-gradient(135deg, currentColor 50%, transparent 50%) calc(100% - 14px) 50% / 6px 6px no-repeat,
    var(--hl-color-surface);
  appearance: none;
  cursor: pointer;
`;
