import styled from 'styled-components';
import { Badge } from '../ui/Badge';

/** The mark of a review written by the buyer of a booking made on the marketplace. */
export function VerifiedBooking() {
  return (
    <Badge $tone="success">
      <span aria-hidden="true">✓</span> Verified booking
    </Badge>
  );
}

/** Filled and empty stars of a 1-5 rating, read as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rating)}
      <Empty>{'★'.repeat(5 - rating)}</Empty>
    </Stars>
  );
}

/** The performer's public reply under a review. */
export function ReviewReply({ author, body }: { author: string; body: string }) {
  return (
    <Reply>
      <strong>Reply from {author}</strong>
      <p>{body}</p>
    </Reply>
  );
}

const Stars = styled.span`
  color: var(--hl-color-accent);
  letter-spacing: 1px;
`;

const Empty = styled.span`
  color: var(--hl-color-border);
`;

const Reply = styled.div`
  margin-top: 8px;
  padding: 8px 12px;
  border-left: 3px solid var(--hl-color-primary);
  background: var(--hl-color-surface-alt);
  border-radius: var(--hl-radius-sm);

  p {
    margin: 4px 0 0;
  }
`;
