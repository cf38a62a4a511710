import { useState } from 'react';
import styled from 'styled-components';
import type { PerformerTier } from 'tenant-api/contract';
import { Spinner, Tabs } from 'widgets/ui';
import { useSession } from '../session/SessionProvider';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { PageBody, PageHeader } from './content/PageHeader';
import { TierData } from './content/TierData';
import { BenefitsTab } from './performers/BenefitsTab';
import { EliteTab } from './performers/EliteTab';
import { FeesTab } from './performers/FeesTab';
import { OnboardingTab } from './performers/OnboardingTab';
import { pickPerformerTiers } from './performers/performerMath';
import { useApply } from './performers/useApply';

type PerformerTab = 'benefits' | 'how' | 'elite' | 'fees';

export default function ForPerformersPage() {
  usePageTitle('For Performers');
  const { user, isLoading } = useSession();
  const [tab, setTab] = useState<PerformerTab>('benefits');
  const { apply, submitting, underReview } = useApply();
  const applyState = (tier: PerformerTier) => ({ submitting, underReview, onApply: () => apply(tier) });

  return (
    <>
      <PageHeader
        eyebrow="Comedians and variety acts"
        title="FOR PERFORMERS"
        lead="Get booked by vetted venues and event planners, get paid through escrow, and fill your tour calendar. Free to join — never pay-to-play."
      />
      <PageBody>
        <Container>
          {isLoading ? (
            <Loading role="status">
              <Spinner size={28} />
              <span>Loading performer info...</span>
            </Loading>
          ) : (
            <TierData what="performer tiers">
              {(data) => {
                const tiers = pickPerformerTiers(data.performerTiers);
                if (!tiers) return <p>Performer tiers are not set up for this site yet.</p>;
                return (
                  <Tabs<PerformerTab>
                    label="Performer information"
                    selected={tab}
                    onSelect={setTab}
                    items={[
                      {
                        id: 'benefits',
                        label: 'Benefits',
                        panel: (
                          <BenefitsTab tiers={tiers} {...applyState('basic')} onLearnElite={() => setTab('elite')} />
                        ),
                      },
                      {
                        id: 'how',
                        label: 'How It Works',
                        panel: <OnboardingTab user={user} {...applyState('basic')} />,
                      },
                      {
                        id: 'elite',
                        label: 'Elite Program',
                        panel: <EliteTab tiers={tiers} {...applyState('elite')} />,
                      },
                      { id: 'fees', label: 'Fees & Earnings', panel: <FeesTab tiers={tiers} /> },
                    ]}
                  />
                );
              }}
            </TierData>
          )}
        </Container>
      </PageBody>
    </>
  );
}

const Loading = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  padding: 64px 0;
  color: var(--hl-color-text-muted);
  font-weight: 600;
`;
