export { BlockForm, type BlockFormProps } from './BlockForm';
export { BlockList, type BlockListProps } from './BlockList';
export { FeedCard, type FeedCardProps } from './FeedCard';
export { MonthGrid, type MonthGridProps } from './MonthGrid';
export { describeBlock, monthTitle, shiftMonth } from './calendarText';
