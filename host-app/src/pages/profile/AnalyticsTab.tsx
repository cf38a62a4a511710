import styled from 'styled-components';
import { formatCents } from 'widgets/format';
import { ButtonLink } from '../../ui/ButtonLink';
import { TabError, TabLoading, TabStack } from './TabStates';
import type { useMyOffers } from './profileData';
import { offerStats, type OfferStats } from './profileStats';

/** Simple real numbers from the user's own offers. */
export function AnalyticsTab({ offers }: { offers: ReturnType<typeof useMyOffers> }) {
  if (offers.isPending) return <TabLoading what="analytics" />;
  if (offers.isError) return <TabError what="analytics" onRetry={() => void offers.refetch()} />;
  const stats = offerStats(offers.data);
  return (
    <TabStack>
      <h2>Analytics</h2>
      <Stats>
        {tiles(stats).map((tile) => (
          <div key={tile.label}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </Stats>
      <Note>
        {stats.role === 'buyer'
          ? 'Booked spend is what you pay for accepted and paid offers, service fees included.'
          : 'Booked fees are the agreed fees of accepted and paid offers, before commission.'}
      </Note>
      <ButtonLink to="/offers" $variant="secondary">
        Open My Offers
      </ButtonLink>
    </TabStack>
  );
}

function tiles(stats: OfferStats) {
  const buyer = stats.role === 'buyer';
  return [
    { label: buyer ? 'Offers sent' : 'Offers received', value: String(stats.total) },
    { label: 'Accepted', value: String(stats.booked) },
    { label: 'Awaiting an answer', value: String(stats.pending) },
    { label: 'Acceptance rate', value: stats.acceptanceRate === null ? '—' : `${stats.acceptanceRate}%` },
    { label: buyer ? 'Total booked spend' : 'Total booked fees', value: formatCents(stats.bookedCents) },
  ];
}

const Stats = styled.dl`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  margin: 0;

  > div {
    padding: 18px;
    border: 1px solid var(--hl-color-border);
    border-radius: var(--hl-radius-md);
    background: var(--hl-color-surface);
  }

  dt {
    color: var(--hl-color-text-muted);
    font-size: 0.875rem;
    font-weight: 650;
  }

  dd {
    margin: 6px 0 0;
    font-size: 1.75rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
