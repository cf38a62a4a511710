import { Link } from 'react-router';
import type { BuyerDashboard as BuyerSummary, DashboardOffer } from 'tenant-api/contract';
import { ReviewsToWrite } from '../../features/reviews';
import { formatCents } from '../../format/money';
import { Columns, OfferRows, Section, StatCard, StatGrid } from './DashboardParts';

const buyerAction = (offer: DashboardOffer) =>
  offer.status === 'ACCEPTED'
    ? 'Payment due'
    : offer.status === 'COUNTER_OFFER'
      ? 'Your answer needed'
      : 'Action needed';

/** A buyer's bookings ahead, what they spent, and the offers still open (their answers first). */
export function BuyerDashboard({ data }: { data: BuyerSummary }) {
  const { stats } = data;
  return (
    <>
      <StatGrid aria-label="Your numbers">
        <StatCard
          label="Total spent"
          value={formatCents(stats.totalSpent)}
          hint={stats.totalRefunded > 0 ? `After ${formatCents(stats.totalRefunded)} refunded` : 'Paid into escrow'}
        />
        <StatCard label="Upcoming bookings" value={String(stats.upcomingCount)} />
        <StatCard label="Pending offers" value={String(stats.pendingCount)} />
        <StatCard
          label="Needs your answer"
          value={String(stats.actionNeededCount)}
          hint={stats.actionNeededCount > 0 ? 'Counter-offers and payments waiting for you' : 'Nothing waiting for you'}
          tone={stats.actionNeededCount > 0 ? 'attention' : undefined}
        />
      </StatGrid>
      <ReviewsToWrite />
      <Columns>
        <Section id="upcoming-bookings" title="Upcoming bookings" action={{ to: '/offers', label: 'All offers' }}>
          <OfferRows
            offers={data.upcomingBookings}
            amountLabel="Total"
            actionText={buyerAction}
            empty={
              <p>
                No upcoming bookings yet. <Link to="/browse">Browse performers</Link> and make an offer.
              </p>
            }
          />
        </Section>
        <Section id="pending-offers" title="Pending offers" action={{ to: '/offers', label: 'My Offers' }}>
          <OfferRows
            offers={data.pendingOffers}
            amountLabel="Total"
            actionText={buyerAction}
            empty={<p>No offers are waiting for an answer.</p>}
          />
        </Section>
      </Columns>
    </>
  );
}
