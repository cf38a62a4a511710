const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Integer cents as dollars: 50000 → "$500", 4950 → "$49.50". */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
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
