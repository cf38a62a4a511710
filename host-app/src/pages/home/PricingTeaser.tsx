import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import type { BuyerTierConfig } from 'tenant-api/contract';
import { formatCents, formatPercent } from '../../format/money';
import { signupTiers, useTiers } from '../../tenant/useTiers';
import { mediaUp } from 'widgets/ui';
import { Alert } from 'widgets/ui';
import { Badge } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { Button } from 'widgets/ui';
import { Container, Eyebrow, Lead, SectionTitle } from '../../ui/layout';
import { Section, SectionHeader } from './Section';
import { FeatureList } from '../../ui/FeatureList';

const FEATURED_TIER = 'BASIC';

/** Guest, Basic and Elite as the tenant prices them (GET /api/tiers); nothing here is hard-coded. */
export function PricingTeaser() {
  const tiers = useTiers();
  return (
    <Section aria-labelledby="pricing-teaser-title">
      <Container>
        <SectionHeader $center>
          <Eyebrow>Pricing</Eyebrow>
          <SectionTitle id="pricing-teaser-title">Simple plans. Clear booking fees.</SectionTitle>
          <Lead>Start free and upgrade when you book more often. Your plan sets the fee you pay on each booking.</Lead>
        </SectionHeader>
        {tiers.isPending ? (
          <Plans aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} />
            ))}
          </Plans>
        ) : tiers.isError ? (
          <ErrorState>
            <Alert title="Plans are unavailable right now">We couldn’t load our prices. Please try again.</Alert>
            <Button $variant="secondary" onClick={() => void tiers.refetch()}>
              Try again
            </Button>
          </ErrorState>
        ) : (
          <Plans>
            {signupTiers(tiers.data.buyerTiers).map((tier) => (
              <PlanCard key={tier.tier} tier={tier} featured={tier.tier === FEATURED_TIER} />
            ))}
          </Plans>
        )}
        <CompareLink>
          <Link to="/pricing">Compare all plans and fees →</Link>
        </CompareLink>
      </Container>
    </Section>
  );
}

function PlanCard({ tier, featured }: { tier: BuyerTierConfig; featured: boolean }) {
  const free = tier.monthlyPrice === 0;
  return (
    <Plan $featured={featured}>
      <PlanHead>
        <h3>{tier.name}</h3>
        {featured && <Badge $tone="primary">Most popular</Badge>}
      </PlanHead>
      <Price>
        <strong>{free ? 'Free' : formatCents(tier.monthlyPrice)}</strong>
        {!free && <span>/month</span>}
      </Price>
      <Fee>{formatPercent(tier.serviceFeeRate)} booking fee</Fee>
      <FeatureList>
        {tier.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </FeatureList>
      <ButtonLink to="/signup" $variant={featured ? 'primary' : 'secondary'} $block>
        {free ? 'Start free' : `Choose ${tier.name}`}
      </ButtonLink>
    </Plan>
  );
}

const Plans = styled.ul`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, 1fr);
    align-items: stretch;
  }
`;

const Plan = styled.li<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 28px 26px;
  border: ${({ $featured }) => ($featured ? '2px solid var(--hl-color-primary)' : '1px solid var(--hl-color-border)')};
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  box-shadow: ${({ $featured }) => ($featured ? '0 24px 60px rgb(0 0 0 / 0.10)' : 'none')};
`;

const PlanHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;

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
    font-size: 2.75rem;
    font-weight: 900;
    line-height: 1;
  }

  span {
    color: var(--hl-color-text-muted);
  }
`;

const Fee = styled.p`
  color: var(--hl-color-primary);
  font-weight: 700;
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Skeleton = styled.li`
  height: 380px;
  border-radius: var(--hl-radius-lg);
  background: linear-gradient(90deg, var(--hl-color-surface), var(--hl-color-surface-alt), var(--hl-color-surface));
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const ErrorState = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: center;
  max-width: 520px;
  margin: 0 auto;

  > div {
    width: 100%;
  }
`;

const CompareLink = styled.p`
  margin-top: 32px;
  text-align: center;
  font-weight: 700;
`;
