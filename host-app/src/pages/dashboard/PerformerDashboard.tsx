import { Link } from 'react-router';
import styled from 'styled-components';
import type { PerformerDashboard as PerformerSummary, User } from 'tenant-api/contract';
import { formatInstant } from 'widgets/format';
import { ReviewsToWrite } from '../../features/reviews';
import { formatCents } from '../../format/money';
import { Columns, OfferRows, Section, StatCard, StatGrid } from './DashboardParts';
import { OnboardingProgress } from './OnboardingProgress';

/** A performer's offers to answer, gigs ahead, ledger earnings, payouts and onboarding. */
export function PerformerDashboard({ data, user }: { data: PerformerSummary; user: User }) {
  const { earnings, stats } = data;
  return (
    <>
      <StatGrid aria-label="Your earnings">
        <StatCard label="Booked" value={formatCents(earnings.booked)} hint="Paid bookings before commission" />
        <StatCard label="In escrow" value={formatCents(earnings.inEscrow)} hint="Released after each event" />
        <StatCard
          label="Paid out"
          value={formatCents(earnings.paidOut)}
          hint={`After ${formatCents(earnings.commission)} commission`}
        />
        <StatCard
          label="Offers to answer"
          value={String(stats.incomingCount)}
          hint={stats.incomingCount > 0 ? 'Answer before they expire' : 'No offers waiting'}
          tone={stats.incomingCount > 0 ? 'attention' : undefined}
        />
      </StatGrid>
      <ReviewsToWrite />
      <Columns>
        <Section id="incoming-offers" title="Incoming offers" action={{ to: '/offers', label: 'All incoming offers' }}>
          <OfferRows
            offers={data.incomingOffers}
            amountLabel="Offer"
            actionText={() => 'Answer needed'}
            empty={<p>No offers are waiting for your answer.</p>}
          />
        </Section>
        <Section id="upcoming-gigs" title="Upcoming gigs">
          <OfferRows
            offers={data.upcomingGigs}
            amountLabel="Fee"
            actionText={() => 'Action needed'}
            empty={<p>No upcoming gigs yet. Accepted and paid bookings show here.</p>}
          />
        </Section>
        <Section id="recent-payouts" title="Recent payouts">
          {data.recentPayouts.length === 0 ? (
            <Muted>No payouts yet. Escrow is paid out the day after each event.</Muted>
          ) : (
            <Payouts>
              {data.recentPayouts.map((payout) => (
                <li key={`${payout.offerId}-${payout.paidAt}`}>
                  <Link to={`/offers/${payout.offerId}`}>{payout.eventName}</Link>
                  <strong>{formatCents(payout.amount)}</strong>
                  <Muted as="time" dateTime={payout.paidAt}>
                    {formatInstant(payout.paidAt)}
                  </Muted>
                </li>
              ))}
            </Payouts>
          )}
        </Section>
        <OnboardingProgress onboarding={user.onboarding} hasBookings={earnings.booked > 0 || stats.upcomingCount > 0} />
      </Columns>
    </>
  );
}

const Muted = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Payouts = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 10px 0;
    border-bottom: 1px solid var(--hl-color-border);
  }

  li:last-child {
    border-bottom: 0;
  }

  a {
    min-width: 0;
    color: var(--hl-color-text);
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  time {
    grid-column: 1 / -1;
  }
`;
