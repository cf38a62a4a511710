import styled from 'styled-components';
import { mediaUp } from '../ui/media';
import { STEPS, type StepNumber } from './steps';

/** A progress bar with the step names under it; the current step is marked for screen readers. */
export function WizardProgress({ step }: { step: StepNumber }) {
  const title = STEPS[step - 1]!.title;
  return (
    <Wrapper>
      <Bar
        role="progressbar"
        aria-label="Offer progress"
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${STEPS.length}: ${title}`}
      >
        <Fill style={{ width: `${(step / STEPS.length) * 100}%` }} />
      </Bar>
      <Names>
        {STEPS.map((item, index) => (
          <Name key={item.title} aria-current={index + 1 === step ? 'step' : undefined} $done={index + 1 < step}>
            <Number aria-hidden="true">{index + 1}</Number>
            <span>{item.title}</span>
          </Name>
        ))}
      </Names>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: 12px;
`;

const Bar = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface-alt);
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--hl-color-primary);
  transition: width 200ms ease;
`;

const Names = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Number = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: 50%;
  font-size: 0.75rem;
  font-weight: 800;
`;

const Name = styled.li<{ $done: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  color: var(--hl-color-text-muted);
  font-size: 0.75rem;
  font-weight: 600;
  text-align: center;

  ${mediaUp('sm')} {
    flex-direction: row;
    font-size: 0.875rem;
    text-align: left;
  }

  ${Number} {
    background: ${({ $done }) => ($done ? 'var(--hl-color-primary)' : 'var(--hl-color-surface)')};
    color: ${({ $done }) => ($done ? 'var(--hl-color-on-primary)' : 'inherit')};
  }

  &[aria-current='step'] {
    color: var(--hl-color-text);
    font-weight: 800;

    ${Number} {
      border-color: var(--hl-color-primary);
      color: var(--hl-color-primary);
    }
  }
`;
