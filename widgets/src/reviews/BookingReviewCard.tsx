import styled from 'styled-components';
import type { BookingReview } from 'tenant-api/contract';
import { formatDay } from '../format/dates';
import { Badge } from '../ui/Badge';
import { ReviewReply, ReviewStars, VerifiedBooking } from './ReviewPieces';

interface Props {
  review: BookingReview;
  /** "Your review" or "Their review of you". */
  heading: string;
  /** Whose reply it would be (the performer's stage name). */
  replyAuthor?: string;
}

/** One side's review of a booking; the author's own shows "Awaiting the other side" until published. */
export function BookingReviewCard({ review, heading, replyAuthor = 'the performer' }: Props) {
  const awaiting = review.publishedAt === null;
  return (
    <Card aria-label={heading}>
      <Head>
        <h3>{heading}</h3>
        {awaiting ? <Badge $tone="warning">Awaiting the other side</Badge> : <VerifiedBooking />}
        {review.hidden && <Badge $tone="danger">Hidden by the marketplace</Badge>}
      </Head>
      <Meta>
        <ReviewStars rating={review.rating} /> · {review.authorName} ·{' '}
        <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
      </Meta>
      <Body>{review.body}</Body>
      {awaiting && <Muted>Published when the other side has written theirs, or when the 14 days are over.</Muted>}
      {review.reply && <ReviewReply author={replyAuthor} body={review.reply.body} />}
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: 6px;
  padding: 12px 14px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.9rem;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
