import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, error, hint, ...input }: FieldProps) {
  return <FieldShell label={label} error={error} hint={hint} render={(a11y) => <Input {...input} {...a11y} />} />;
}

export function PasswordField({ label, error, hint, ...input }: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      render={(a11y) => (
        <InputRow>
          <Input {...input} {...a11y} type={visible ? 'text' : 'password'} $withToggle />
          <Toggle
            type="button"
            aria-controls={a11y.id}
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
          </Toggle>
        </InputRow>
      )}
    />
  );
}

export interface A11yProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The label, hint and error of one control, tied to it by id and aria-describedby. */
export function FieldShell(props: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  render(a11y: A11yProps): ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint && hintId, props.error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{props.label}</Label>
      {props.render({ id, 'aria-invalid': Boolean(props.error), 'aria-describedby': describedBy })}
      {props.hint && <Hint id={hintId}>{props.hint}</Hint>}
      {props.error && <ErrorText id={errorId}>{props.error}</ErrorText>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 650;
`;

/** The box of every text control: input, select, text area. */
export const controlStyles = css`
  width: 100%;
  min-height: 46px;
  padding: 10px 14px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  font: inherit;
  transition: border-color 120ms ease;

  &:hover {
    border-color: var(--hl-color-text-muted);
  }

  &[aria-invalid='true'] {
    border-color: var(--hl-color-danger);
  }
`;

const Input = styled.input<{ $withToggle?: boolean }>`
  ${controlStyles}
  padding-right: ${({ $withToggle }) => ($withToggle ? '72px' : '14px')};

  &::placeholder {
    color: var(--hl-color-text-muted);
    opacity: 0.8;
  }
`;

const InputRow = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  min-width: 56px;
  min-height: 34px;
  padding: 4px 10px;
  border: 0;
  border-radius: var(--hl-radius-sm);
  background: transparent;
  color: var(--hl-color-primary);
  font-size: 0.8125rem;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
  }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
`;

const ErrorText = styled(Hint)`
  color: var(--hl-color-danger);
  font-weight: 600;
`;
