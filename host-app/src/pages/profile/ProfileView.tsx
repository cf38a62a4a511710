import { useState } from 'react';
import styled from 'styled-components';
import type { User } from 'tenant-api/contract';
import { Tabs } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { useTiers } from '../../tenant/useTiers';
import { AccountOverview } from './AccountOverview';
import { AnalyticsTab } from './AnalyticsTab';
import { BillingTab } from './BillingTab';
import { BookingsTab } from './BookingsTab';
import { TabError, TabLoading, TabStack } from './TabStates';
import { currentPlan, useMyOffers, useOwnPerformer } from './profileData';

type ProfileTab = 'bookings' | 'billing' | 'analytics' | 'settings';

/** SPEC 2.16 for the signed-in user, from their own data: plan, offers, numbers. */
export function ProfileView({ user }: { user: User }) {
  const [tab, setTab] = useState<ProfileTab>('bookings');
  const tiers = useTiers();
  const performer = useOwnPerformer(user);
  const offers = useMyOffers();
  const plan = tiers.data ? currentPlan(user, tiers.data, performer.data) : null;
  const planLoading = tiers.isPending || (user.role === 'PERFORMER' && performer.isPending);
  const planFailed = tiers.isError || performer.isError;

  const billing = planLoading ? (
    <TabLoading what="plan" />
  ) : planFailed ? (
    <TabError
      what="plan details"
      onRetry={() => {
        if (tiers.isError) void tiers.refetch();
        if (performer.isError) void performer.refetch();
      }}
    />
  ) : (
    <BillingTab plan={plan} />
  );

  return (
    <Stack>
      <AccountOverview user={user} plan={plan} planLoading={planLoading} />
      <div>
        <Tabs<ProfileTab>
          label="Your account"
          selected={tab}
          onSelect={setTab}
          items={[
            { id: 'bookings', label: 'Bookings', panel: <BookingsTab offers={offers} /> },
            { id: 'billing', label: 'Billing', panel: billing },
            { id: 'analytics', label: 'Analytics', panel: <AnalyticsTab offers={offers} /> },
            {
              id: 'settings',
              label: 'Settings',
              panel: (
                <TabStack>
                  <h2>Settings</h2>
                  <p>Edit your profile, notification preferences and password.</p>
                  <ButtonLink to="/settings">Open Settings</ButtonLink>
                </TabStack>
              ),
            },
          ]}
        />
      </div>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
`;
