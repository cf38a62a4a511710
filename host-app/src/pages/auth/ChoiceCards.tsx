import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';

export interface Choice<Value extends string> {
  value: Value;
  title: string;
  detail: ReactNode;
  aside?: ReactNode;
}

interface Props<Value extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange(value: Value): void;
  columns?: 2 | 3;
}

/** Native radio buttons dressed as cards: arrow keys, labels and form semantics come for free. */
export function ChoiceCards<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 2,
}: Props<Value>) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Grid $columns={columns}>
        {choices.map((choice) => (
          <Card key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <Body>
              <CardTitle>
                <span>{choice.title}</span>
                {choice.aside && <Aside>{choice.aside}</Aside>}
              </CardTitle>
              <Detail>{choice.detail}</Detail>
            </Body>
          </Card>
        ))}
      </Grid>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  padding: 0;
  font-size: 0.875rem;
  font-weight: 650;
`;

const Grid = styled.div<{ $columns: 2 | 3 }>`
  display: grid;
  gap: 10px;
  grid-template-columns: 1fr;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

const Card = styled.label`
  position: relative;
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 14px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  cursor: pointer;
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &:hover {
    border-color: var(--hl-color-text-muted);
  }

  &:has(input:checked) {
    border-color: var(--hl-color-primary);
    box-shadow: inset 0 0 0 1px var(--hl-color-primary);
  }

  &:has(input:focus-visible) {
    outline: 3px solid var(--hl-color-focus);
    outline-offset: 2px;
  }

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: var(--hl-color-primary);
  }

  input:focus-visible {
    outline: none;
  }
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const CardTitle = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  align-items: baseline;
  justify-content: space-between;
  font-weight: 700;
`;

const Aside = styled.span`
  color: var(--hl-color-primary);
  font-size: 0.875rem;
  font-weight: 800;
`;

const Detail = styled.span`
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
  line-height: 1.45;
`;
