import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  name: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it (the whole row is clickable); the hint is described. */
export function Checkbox({ label, hint, ...input }: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Row>
      <Box {...input} id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} />
      <Text>
        <label htmlFor={id}>{label}</label>
        {hint && <Hint id={hintId}>{hint}</Hint>}
      </Text>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  padding: 10px 0;
`;

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 1px 0 0;
  accent-color: var(--hl-color-primary);
  cursor: pointer;
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  font-size: 0.9375rem;
  font-weight: 600;

  label {
    cursor: pointer;
  }
`;

const Hint = styled.span`
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
  font-weight: 400;
`;
