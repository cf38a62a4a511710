import styled from 'styled-components';
import type { OfferDetails, OfferReviews } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { formatInstantAt } from 'widgets/format';
import { BookingReviewCard, LeaveReviewForm, type ReviewDraft } from 'widgets/reviews';
import { Spinner, useToast } from 'widgets/ui';
import { useCreateReview, useOfferReviews } from '../api/offerReviews';
import { ReplyForm } from './ReviewActions';

const BOOKED = ['PAID', 'COMPLETED', 'PAID_OUT'];

/**
 * Reviews of a past booking on the offer details page, for its buyer or performer: the form while
 * the window is open, their own review ("awaiting the other side" until published), then the other's.
 */
export function BookingReviewsPanel({ offer, role }: { offer: OfferDetails; role: string }) {
  const party = role === 'buyer' || role === 'performer';
  const query = useOfferReviews(offer.id, { enabled: party && BOOKED.includes(offer.status) });
  if (!party || !BOOKED.includes(offer.status)) return null;
  if (!query.data) return query.isPending ? <Spinner label="Loading reviews" /> : null;
  if (query.data.window.state === 'not_yet') return null;
  return (
    <Panel aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      <ReviewsBody offer={offer} reviews={query.data} />
    </Panel>
  );
}

function ReviewsBody({ offer, reviews }: { offer: OfferDetails; reviews: OfferReviews }) {
  const subject = reviews.role === 'buyer' ? offer.performer.stageName : 'the buyer';
  const closesOn = formatInstantAt(reviews.window.closesAt, offer.venueTimeZone);
  return (
    <>
      {reviews.canReview && <ReviewForm offerId={offer.id} subject={subject} closesOn={closesOn} />}
      {reviews.mine && (
        <BookingReviewCard review={reviews.mine} heading="Your review" replyAuthor={offer.performer.stageName} />
      )}
      {reviews.theirs && (
        <BookingReviewCard
          review={reviews.theirs}
          heading={reviews.role === 'buyer' ? `${offer.performer.stageName}'s review of you` : "The buyer's review"}
          replyAuthor={offer.performer.stageName}
        />
      )}
      {canReply(reviews) && <ReplyForm reviewId={reviews.theirs!.id} buttonLabel="Reply publicly" />}
      {!reviews.canReview && !reviews.mine && reviews.window.state === 'closed' && (
        <Muted>The 14 days to review this booking are over.</Muted>
      )}
    </>
  );
}

/** The performer answers the buyer's review once, publicly, once it is published (and not hidden). */
const canReply = (reviews: OfferReviews) =>
  reviews.role === 'performer' &&
  reviews.theirs !== null &&
  reviews.theirs.publishedAt !== null &&
  !reviews.theirs.hidden &&
  reviews.theirs.reply === null;

function ReviewForm({ offerId, subject, closesOn }: { offerId: string; subject: string; closesOn: string }) {
  const create = useCreateReview(offerId);
  const toast = useToast();
  const error = create.error;
  const fields = isApiError(error) ? error.fields : undefined;
  const errors = error
    ? {
        rating: fields?.rating,
        body: fields?.body,
        form: fields ? undefined : errorMessage(error, 'Please try again.'),
      }
    : {};
  const submit = (draft: ReviewDraft) =>
    create.mutate(draft, {
      onSuccess: (answer) =>
        toast({
          variant: 'success',
          title: 'Review sent',
          description: answer.theirs
            ? 'Both reviews are now published.'
            : 'It is published once the other side has written theirs.',
        }),
    });
  return (
    <LeaveReviewForm
      subject={subject}
      closesOn={closesOn}
      pending={create.isPending}
      errors={errors}
      onSubmit={submit}
    />
  );
}

const Panel = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
`;
