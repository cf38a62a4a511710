import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Label } from './Field';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled multi-line text box; the hint and error are tied to it with aria-describedby. */
export function TextArea({ label, hint, error, rows = 3, ...textarea }: TextAreaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Box {...textarea} id={id} rows={rows} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
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

const Box = styled.textarea`
  width: 100%;
  min-height: 88px;
  padding: 10px 14px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  font: inherit;
  resize: vertical;

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
