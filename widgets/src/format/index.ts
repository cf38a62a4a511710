export {
  formatClockTime,
  formatDay,
  formatEventWhen,
  formatInstant,
  formatInstantAt,
  localClockTime,
  localIsoDate,
} from './dates';
export { dollarsToCents, formatCents, formatMonthlyPrice, formatPercent } from './money';
