import { useState } from 'react';
import styled from 'styled-components';
import type { PerformerProfile, Review } from 'tenant-api/contract';
import { formatDay } from 'widgets/format';
import { ReviewReply, VerifiedBooking } from 'widgets/reviews';
import { errorMessage } from 'widgets/api';
import { Alert, Button, mediaUp, Spinner, VisuallyHidden } from 'widgets/ui';
import { ReviewActions, usePerformerReviews } from '../../features/reviews';
import { StarRating } from './StarRating';
import { formatRating, pluralize, ratingBars } from './profileModel';
import { Section } from './Section';

type Props = Pick<PerformerProfile, 'id' | 'reviewsSummary' | 'recentReviews' | 'stageName'>;

/** The average, the 5-to-1 star distribution as bars, and the reviews: the latest, then more on request. */
export function ReviewsSection({ id, reviewsSummary: summary, recentReviews, stageName }: Props) {
  const [expanded, setExpanded] = useState(false);
  const last = recentReviews.at(-1)?.id ?? '';
  const more = usePerformerReviews(id, last, expanded && last !== '');
  const reviews = [...recentReviews, ...(more.data?.pages.flatMap((page) => page.reviews) ?? [])];
  const hasMore = expanded ? more.hasNextPage : summary.count > recentReviews.length && last !== '';
  const loading = more.isFetching;
  return (
    <Section id="reviews" title="Reviews">
      {summary.count > 0 && (
        <Summary>
          <Average>
            <Big aria-hidden="true">{formatRating(summary.average)}</Big>
            <StarRating rating={summary.average} size={20} />
            <Muted>Based on {pluralize(summary.count, 'review')}</Muted>
          </Average>
          <Bars aria-label="Rating distribution">
            {ratingBars(summary.distribution).map((bar) => (
              <li key={bar.stars}>
                <VisuallyHidden>
                  {pluralize(bar.stars, 'star')}: {pluralize(bar.count, 'review')} ({bar.percent}%)
                </VisuallyHidden>
                <BarLabel aria-hidden="true">{bar.stars} ★</BarLabel>
                <Track aria-hidden="true">
                  <Fill style={{ width: `${bar.percent}%` }} />
                </Track>
                <BarCount aria-hidden="true">{bar.count}</BarCount>
              </li>
            ))}
          </Bars>
        </Summary>
      )}
      <SubHeading>Recent reviews</SubHeading>
      {recentReviews.length === 0 ? (
        <Empty>
          {summary.count === 0
            ? `No reviews yet. Reviews from buyers appear here after ${stageName}'s shows.`
            : 'No written reviews to show yet.'}
        </Empty>
      ) : (
        <List aria-label={`Reviews of ${stageName}`}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} performerId={id} stageName={stageName} />
            </li>
          ))}
        </List>
      )}
      {more.isError && (
        <Alert title="More reviews could not be loaded">{errorMessage(more.error, 'Please try again.')}</Alert>
      )}
      {(hasMore || loading) && (
        <MoreRow>
          <Button
            type="button"
            $variant="secondary"
            disabled={loading}
            onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
          >
            {loading ? 'Loading reviews…' : 'Show more reviews'}
          </Button>
          {loading && <Spinner size={16} />}
          <Muted role="status">
            Showing {reviews.length} of {pluralize(summary.count, 'review')}
          </Muted>
        </MoreRow>
      )}
    </Section>
  );
}

function ReviewCard({ review, performerId, stageName }: { review: Review; performerId: string; stageName: string }) {
  return (
    <Card>
      <CardHead>
        <h4>{review.authorName}</h4>
        <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
      </CardHead>
      <StarRating rating={review.rating} size={15} />
      {review.verifiedBooking && (
        <div>
          <VerifiedBooking />
        </div>
      )}
      <p>{review.body}</p>
      {review.reply && <ReviewReply author={stageName} body={review.reply.body} />}
      <ReviewActions review={review} performerId={performerId} />
    </Card>
  );
}

const MoreRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Summary = styled.div`
  display: grid;
  gap: 16px;
  align-items: center;

  ${mediaUp('sm')} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: 32px;
  }
`;

const Average = styled.div`
  display: grid;
  justify-items: start;
  gap: 4px;
`;

const Big = styled.span`
  font-family: var(--hl-font-heading);
  font-size: 3rem;
  font-weight: 800;
  line-height: 1;
`;

const Muted = styled.span`
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Bars = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 2.5em minmax(0, 1fr) 2.5em;
    gap: 10px;
    align-items: center;
    font-size: 0.875rem;
  }
`;

const BarLabel = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const Track = styled.span`
  display: block;
  height: 10px;
  overflow: hidden;
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface-alt);
  box-shadow: inset 0 0 0 1px var(--hl-color-border);
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: var(--hl-color-primary);
`;

const BarCount = styled.span`
  color: var(--hl-color-text-muted);
  text-align: right;
`;

const SubHeading = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  font-weight: 800;
`;

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: grid;
  gap: 6px;
  padding: 14px 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);

  p {
    margin: 0;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;

  h4 {
    margin: 0;
    font-size: 1rem;
    font-weight: 700;
  }

  time {
    color: var(--hl-color-text-muted);
    font-size: 0.8125rem;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
`;
