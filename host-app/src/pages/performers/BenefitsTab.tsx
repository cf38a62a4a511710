import styled from 'styled-components';
import { Badge, Button } from 'widgets/ui';
import { Card, CardGrid } from '../content/Card';
import { ApplyButton, type ApplyState } from './ApplyButton';
import type { PerformerTiers } from './performerMath';
import { formatPercent } from '../../format/money';

const BENEFITS = [
  {
    title: 'Vetted buyer network',
    text: 'Offers come from verified event planners, clubs and venues — every buyer is known to us before they can book you.',
    elite: false,
  },
  {
    title: 'Secure payments',
    text: 'Buyers pay into escrow when you accept. Payouts are automatic after the show — no chasing invoices.',
    elite: false,
  },
  {
    title: 'Tour routing optimisation',
    text: 'Tell us where you are touring and we match you with venues along the way, filling the gaps between dates.',
    elite: false,
  },
  {
    title: 'Protected messaging',
    text: 'Talk through the details with your contact information kept private until the booking is confirmed.',
    elite: false,
  },
  {
    title: 'Performance analytics',
    text: 'See how buyers find you, your offer acceptance rate and your earnings by month and by venue type.',
    elite: true,
  },
  {
    title: 'Priority placement',
    text: 'Appear higher in search results and in the recommendations buyers see when they plan an event.',
    elite: true,
  },
];

export function BenefitsTab(props: { tiers: PerformerTiers; onLearnElite(): void } & ApplyState) {
  return (
    <Stack>
      <h2>Why performers book with us</h2>
      <p>
        Joining is free and you are never pay-to-play: you pay a {formatPercent(props.tiers.basic.commissionRate)}{' '}
        commission only when a booking is completed.
      </p>
      <CardGrid>
        {BENEFITS.map((benefit) => (
          <Card key={benefit.title}>
            <h3>
              {benefit.title} {benefit.elite && <Badge $tone="accent">{props.tiers.elite.name} only</Badge>}
            </h3>
            <p>{benefit.text}</p>
          </Card>
        ))}
      </CardGrid>
      <Actions>
        <ApplyButton tier="basic" label="Apply as Performer" {...props} />
        <Button $size="lg" $variant="secondary" onClick={props.onLearnElite}>
          Learn About Elite
        </Button>
      </Actions>
    </Stack>
  );
}

export const Stack = styled.div`
  display: grid;
  gap: 20px;

  > h2 {
    font-size: 1.5rem;
    font-weight: 800;
  }

  > p {
    max-width: 70ch;
    color: var(--hl-color-text-muted);
  }

  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
