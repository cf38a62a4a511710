export { BookingReviewCard } from './BookingReviewCard';
export { LeaveReviewForm, type ReviewDraft } from './LeaveReviewForm';
export { RatingInput } from './RatingInput';
export { ReportedReviewCard } from './ReportedReviewCard';
export { ReviewReply, ReviewStars, VerifiedBooking } from './ReviewPieces';
