import styled from 'styled-components';
import { Badge } from 'widgets/ui';
import type { BillingInterval } from './pricingMath';

const CHOICES: { value: BillingInterval; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Annual' },
];

/** Monthly or annual billing as a radio group (arrow keys move between the two). */
export function BillingToggle(props: {
  value: BillingInterval;
  onChange(value: BillingInterval): void;
  savingPercent: number | null;
}) {
  return (
    <Group>
      <legend>Billing period</legend>
      {CHOICES.map((choice) => (
        <Option key={choice.value}>
          <input
            type="radio"
            name="billing-interval"
            value={choice.value}
            checked={props.value === choice.value}
            onChange={() => props.onChange(choice.value)}
          />
          <span>
            {choice.label}
            {choice.value === 'yearly' && props.savingPercent !== null && (
              <Badge $tone="accent">Save {props.savingPercent}%</Badge>
            )}
          </span>
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  display: inline-flex;
  gap: 4px;
  margin: 0;
  padding: 4px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface);

  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Option = styled.label`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  > span {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    min-height: 40px;
    padding: 6px 18px;
    border-radius: var(--hl-radius-pill);
    color: var(--hl-color-text-muted);
    font-weight: 700;
  }

  input:checked + span {
    background: var(--hl-color-primary);
    color: var(--hl-color-on-primary);
  }

  input:focus-visible + span {
    outline: 2px solid var(--hl-color-focus, var(--hl-color-primary));
    outline-offset: 2px;
  }
`;
