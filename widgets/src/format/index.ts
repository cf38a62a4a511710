export {
  formatClockTime,
  formatDay,
  formatEventWhen,
  formatInstant,
  formatWallClock,
  localClockTime,
  localIsoDate,
} from './dates';
export { dollarsToCents, formatCents, formatMonthlyPrice, formatPercent } from './money';
