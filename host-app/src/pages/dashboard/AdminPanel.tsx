import { Link } from 'react-router';
import styled from 'styled-components';
import type { AdminDashboard } from 'tenant-api/contract';
import { Spinner } from 'widgets/ui';
import { Section, StatCard, StatGrid } from './DashboardParts';
import { usePendingApprovals } from './dashboardApi';

const SHOWN = 5;

function waited(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} days`;
}

/** A tenant admin's short panel: the approval queue's size and its oldest offers. */
export function AdminPanel({ data }: { data: AdminDashboard }) {
  const count = data.stats.pendingApprovalCount;
  const queue = usePendingApprovals(count > 0);
  return (
    <>
      <StatGrid aria-label="Tenant numbers">
        <StatCard
          label="Waiting for approval"
          value={String(count)}
          hint={count > 0 ? 'Guest buyers’ offers to review' : 'The approval queue is empty'}
          tone={count > 0 ? 'attention' : undefined}
        />
      </StatGrid>
      <Section id="approval-queue" title="Approval queue">
        {count === 0 ? (
          <Muted>No offers are waiting for approval.</Muted>
        ) : queue.isPending ? (
          <Spinner label="Loading the approval queue" />
        ) : queue.isError ? (
          <Muted role="alert">The approval queue could not be loaded.</Muted>
        ) : (
          <Queue>
            {queue.data.offers.slice(0, SHOWN).map((offer) => (
              <li key={offer.id}>
                <Link to={`/offers/${offer.id}`}>{offer.eventName}</Link>
                <Muted>
                  {offer.performer.stageName} · waiting {waited(offer.waitingMinutes)}
                </Muted>
              </li>
            ))}
          </Queue>
        )}
      </Section>
    </>
  );
}

const Muted = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Queue = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: var(--hl-color-text);
    font-weight: 700;
  }
`;
