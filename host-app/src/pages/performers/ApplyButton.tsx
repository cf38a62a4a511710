import { Button } from 'widgets/ui';
import type { PerformerTier } from 'tenant-api/contract';

export interface ApplyState {
  /** The tier being submitted, if any. */
  submitting: PerformerTier | undefined;
  /** The tiers applied for and waiting for a decision. */
  underReview: readonly PerformerTier[];
  onApply(): void;
}

const UNDER_REVIEW: Record<PerformerTier, string> = {
  basic: 'Application under review',
  elite: 'Elite application under review',
};

/** An apply button: "Submitting...", then "Application under review" (not pressable) once sent. */
export function ApplyButton({ tier, label, ...state }: ApplyState & { tier: PerformerTier; label: string }) {
  const underReview = state.underReview.includes(tier);
  if (underReview) {
    // Sent: a settled state rather than a faded call to action.
    return (
      <Button $size="lg" $variant="secondary" disabled>
        <span aria-hidden="true">✓</span> {UNDER_REVIEW[tier]}
      </Button>
    );
  }
  return (
    <Button $size="lg" onClick={state.onApply} disabled={state.submitting !== undefined}>
      {state.submitting === tier ? 'Submitting...' : label}
    </Button>
  );
}
