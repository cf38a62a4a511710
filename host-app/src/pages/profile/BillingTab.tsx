import styled from 'styled-components';
import { formatMonthlyPrice, formatPercent } from 'widgets/format';
import { Badge } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState, TabStack } from './TabStates';
import type { CurrentPlan } from './profileData';

/** The current plan as the tenant prices it (GET /api/tiers), and where to change it. */
export function BillingTab({ plan }: { plan: CurrentPlan }) {
  if (!plan) {
    return (
      <TabStack>
        <h2>Billing</h2>
        <EmptyState title="No plan information">
          <p>We couldn’t find your plan in this site’s pricing. Our team can help.</p>
          <ButtonLink to="/contact?type=billing" $variant="secondary">
            Contact Billing Support
          </ButtonLink>
        </EmptyState>
      </TabStack>
    );
  }
  const { tier } = plan;
  const performer = plan.kind === 'performer';
  return (
    <TabStack>
      <h2>Billing</h2>
      <PlanCard aria-labelledby="current-plan">
        <Header>
          <h3 id="current-plan">{tier.name}</h3>
          <Badge $tone="primary">Current plan</Badge>
        </Header>
        <dl>
          <div>
            <dt>Monthly price</dt>
            <dd>{formatMonthlyPrice(tier.monthlyPrice)}</dd>
          </div>
          <div>
            <dt>{performer ? 'Commission on bookings' : 'Service fee on bookings'}</dt>
            <dd>{formatPercent(plan.kind === 'performer' ? plan.tier.commissionRate : plan.tier.serviceFeeRate)}</dd>
          </div>
          {plan.kind === 'buyer' && plan.tier.yearlyPrice !== null && plan.tier.yearlyPrice > 0 && (
            <div>
              <dt>Or yearly</dt>
              <dd>{formatMonthlyPrice(plan.tier.yearlyPrice, '/year')}</dd>
            </div>
          )}
        </dl>
        {tier.features.length > 0 && (
          <Features>
            {tier.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
        )}
      </PlanCard>
      {performer ? (
        <ButtonLink to="/for-performers" $variant="secondary">
          Performer Plans
        </ButtonLink>
      ) : (
        <ButtonLink to="/pricing">Change Plan</ButtonLink>
      )}
    </TabStack>
  );
}

const PlanCard = styled.section`
  display: grid;
  gap: 16px;
  max-width: 560px;
  padding: 24px;
  border: 2px solid var(--hl-color-primary);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  dl {
    display: grid;
    gap: 12px;
    margin: 0;
  }

  dl > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
  }

  dt {
    color: var(--hl-color-text-muted);
  }

  dd {
    margin: 0;
    font-weight: 800;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: space-between;

  h3 {
    font-size: 1.375rem;
    font-weight: 800;
  }
`;

const Features = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding-left: 20px;
  color: var(--hl-color-text-muted);
`;
