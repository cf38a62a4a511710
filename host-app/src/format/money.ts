/** One copy of the money formats, shared with the widgets. */
export { formatCents, formatMonthlyPrice, formatPercent } from 'widgets/format';
