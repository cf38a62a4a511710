import { Link } from 'react-router';
import styled from 'styled-components';
import type { BuyerTier, BuyerTierConfig, TiersResponse, User } from 'tenant-api/contract';
import { Badge, Button, mediaUp } from 'widgets/ui';
import { formatCents, formatPercent } from '../../format/money';
import { ButtonLink } from '../../ui/ButtonLink';
import { planAction, planPrice, type BillingInterval, type PlanAction } from './pricingMath';
import { FeatureList } from '../../ui/FeatureList';

const FEATURED: BuyerTier = 'BASIC';
const TIER_ORDER: readonly BuyerTier[] = ['GUEST', 'BASIC', 'ELITE', 'ENTERPRISE'];

interface Props {
  tiers: TiersResponse;
  interval: BillingInterval;
  viewer: User | null;
  pendingTier: BuyerTier | undefined;
  onChoose(tier: BuyerTier): void;
}

/** Guest, Basic, Elite and Enterprise as this tenant prices them. */
export function PlanCards({ tiers, interval, viewer, pendingTier, onChoose }: Props) {
  const plans = TIER_ORDER.flatMap((name) => tiers.buyerTiers.filter((tier) => tier.tier === name));
  const { rate, fixedCents } = tiers.paymentProcessing;
  return (
    <>
      {viewer && viewer.role !== 'BUYER' && (
        <Note role="note">
          Plans are for buyers booking talent. Performers join free and never pay to play — see{' '}
          <Link to="/for-performers">For Performers</Link>.
        </Note>
      )}
      <Grid>
        {plans.map((tier) => (
          <PlanCard
            key={tier.tier}
            tier={tier}
            interval={interval}
            action={planAction(tier.tier, viewer)}
            pending={pendingTier === tier.tier}
            busy={pendingTier !== undefined}
            onChoose={() => onChoose(tier.tier)}
          />
        ))}
      </Grid>
      <Footnote>
        Card payments are processed at {formatPercent(rate)} + {formatCents(fixedCents)} per charge. That is covered by
        the booking fee — nothing is added at checkout.
      </Footnote>
    </>
  );
}

function PlanCard(props: {
  tier: BuyerTierConfig;
  interval: BillingInterval;
  action: PlanAction;
  pending: boolean;
  busy: boolean;
  onChoose(): void;
}) {
  const { tier, action } = props;
  const price = planPrice(tier, props.interval);
  const featured = tier.tier === FEATURED;
  const current = action.kind === 'current';
  return (
    <Plan $highlight={current || featured} aria-labelledby={`plan-${tier.tier}`}>
      <Head>
        <h3 id={`plan-${tier.tier}`}>{tier.name}</h3>
        {current ? <Badge $tone="success">Your plan</Badge> : featured && <Badge $tone="primary">Most popular</Badge>}
      </Head>
      <Price>
        <strong>{price.amount === 0 ? 'Free' : formatCents(price.amount)}</strong>
        {price.amount > 0 && <span>/{price.period}</span>}
      </Price>
      <Sub>
        {price.perMonth !== null
          ? `${formatCents(price.perMonth)}/month, billed yearly`
          : price.amount === 0
            ? 'No subscription'
            : 'Billed monthly, cancel any time'}
      </Sub>
      <Fee>{formatPercent(tier.serviceFeeRate)} booking fee</Fee>
      <FeatureList>
        {tier.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </FeatureList>
      <PlanButton {...props} featured={featured} />
    </Plan>
  );
}

function PlanButton(props: {
  tier: BuyerTierConfig;
  action: PlanAction;
  pending: boolean;
  busy: boolean;
  featured: boolean;
  onChoose(): void;
}) {
  const { action, tier } = props;
  const variant = props.featured ? 'primary' : 'secondary';
  if (action.kind === 'contact-sales') {
    const query = new URLSearchParams({ type: 'billing', subject: `${tier.name} plan enquiry` });
    return (
      <ButtonLink to={`/contact?${query.toString()}`} $variant="secondary" $block>
        Contact Sales
      </ButtonLink>
    );
  }
  if (action.kind === 'current' || action.kind === 'buyers-only') {
    return (
      <Button $variant="secondary" $block disabled>
        {action.kind === 'current' ? 'Current Plan' : 'For buyers'}
      </Button>
    );
  }
  const label =
    action.kind === 'change' && action.direction === 'upgrade'
      ? `Upgrade to ${tier.name}`
      : action.kind === 'change'
        ? `Switch to ${tier.name}`
        : `Choose ${tier.name}`;
  return (
    <Button $variant={variant} $block disabled={props.busy} aria-busy={props.pending} onClick={props.onChoose}>
      {props.pending ? 'Processing...' : label}
    </Button>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 20px;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${mediaUp('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Plan = styled.section<{ $highlight: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 26px 22px;
  border: ${({ $highlight }) =>
    $highlight ? '2px solid var(--hl-color-primary)' : '1px solid var(--hl-color-border)'};
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;

  h3 {
    font-size: 1.375rem;
    font-weight: 800;
  }
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: 4px;

  strong {
    font-family: var(--hl-font-heading);
    font-size: 2.5rem;
    font-weight: 900;
    line-height: 1;
  }

  span {
    color: var(--hl-color-text-muted);
  }
`;

const Sub = styled.p`
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Fee = styled.p`
  color: var(--hl-color-primary);
  font-weight: 800;
`;

const Note = styled.p`
  margin-bottom: 20px;
  padding: 12px 16px;
  border-left: 4px solid var(--hl-color-accent);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
`;

const Footnote = styled.p`
  margin-top: 20px;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
