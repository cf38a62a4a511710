// Made on first use, not while the module loads: the first Intl formatter loads locale data
// (tens of ms on a phone), and every page's first script imports this module.
let wholeDollars: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;
const usd = (fractionDigits: { maximumFractionDigits: 0 } | { minimumFractionDigits: 2 }) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...fractionDigits });

/** Integer cents as dollars: 50000 → "$500", 4950 → "$49.50". */
export function formatCents(cents: number): string {
  if (cents % 100 === 0) return (wholeDollars ??= usd({ maximumFractionDigits: 0 })).format(cents / 100);
  return (withCents ??= usd({ minimumFractionDigits: 2 })).format(cents / 100);
}

/** A tier's monthly price: "Free" or "$49/month". */
export function formatMonthlyPrice(cents: number, suffix = '/month'): string {
  return cents === 0 ? 'Free' : `${formatCents(cents)}${suffix}`;
}

/** 15 → "15%", 12.5 → "12.5%". */
export function formatPercent(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}

/** Dollars as typed into a form ("1,250" or "99.5") → integer cents; NaN when it is not a number. */
export function dollarsToCents(dollars: string): number {
  const text = dollars.replace(/[$,\s]/g, '');
  return text === '' ? Number.NaN : Math.round(Number(text) * 100);
}
