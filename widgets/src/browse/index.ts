export { BrowseWidget, type BrowseWidgetProps } from './BrowseWidget';
export { DEFAULT_FILTERS, performerSearch, type BrowseFilters } from './browseQuery';
