export { BookingReviewsPanel } from './components/BookingReviewsPanel';
export { ReviewReportsSection } from './components/ReviewReportsSection';
export { ReviewActions } from './components/ReviewActions';
export { ReviewsToWrite } from './components/ReviewsToWrite';
export { reviewsToWriteQueryOptions, useReviewsToWrite } from './api/reviewsToWrite';
export { offerReviewsQueryOptions, useOfferReviews, useCreateReview } from './api/offerReviews';
export { reviewReportsQueryOptions, useReviewReports, useDecideReviewReport } from './api/reviewReports';
export { useReplyToReview, useReportReview } from './api/reviewActions';
export { performerReviewsQueryOptions, usePerformerReviews, REVIEWS_PAGE_SIZE } from './api/performerReviews';
