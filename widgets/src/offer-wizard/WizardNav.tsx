import styled from 'styled-components';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { LAST_STEP, STEPS, type StepNumber } from './steps';

interface Props {
  step: StepNumber;
  submitting: boolean;
  onPrevious(): void;
}

/** Previous (disabled on step 1) and Next, which submits the form so Enter works too; Submit on the last step. */
export function WizardNav({ step, submitting, onPrevious }: Props) {
  const last = step === LAST_STEP;
  return (
    <Nav>
      <Button $variant="secondary" disabled={step === 1 || submitting} onClick={onPrevious}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      {last ? (
        <Button type="submit" $variant="accent" disabled={submitting} aria-busy={submitting}>
          {submitting && <Spinner size={18} />}
          {submitting ? 'Submitting...' : 'Submit Offer'}
        </Button>
      ) : (
        <Button type="submit">
          Next<Upcoming>: {STEPS[step]!.title}</Upcoming> <span aria-hidden="true">→</span>
        </Button>
      )}
    </Nav>
  );
}

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  padding-top: 16px;
  border-top: 1px solid var(--hl-color-border);
`;

/** The next step's name, left out on narrow screens to keep the buttons on one line. */
const Upcoming = styled.span`
  @media (max-width: 479.98px) {
    display: none;
  }
`;
