import { Link } from 'react-router';
import styled from 'styled-components';
import type { User } from 'tenant-api/contract';
import { VisuallyHidden } from '../../ui/layout';
import { onboardingSteps } from '../performers/performerMath';
import { Section } from './DashboardParts';

/**
 * The performer's SPEC 4 onboarding steps from the flags on GET /api/auth/me (the same steps as
 * the For Performers page); the last step counts as done once the performer has a booking.
 */
export function OnboardingProgress(props: { onboarding: User['onboarding']; hasBookings: boolean }) {
  const steps = onboardingSteps(props.onboarding).map((step, index, all) =>
    index === all.length - 1 ? { ...step, done: props.hasBookings } : step,
  );
  const doneCount = steps.filter((step) => step.done).length;
  const percent = Math.round((doneCount / steps.length) * 100);
  return (
    <Section id="onboarding" title="Onboarding" action={{ to: '/for-performers', label: 'How it works' }}>
      <p>
        {doneCount === steps.length
          ? 'All steps done — you are set up to get booked.'
          : `You have completed ${doneCount} of ${steps.length} steps.`}
      </p>
      <Bar
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={doneCount}
        aria-valuetext={`${doneCount} of ${steps.length} steps`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Bar>
      <Steps>
        {steps.map((step) => (
          <li key={step.title}>
            <Mark $done={step.done} aria-hidden="true">
              {step.done ? '✓' : ''}
            </Mark>
            <StepText>
              {step.title}
              <VisuallyHidden>{step.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
            </StepText>
            {!step.done && (
              <Link to={step.to}>
                Complete<VisuallyHidden>: {step.title}</VisuallyHidden>
              </Link>
            )}
          </li>
        ))}
      </Steps>
    </Section>
  );
}

const Bar = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface-alt);
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--hl-color-success);
  transition: width 200ms ease;
`;

const Steps = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 32px;
  }

  a {
    margin-left: auto;
    color: var(--hl-color-primary);
    font-size: 0.875rem;
    font-weight: 700;
    white-space: nowrap;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 2px solid ${({ $done }) => ($done ? 'var(--hl-color-success)' : 'var(--hl-color-border)')};
  border-radius: 50%;
  background: ${({ $done }) => ($done ? 'var(--hl-color-success)' : 'transparent')};
  color: var(--hl-color-surface);
  font-size: 0.8125rem;
  font-weight: 800;
`;

const StepText = styled.span`
  min-width: 0;
  font-weight: 600;
`;
