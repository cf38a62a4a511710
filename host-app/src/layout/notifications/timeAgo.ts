// Made on first use (the header's module loads on every page; most never show a notification's age).
let relativeFormatter: Intl.RelativeTimeFormat | undefined;
let dayFormatter: Intl.DateTimeFormat | undefined;
const relative = () => (relativeFormatter ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));
const dayFormat = () =>
  (dayFormatter ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));

const STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [3600, 'minute', 60],
  [86_400, 'hour', 3600],
  [7 * 86_400, 'day', 86_400],
  [30 * 86_400, 'week', 7 * 86_400],
];

/** "just now", "5 minutes ago", "yesterday", "2 weeks ago"; older than a month: the date. */
export function timeAgo(iso: string, now: Date): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  for (const [limit, unit, size] of STEPS) {
    if (seconds < limit) return relative().format(-Math.floor(seconds / size), unit);
  }
  return dayFormat().format(then);
}
