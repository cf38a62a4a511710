export {
  formatClockTime,
  formatDay,
  formatEventWhen,
  formatInstant,
  formatInstantAt,
  formatWallClock,
  localClockTime,
  localIsoDate,
} from './dates';
export { dollarsToCents, formatCents, formatMonthlyPrice, formatPercent } from './money';
