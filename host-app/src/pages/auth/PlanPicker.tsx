import type { BuyerTierConfig } from 'tenant-api/contract';
import { formatMonthlyPrice, formatPercent } from '../../format/money';
import { signupTiers, useTiers, type SignupTier } from '../../tenant/useTiers';
import { Alert } from 'widgets/ui';
import { Spinner } from 'widgets/ui';
import { ChoiceCards } from './ChoiceCards';

/** Guest, Basic and Elite with the tenant's own prices and fees (from /api/tiers, never hard-coded). */
export function PlanPicker({ value, onChange }: { value: SignupTier; onChange(tier: SignupTier): void }) {
  const tiers = useTiers();

  if (tiers.isPending) {
    return (
      <p role="status">
        <Spinner /> Loading plans…
      </p>
    );
  }
  if (tiers.isError) {
    return (
      <Alert tone="info" title="Plans could not be loaded">
        You will start on the Guest plan and can upgrade at any time from the pricing page.
      </Alert>
    );
  }

  return (
    <ChoiceCards
      legend="Subscription plan"
      name="subscriptionTier"
      columns={3}
      value={value}
      onChange={onChange}
      choices={signupTiers(tiers.data.buyerTiers).map((tier) => ({
        value: tier.tier as SignupTier,
        title: tier.name,
        aside: formatMonthlyPrice(tier.monthlyPrice),
        detail: planDetail(tier),
      }))}
    />
  );
}

function planDetail(tier: BuyerTierConfig): string {
  const fee = `${formatPercent(tier.serviceFeeRate)} service fee`;
  return tier.features.some((feature) => /tour routing/i.test(feature)) ? `${fee} plus tour routing` : fee;
}
