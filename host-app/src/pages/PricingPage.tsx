import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Spinner, Tabs } from 'widgets/ui';
import { useSession } from '../session/SessionProvider';
import { useTenant } from '../tenant/useTenant';
import { Container, VisuallyHidden } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { PageBody, PageHeader } from './content/PageHeader';
import { TierData } from './content/TierData';
import { BillingToggle } from './pricing/BillingToggle';
import { FeeCalculator } from './pricing/FeeCalculator';
import { FeeComparison } from './pricing/FeeComparison';
import { PlanCards } from './pricing/PlanCards';
import { PlanStatus } from './pricing/PlanStatus';
import { bestAnnualSaving, type BillingInterval } from './pricing/pricingMath';
import { usePlanChange } from './pricing/usePlanChange';

type PricingTab = 'plans' | 'comparison' | 'calculator';

export default function PricingPage() {
  usePageTitle('Pricing');
  const { user } = useSession();
  const { brandName } = useTenant();
  const [tab, setTab] = useState<PricingTab>('plans');
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const plans = usePlanChange();

  return (
    <>
      <PageHeader
        eyebrow="Plans and fees"
        title="Pricing"
        lead="Pick the plan that fits how often you book. Your plan sets the booking fee on every offer — no hidden charges, and performers never pay to play."
      />
      <PageBody>
        <Container>
          {plans.isVerifying && (
            <Verifying role="status">
              <Spinner size={20} /> Confirming your new plan…
            </Verifying>
          )}
          <StatusRow>
            <PlanStatus />
          </StatusRow>
          <TierData what="plans and fees">
            {(tiers) => (
              <>
                <Tabs<PricingTab>
                  label="Pricing sections"
                  selected={tab}
                  onSelect={setTab}
                  items={[
                    {
                      id: 'plans',
                      label: 'Subscription Plans',
                      panel: (
                        <>
                          <VisuallyHidden as="h2">Subscription plans</VisuallyHidden>
                          <ToggleRow>
                            <BillingToggle
                              value={interval}
                              onChange={setBillingInterval}
                              savingPercent={bestAnnualSaving(tiers.buyerTiers)}
                            />
                          </ToggleRow>
                          <PlanCards
                            tiers={tiers}
                            interval={interval}
                            viewer={user}
                            pendingTier={plans.pendingTier}
                            onChoose={(tier) => plans.choose(tier, interval)}
                          />
                        </>
                      ),
                    },
                    {
                      id: 'comparison',
                      label: 'Fee Comparison',
                      panel: (
                        <>
                          <PanelTitle>How our fees compare</PanelTitle>
                          <FeeComparison tiers={tiers} brandName={brandName} />
                        </>
                      ),
                    },
                    {
                      id: 'calculator',
                      label: 'Fee Calculator',
                      panel: (
                        <>
                          <PanelTitle>Fee calculator</PanelTitle>
                          <FeeCalculator
                            tiers={tiers}
                            initialTier={user?.role === 'BUYER' ? user.subscriptionTier : 'GUEST'}
                          />
                        </>
                      ),
                    },
                  ]}
                />
              </>
            )}
          </TierData>
          <Faq>
            <Alert tone="info" title="Changing plans">
              Plans renew automatically at the end of each monthly or yearly period. An upgrade takes effect as soon as
              the payment is confirmed, and the unused part of your current period is taken off its price. A downgrade
              or a cancellation takes effect at the end of the period you have paid for: you keep your plan until then.
              The new fee applies to offers you make afterwards; offers you have already sent keep the fee they were
              made with.
            </Alert>
          </Faq>
        </Container>
      </PageBody>
    </>
  );
}

const ToggleRow = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 24px;
`;

const PanelTitle = styled.h2`
  margin-bottom: 20px;
  font-size: 1.5rem;
  font-weight: 800;
`;

const Verifying = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
  margin-bottom: 20px;
  font-weight: 600;
`;

const StatusRow = styled.div`
  &:not(:empty) {
    margin-bottom: 20px;
  }
`;

const Faq = styled.div`
  margin-top: 40px;
`;
