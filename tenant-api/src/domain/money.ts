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
  const halfUp = amountCents * rateBps + BPS_PER_WHOLE / 2;
  // Integer arithmetic only (no rounded quotient to floor): exact while the product is a safe
  // integer, as it is for every amount up to MAX_AMOUNT_CENTS at seven nights (7 × 10^14 < 2^53).
  // Past that, the same rule in bigint arithmetic.
  if (Number.isSafeInteger(halfUp)) return (halfUp - (halfUp % BPS_PER_WHOLE)) / BPS_PER_WHOLE;
  const whole = BigInt(BPS_PER_WHOLE);
  return Number((BigInt(amountCents) * BigInt(rateBps) + whole / 2n) / whole);
}

/**
 * The share of `amountCents` that `part` is of `whole` (part ≤ whole), by the same rule: rounded
 * half up to the whole cent. `shareOf(a, r)` equals `proportionOf(a, r, 10000)`; this one takes any
 * ratio (a refund split in proportion to what was paid) and is exact for any cent amounts (BigInt).
 */
export function proportionOf(amountCents: number, part: number, whole: number): number {
  assertCents(amountCents);
  assertCents(part);
  assertCents(whole);
  if (whole === 0 || part > whole) throw new RangeError(`Not a proportion: ${part} of ${whole}`);
  const numerator = 2n * BigInt(amountCents) * BigInt(part) + BigInt(whole);
  return Number(numerator / (2n * BigInt(whole)));
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
