import { assertCents } from './money';

/**
 * How plans are billed by period (docs/plans-and-billing.md): the period arithmetic, the upgrade
 * credit and the renewal retry schedule. Money is integer cents; the credit is counted in whole
 * seconds of the period.
 */
export type BillingInterval = 'monthly' | 'yearly';

/**
 * The end of a period that starts at `start`: one calendar month or year later in UTC, at the same
 * time of day; a day the shorter month lacks becomes its last day (31 January → 28 February).
 */
export function periodEndOf(start: Date, interval: BillingInterval): Date {
  const months = interval === 'yearly' ? 12 : 1;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** Whole seconds from `from` to `to` (0 when `to` is not later). */
const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/**
 * The unused part of what was paid for a period at instant `at`: `paid × unused seconds ÷ period
 * seconds`, rounded down to the cent (never more than paid, never negative; nothing before the
 * period has started is counted twice: at or before its start the whole payment is unused).
 */
export function unusedCredit(paidCents: number, periodStart: Date, periodEnd: Date, at: Date): number {
  assertCents(paidCents);
  const total = secondsBetween(periodStart, periodEnd);
  if (total === 0) return 0;
  const unused = Math.min(total, secondsBetween(at, periodEnd));
  return Number((BigInt(paidCents) * BigInt(unused)) / BigInt(total));
}

export interface UpgradePrice {
  /** The unused part of the old plan's payment. */
  creditCents: number;
  /** The part of the credit taken off the new plan's price (all of it, unless it is larger). */
  appliedCreditCents: number;
  /** What the buyer pays now: the new price minus the applied credit. */
  chargeCents: number;
}

/** An upgrade starts a new period at `at`: the new plan's price less the old plan's unused credit. */
export function upgradePrice(
  newPriceCents: number,
  current: { paidCents: number; periodStart: Date; periodEnd: Date } | null,
  at: Date,
): UpgradePrice {
  assertCents(newPriceCents);
  const creditCents = current ? unusedCredit(current.paidCents, current.periodStart, current.periodEnd, at) : 0;
  const appliedCreditCents = Math.min(creditCents, newPriceCents);
  return { creditCents, appliedCreditCents, chargeCents: newPriceCents - appliedCreditCents };
}

/**
 * When renewal attempt `attempt` (0 = the first, at the period's end) is due: the first at the
 * period's end, then each retry `retryDays[attempt - 1]` days after the period's end. Null when
 * there are no attempts left: the plan ends.
 */
export function renewalAttemptAt(periodEnd: Date, retryDays: readonly number[], attempt: number): Date | null {
  if (attempt === 0) return periodEnd;
  const days = retryDays[attempt - 1];
  return days === undefined ? null : new Date(periodEnd.getTime() + days * 86_400_000);
}

/**
 * Whether moving from one plan to another is an upgrade (takes effect at once, with credit) or a
 * change at the period's end: a plan higher in the tenant's order, on the same or a longer
 * interval, or the same plan moving from monthly to yearly. Everything else waits for the end.
 */
export function isUpgrade(
  from: { rank: number; interval: BillingInterval },
  to: { rank: number; interval: BillingInterval },
): boolean {
  const longer = { monthly: 0, yearly: 1 } as const;
  if (longer[to.interval] < longer[from.interval]) return false;
  return to.rank > from.rank || (to.rank === from.rank && longer[to.interval] > longer[from.interval]);
}

/** "12 January 2027": the day a period ends, in UTC, for answers, e-mail and the UI. */
export function formatPeriodDay(instant: Date): string {
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${instant.getUTCDate()} ${months[instant.getUTCMonth()]} ${instant.getUTCFullYear()}`;
}
