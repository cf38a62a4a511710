import styled from 'styled-components';
import { Alert } from 'widgets/ui';
import { formatCents, formatMonthlyPrice, formatPercent } from '../../format/money';
import { Card } from '../content/Card';
import { ApplyButton, type ApplyState } from './ApplyButton';
import { Actions, Stack } from './BenefitsTab';
import { eliteSavingPercent, type PerformerTiers } from './performerMath';

/** The Elite programme as this tenant runs it: price, commission and features from the tier data. */
export function EliteTab(props: { tiers: PerformerTiers } & ApplyState) {
  const { basic, elite } = props.tiers;
  return (
    <Stack>
      <h2>The {elite.name} program</h2>
      <p>
        For established acts with a strong record: a lower commission, better placement and a direct line to our team.{' '}
        {elite.name} cuts your commission by {eliteSavingPercent(props.tiers)}% compared with {basic.name}.
      </p>
      <Compare>
        {[basic, elite].map((tier) => (
          <Card key={tier.tier} as="section" aria-labelledby={`performer-tier-${tier.tier}`}>
            <h3 id={`performer-tier-${tier.tier}`}>{tier.name}</h3>
            <Price>{formatMonthlyPrice(tier.monthlyPrice)}</Price>
            <strong>{formatPercent(tier.commissionRate)} commission per booking</strong>
            <ul>
              {tier.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Card>
        ))}
      </Compare>
      <Alert tone="info" title="Subject to approval">
        {elite.name} membership is subject to approval based on your performance history and our quality standards. We
        review applications within 48 hours; the {formatCents(elite.monthlyPrice)} monthly fee starts only once you are
        approved.
      </Alert>
      <Actions>
        <ApplyButton tier="elite" label="Apply for Elite Status" {...props} />
      </Actions>
    </Stack>
  );
}

const Compare = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));

  ul {
    display: grid;
    gap: 6px;
    padding-left: 20px;
    color: var(--hl-color-text-muted);
  }
`;

const Price = styled.p`
  font-family: var(--hl-font-heading);
  font-size: 2rem;
  font-weight: 900;
`;
