export { formatClockTime, formatDay, formatInstant, localClockTime, localIsoDate } from './dates';
export { dollarsToCents, formatCents, formatMonthlyPrice, formatPercent } from './money';
