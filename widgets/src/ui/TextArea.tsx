import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell } from './Field';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled multi-line text box; the hint and error are tied to it with aria-describedby. */
export function TextArea({ label, hint, error, rows = 3, ...textarea }: TextAreaProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      render={(a11y) => <Box {...textarea} {...a11y} rows={rows} />}
    />
  );
}

const Box = styled.textarea`
  ${controlStyles}
  min-height: 88px;
  resize: vertical;
`;
