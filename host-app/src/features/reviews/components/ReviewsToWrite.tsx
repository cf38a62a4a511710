import { Link } from 'react-router';
import styled from 'styled-components';
import { formatInstantAt, formatWallClock } from 'widgets/format';
import { useReviewsToWrite } from '../api/reviewsToWrite';

/** On the dashboard: past bookings waiting for the user's review, each linking to its form. */
export function ReviewsToWrite() {
  const query = useReviewsToWrite();
  const bookings = query.data?.bookings ?? [];
  if (bookings.length === 0) return null;
  return (
    <Block aria-labelledby="reviews-to-write-heading">
      <h2 id="reviews-to-write-heading">Leave a review</h2>
      <List>
        {bookings.map((booking) => (
          <li key={booking.offerId}>
            <Link to={`/offers/${booking.offerId}`}>
              Review {booking.counterpart || 'this booking'}: {booking.eventName}
            </Link>
            <Muted>
              {formatWallClock(booking)} · open until {formatInstantAt(booking.closesAt, booking.venueTimeZone)}
            </Muted>
          </li>
        ))}
      </List>
    </Block>
  );
}

const Block = styled.section`
  display: grid;
  gap: 8px;
  padding: 16px 20px;
  border: 1px solid var(--hl-color-accent);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    font-weight: 700;
    color: var(--hl-color-primary);
  }
`;

const Muted = styled.span`
  display: block;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
