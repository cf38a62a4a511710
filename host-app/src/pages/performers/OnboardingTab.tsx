import styled from 'styled-components';
import type { User } from 'tenant-api/contract';
import { Badge } from 'widgets/ui';
import { ApplyButton, type ApplyState } from './ApplyButton';
import { ButtonLink } from '../../ui/ButtonLink';
import { VisuallyHidden } from '../../ui/layout';
import { Actions, Stack } from './BenefitsTab';
import { onboardingSteps } from './performerMath';

/** How It Works: the five onboarding steps, marked from the signed-in performer's own progress. */
export function OnboardingTab(props: { user: User | null } & ApplyState) {
  const isPerformer = props.user?.role === 'PERFORMER';
  const steps = onboardingSteps(isPerformer ? props.user!.onboarding : null);
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <Stack>
      <h2>From application to your first booking</h2>
      <p>
        {isPerformer
          ? `You have completed ${doneCount} of ${steps.length} steps.`
          : 'Five steps, most of them done in an afternoon. Vetting takes 3-5 business days.'}
      </p>
      <Steps>
        {steps.map((step, index) => (
          <Step key={step.title} $done={isPerformer && step.done}>
            <Number aria-hidden="true">{index + 1}</Number>
            <div>
              <h3>
                {step.title} {isPerformer && step.done && <Badge $tone="success">Completed</Badge>}
              </h3>
              <p>{step.description}</p>
              {isPerformer && !step.done && (
                <ButtonLink to={step.to} $size="sm" $variant="secondary">
                  Complete This Step
                  <VisuallyHidden>: {step.title}</VisuallyHidden>
                </ButtonLink>
              )}
            </div>
          </Step>
        ))}
      </Steps>
      {!isPerformer && (
        <Actions>
          <ApplyButton tier="basic" label="Start Your Application" {...props} />
        </Actions>
      )}
    </Stack>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $done: boolean }>`
  display: flex;
  gap: 16px;
  padding: 20px;
  border: ${({ $done }) => ($done ? '2px solid var(--hl-color-success)' : '1px solid var(--hl-color-border)')};
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  > div {
    display: grid;
    gap: 8px;
    justify-items: start;
  }

  p {
    color: var(--hl-color-text-muted);
  }
`;

const Number = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-weight: 800;
`;
