import { useRef, useState } from 'react';
import type { CreateOfferResponse, OfferDraftInput } from 'tenant-api/contract';
import { errorMessage, isApiError } from '../api';
import { notifyOffersChanged } from '../core/offersChanged';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { useToast } from '../toast/ToastProvider';
import { applyChange, draftFromPrefill, toOfferDraft, type FieldErrors, type OfferWizardDraft } from './draft';
import { newIdempotencyKey } from './idempotencyKey';
import { firstStepWith, LAST_STEP, STEPS, type StepNumber } from './steps';
import { blockedDateMessage, useUnavailableDates } from './useUnavailableDates';
import { firstInvalidStep, validateStep, type StepProblem } from './validateStep';

export type WizardStatus = 'editing' | 'submitting' | 'submitted';

/** The server's field errors that belong to the form (others stay in the toast), a blocked date's too. */
function formFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fields) return {};
  if (error.status !== 400 && error.code !== 'performer_unavailable_at_time') return {};
  const known = new Set<string>(STEPS.flatMap((step) => step.fields));
  return Object.fromEntries(Object.entries(error.fields).filter(([field]) => known.has(field)));
}

/** The wizard's state and commands: the form, the step, field errors, and one submission. */
export function useOfferWizard(performerId: string, prefill?: Partial<OfferDraftInput>) {
  const { api, emit, navigate } = useWidgetEnvironment();
  const toast = useToast();
  const [draft, setDraft] = useState(() => draftFromPrefill(prefill));
  const [step, setStep] = useState<StepNumber>(1);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Bumped whenever errors are shown, so the form can move focus to the first one. */
  const [errorShown, setErrorShown] = useState(0);
  const [status, setStatus] = useState<WizardStatus>('editing');
  const [result, setResult] = useState<CreateOfferResponse | null>(null);
  // One key for the whole wizard: a double click, or a retry after a lost answer, makes one offer.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const unavailable = useUnavailableDates(performerId, draft.eventDate);
  /** A date the performer blocked all day is refused here, before the API would refuse it. */
  const blockedProblem = (): StepProblem | null => {
    const message = blockedDateMessage(unavailable, draft.eventDate);
    return message ? { title: 'Performer Unavailable', description: message, fields: { eventDate: message } } : null;
  };

  const showErrors = (fields: FieldErrors, at: StepNumber) => {
    setErrors(fields);
    setStep(at);
    setErrorShown((count) => count + 1);
  };
  const reject = (problem: StepProblem, at: StepNumber) => {
    showErrors(problem.fields, at);
    toast({ title: problem.title, description: problem.description, variant: 'destructive' });
  };

  const change = (patch: Partial<OfferWizardDraft>) => {
    setDraft((previous) => applyChange(previous, patch));
    const touched = new Set(Object.keys(patch).map((key) => (key === 'offerDollars' ? 'offerAmount' : key)));
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !touched.has(field))));
  };

  const next = () => {
    const problem = validateStep(step, draft, new Date()) ?? (step === 1 ? blockedProblem() : null);
    if (problem) return reject(problem, step);
    setErrors({});
    setStep((current) => Math.min(current + 1, LAST_STEP) as StepNumber);
  };

  const previous = () => setStep((current) => Math.max(current - 1, 1) as StepNumber);

  const submit = async () => {
    if (inFlight.current) return;
    const invalid = firstInvalidStep(draft, new Date());
    if (invalid) return reject(invalid.problem, invalid.step);
    const blocked = blockedProblem();
    if (blocked) return reject(blocked, 1);
    inFlight.current = true;
    setStatus('submitting');
    try {
      const response = await api.createOffer(toOfferDraft(draft, performerId), idempotencyKey);
      setResult(response);
      setStatus('submitted');
      const title = response.requiresApproval ? 'Offer Submitted for Approval' : 'Offer Sent Successfully';
      toast({ title, description: response.message, variant: 'success' });
      notifyOffersChanged();
      emit('offer-created', { message: response.message, requiresApproval: response.requiresApproval, performerId });
      navigate({ kind: 'offers' });
    } catch (error) {
      inFlight.current = false;
      setStatus('editing');
      const fields = formFieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(fields, firstStepWith(fields));
      const description = errorMessage(error, 'Failed to create offer');
      toast({ title: 'Failed to Create Offer', description, variant: 'destructive' });
    }
  };

  return {
    draft,
    step,
    errors,
    errorShown,
    status,
    result,
    unavailable,
    change,
    next,
    previous,
    submit,
    goTo: setStep,
  };
}

export type OfferWizard = ReturnType<typeof useOfferWizard>;
