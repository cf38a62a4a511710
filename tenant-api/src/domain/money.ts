/**
 * Money is integer cents. Rates are basis points (1 bps = 0.01 %), so 15 % is 1500.
 * The one rounding rule: a share of an amount is rounded half up to the whole cent.
 */
export const BPS_PER_WHOLE = 10_000;

export function shareOf(amountCents: number, rateBps: number): number {
  assertCents(amountCents);
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > BPS_PER_WHOLE) {
    throw new RangeError(`Rate must be 0..10000 basis points, got ${rateBps}`);
  }
  return Math.floor((amountCents * rateBps + BPS_PER_WHOLE / 2) / BPS_PER_WHOLE);
}

export function bpsToPercent(rateBps: number): number {
  return rateBps / 100;
}

export function assertCents(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a cent amount: ${amount}`);
}

/** Cents as US dollars for people to read: 115000 → "$1,150.00". */
export function formatUsd(amountCents: number): string {
  assertCents(amountCents);
  return (amountCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
