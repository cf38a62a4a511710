import { Link } from 'react-router';
import styled from 'styled-components';
import type { MyOffersFirstPage } from 'tenant-api/contract';
import { formatCents } from 'widgets/format';
import { EventFacts, OfferParty, OfferStatusBadge } from 'widgets/offers-list';
import { mediaUp } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState, TabError, TabLoading, TabStack } from './TabStates';
import type { useMyOffers } from './profileData';

const SHOWN = 10;

/** The user's offers (sent by a buyer, received by a performer), newest first, each linking to its page. */
export function BookingsTab({ offers }: { offers: ReturnType<typeof useMyOffers> }) {
  if (offers.isPending) return <TabLoading what="bookings" />;
  if (offers.isError) return <TabError what="bookings" onRetry={() => void offers.refetch()} />;
  return <BookingList data={offers.data} />;
}

function BookingList({ data }: { data: MyOffersFirstPage }) {
  const performer = data.userRole === 'performer';
  const heading = performer ? 'Incoming offers' : 'Offers you sent';
  if (data.offers.length === 0) {
    return (
      <TabStack>
        <h2>{heading}</h2>
        {performer ? (
          <EmptyState title="No incoming offers yet">
            <p>Offers from buyers appear here as soon as they are sent to you.</p>
            <ButtonLink to="/for-performers" $variant="secondary">
              Get Booked
            </ButtonLink>
          </EmptyState>
        ) : (
          <EmptyState title="No bookings yet">
            <p>Find a performer and send your first offer.</p>
            <ButtonLink to="/browse">Browse Performers</ButtonLink>
          </EmptyState>
        )}
      </TabStack>
    );
  }
  const shown = data.offers.slice(0, SHOWN);
  return (
    <TabStack>
      <h2>{heading}</h2>
      <p>
        {data.counts.all} {data.counts.all === 1 ? 'offer' : 'offers'}
        {data.offers.length > SHOWN && `, the latest ${SHOWN} shown`}.
      </p>
      <List>
        {shown.map((offer) => (
          <Item key={offer.id}>
            <div>
              <h3>
                <Link to={`/offers/${offer.id}`}>{offer.eventName}</Link>
              </h3>
              <OfferParty offer={offer} role={data.userRole} />
              <EventFacts offer={offer} />
            </div>
            <Side>
              <OfferStatusBadge offer={offer} />
              <strong>{formatCents(performer ? offer.offerAmount : offer.totalAmount)}</strong>
            </Side>
          </Item>
        ))}
      </List>
      <ButtonLink to="/offers" $variant="secondary">
        See All in My Offers
      </ButtonLink>
    </TabStack>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);

  ${mediaUp('sm')} {
    grid-template-columns: 1fr auto;
  }

  h3 {
    font-size: 1.0625rem;
    font-weight: 800;
    overflow-wrap: anywhere;
  }

  h3 a {
    color: var(--hl-color-text);
  }

  h3 a:hover {
    color: var(--hl-color-primary);
  }
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;

  ${mediaUp('sm')} {
    flex-direction: column;
    align-items: flex-end;
  }
`;
