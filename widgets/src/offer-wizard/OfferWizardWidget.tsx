import { useEffect, useId, useRef, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { OfferDraftInput } from 'tenant-api/contract';
import { errorMessage, isApiError } from '../api';
import { useLifecycleEvents } from '../core/useLifecycleEvents';
import { useRemote } from '../core/useRemote';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { WidgetLink } from '../core/WidgetLink';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { PerformerHeader } from './PerformerHeader';
import { ReviewStep } from './ReviewStep';
import { EventFields, PerformanceFields, VenueFields } from './StepFields';
import { LAST_STEP, STEPS } from './steps';
import { SubmittedPanel } from './SubmittedPanel';
import { UnavailableDatesNote } from './UnavailableDatesNote';
import { useOfferWizard, type OfferWizard } from './useOfferWizard';
import { WizardNav } from './WizardNav';
import { WizardProgress } from './WizardProgress';

export interface OfferWizardWidgetProps {
  performerId: string;
  prefill?: Partial<OfferDraftInput>;
  /** 1 when the wizard is the page's main content (the host app), else 2. */
  headingLevel?: 1 | 2;
}

/** SPEC 2.10: a four-step offer to one performer, checked step by step, submitted once. */
export function OfferWizardWidget({ performerId, prefill, headingLevel = 2 }: OfferWizardWidgetProps) {
  const { api } = useWidgetEnvironment();
  const performer = useRemote(`performer:${performerId}`, (signal) => api.getPerformer(performerId, signal));
  const wizard = useOfferWizard(performerId, prefill);
  useLifecycleEvents('offer-wizard', performer.data, performer.error, 'Could not load the performer');

  if (performer.isLoading) {
    return (
      <Centered role="status">
        <Spinner size={32} /> Loading performer…
      </Centered>
    );
  }
  if (!performer.data) {
    const notFound = isApiError(performer.error) && performer.error.status === 404;
    return (
      <Root>
        <Alert title={notFound ? 'Performer not found' : 'Could not load the performer'}>
          <Inline>
            {notFound
              ? 'This performer is not taking offers here.'
              : errorMessage(performer.error, 'Please check your connection and try again.')}
            {!notFound && (
              <Button $variant="secondary" $size="sm" onClick={() => void performer.reload()}>
                Retry
              </Button>
            )}
            <WidgetLink to={{ kind: 'browse' }}>Back to Browse</WidgetLink>
          </Inline>
        </Alert>
      </Root>
    );
  }
  return (
    <Root>
      <PerformerHeader performer={performer.data} headingLevel={headingLevel} />
      {wizard.status === 'submitted' && wizard.result ? (
        <SubmittedPanel result={wizard.result} />
      ) : (
        <WizardForm wizard={wizard} headingLevel={headingLevel} />
      )}
    </Root>
  );
}

function WizardForm({ wizard, headingLevel }: { wizard: OfferWizard; headingLevel: 1 | 2 }) {
  const { step, draft, errors } = wizard;
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useStepFocus(step, wizard.errorShown, formRef, headingRef);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === LAST_STEP) void wizard.submit();
    else wizard.next();
  };
  const fields = { draft, errors, onChange: wizard.change };
  return (
    <Card>
      <WizardProgress step={step} />
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <StepTitle as={`h${headingLevel + 1}`} id={titleId} ref={headingRef} tabIndex={-1}>
          {STEPS[step - 1]!.title}
        </StepTitle>
        {step === 1 && (
          <EventFields
            {...fields}
            dateNote={
              wizard.unavailable.days.length > 0 && (
                <UnavailableDatesNote unavailable={wizard.unavailable} chosen={draft.eventDate} />
              )
            }
          />
        )}
        {step === 2 && <VenueFields {...fields} />}
        {step === 3 && <PerformanceFields {...fields} />}
        {step === 4 && <ReviewStep draft={draft} onEdit={wizard.goTo} />}
        <WizardNav step={step} submitting={wizard.status === 'submitting'} onPrevious={wizard.previous} />
      </form>
    </Card>
  );
}

/** A new step moves focus to its title; shown errors move it to the first invalid field. */
function useStepFocus(
  step: number,
  errorShown: number,
  formRef: RefObject<HTMLFormElement | null>,
  headingRef: RefObject<HTMLHeadingElement | null>,
) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, headingRef]);
  useEffect(() => {
    if (errorShown > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorShown, formRef]);
}

const Root = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
  color: var(--hl-color-text);
  font-family: var(--hl-font-body);
`;

const Card = styled.div`
  display: grid;
  gap: 24px;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  form {
    display: grid;
    gap: 20px;
  }
`;

const StepTitle = styled.h2`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: 1.375rem;
  font-weight: 800;

  &:focus {
    outline: none;
  }
`;

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  color: var(--hl-color-text-muted);
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 4px;

  a {
    color: var(--hl-color-primary);
    font-weight: 650;
  }
`;
