export { ownCalendarQueryOptions, useOwnCalendar, AVAILABILITY_KEY } from './api/ownCalendar';
export { useAddBlock, useRemoveBlock, useRotateFeed } from './api/changeCalendar';
export { CalendarView } from './components/CalendarView';
