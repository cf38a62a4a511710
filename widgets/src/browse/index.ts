export { BrowseWidget, type BrowseWidgetProps } from './BrowseWidget';
export { DEFAULT_FILTERS, DEFAULT_PAGE_SIZE, performerSearch, type BrowseFilters } from './browseQuery';
export { prefetchPerformers } from './prefetch';
export { initials, PerformerPhoto, PhotoInitials, type PerformerPhotoProps } from './PerformerPhoto';
export { GENRE_NAMES, US_STATE_CODES } from './filterOptions';
export { PerformerCard, cardBio, ratingSummary, type CardPhotoLoading } from './PerformerCard';
