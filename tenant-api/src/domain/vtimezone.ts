import { tzOffset } from '@date-fns/tz';

/**
 * A VTIMEZONE component (RFC 5545 §3.6.5) for an IANA zone, made from the runtime's own zone data
 * (Intl, through @date-fns/tz), so a feed can write a weekly rule as one event on the performer's
 * wall clock (`DTSTART;TZID=America/Chicago:…` with a weekly RRULE) and every calendar client reads
 * it as we do, across DST: Google and Apple know the IANA name, Outlook reads the component.
 *
 * - A zone without changes: one STANDARD observance.
 * - A zone whose two changes a year follow a yearly rule (US, EU, Australia, …): a DAYLIGHT and a
 *   STANDARD observance, each with its yearly RRULE (`BYMONTH=3;BYDAY=2SU`, `-1SU`, or a weekday in
 *   a week of days). The rule is derived from the changes of last year and this year and checked
 *   against the next ten years' (the instants of the changes, and the offset mid-month).
 * - Any other zone (changes moving with a lunar calendar, a permanent change ahead): every change
 *   from last year to five years ahead as an observance of its own; past them the last offset holds.
 *
 * Work: about 300 offset look-ups (a few milliseconds) the first time a process writes a zone in a
 * year; remembered after that (at most MAX_REMEMBERED zones and years).
 */

const MINUTE = 60_000;
const WEEK = 7 * 86_400_000;
const YEARS_CHECKED = 10;
const IRREGULAR_YEARS = 6;
const MAX_REMEMBERED = 256;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

interface Change {
  /** The instant of the change (ms). */
  at: number;
  /** Offsets in minutes east of UTC, before and after. */
  from: number;
  to: number;
}

const offsetAt = (zone: string, at: number) => tzOffset(zone, new Date(at));

/** The zone's changes from `start` to `end` (ms, whole minutes), to the minute: weekly probes, then halving. */
function changesBetween(zone: string, start: number, end: number): Change[] {
  const changes: Change[] = [];
  let at = start;
  let offset = offsetAt(zone, at);
  while (at < end) {
    const probe = Math.min(at + WEEK, end);
    if (offsetAt(zone, probe) === offset) {
      at = probe;
      continue;
    }
    let before = at;
    let after = probe;
    while (after - before > MINUTE) {
      const middle = before + Math.max(1, Math.floor((after - before) / MINUTE / 2)) * MINUTE;
      if (offsetAt(zone, middle) === offset) before = middle;
      else after = middle;
    }
    const to = offsetAt(zone, after);
    changes.push({ at: after, from: offset, to });
    at = after;
    offset = to;
  }
  return changes;
}

/** How a change's local day is found each year: the n-th (or last, n = -1) weekday, or a weekday in a week of days. */
interface YearlyRule {
  month: number;
  weekday: number;
  /** Minutes after local midnight, on the clock before the change. */
  minutes: number;
  nth?: number;
  firstDay?: number;
  from: number;
  to: number;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The instant the rule's change happens in `year`. */
function changeIn(rule: YearlyRule, year: number): number {
  const length = daysIn(year, rule.month);
  const firstDay = rule.firstDay ?? (rule.nth === -1 ? length - 6 : (rule.nth! - 1) * 7 + 1);
  const weekdayOfFirst = new Date(Date.UTC(year, rule.month, firstDay)).getUTCDay();
  const day = firstDay + ((rule.weekday - weekdayOfFirst + 7) % 7);
  return Date.UTC(year, rule.month, day) + rule.minutes * MINUTE - rule.from * MINUTE;
}

function rruleOf(rule: YearlyRule): string {
  const month = `FREQ=YEARLY;BYMONTH=${rule.month + 1}`;
  const weekday = WEEKDAYS[rule.weekday]!;
  if (rule.nth !== undefined) return `${month};BYDAY=${rule.nth}${weekday}`;
  const days = Array.from({ length: 7 }, (_, index) => rule.firstDay! + index).filter((day) => day <= 31);
  return `${month};BYDAY=${weekday};BYMONTHDAY=${days.join(',')}`;
}

/** The yearly rules that fit both changes (same month, weekday, local time and offsets), likeliest first. */
function candidateRules(changes: readonly Change[]): YearlyRule[] {
  const locals = changes.map((change) => new Date(change.at + change.from * MINUTE));
  const [first] = locals;
  const same = (read: (date: Date) => number) => locals.every((date) => read(date) === read(first!));
  const sameOffsets = changes.every((change) => change.from === changes[0]!.from && change.to === changes[0]!.to);
  if (!first || !sameOffsets || !same((d) => d.getUTCMonth()) || !same((d) => d.getUTCDay())) return [];
  if (!same((d) => d.getUTCHours() * 60 + d.getUTCMinutes())) return [];
  const base = {
    month: first.getUTCMonth(),
    weekday: first.getUTCDay(),
    minutes: first.getUTCHours() * 60 + first.getUTCMinutes(),
    from: changes[0]!.from,
    to: changes[0]!.to,
  };
  const days = locals.map((date) => date.getUTCDate());
  const rules: YearlyRule[] = [];
  const nth = Math.ceil(days[0]! / 7);
  if (days.every((day) => Math.ceil(day / 7) === nth)) rules.push({ ...base, nth });
  if (locals.every((date) => date.getUTCDate() + 7 > daysIn(date.getUTCFullYear(), date.getUTCMonth()))) {
    rules.push({ ...base, nth: -1 });
  }
  const lowest = Math.min(...days);
  for (let firstDay = Math.max(1, Math.max(...days) - 6); firstDay <= lowest; firstDay++) {
    rules.push({ ...base, firstDay });
  }
  return rules;
}

/** Whether the rule gives the zone's change, to the minute, in each of the years after `year`. */
function ruleHolds(zone: string, rule: YearlyRule, year: number): boolean {
  for (let next = year + 1; next <= year + YEARS_CHECKED; next++) {
    const at = changeIn(rule, next);
    if (offsetAt(zone, at - MINUTE) !== rule.from || offsetAt(zone, at) !== rule.to) return false;
  }
  return true;
}

/** Whether, in the years after `year`, the offset mid-month is the one the rules say (no change besides theirs). */
function nothingElseChanges(zone: string, rules: readonly YearlyRule[], year: number): boolean {
  for (let next = year + 1; next <= year + YEARS_CHECKED; next++) {
    const changes = rules.map((rule) => ({ at: changeIn(rule, next), rule })).sort((a, b) => a.at - b.at);
    for (let month = 0; month < 12; month++) {
      const middle = Date.UTC(next, month, 15);
      const before = changes.filter((change) => change.at <= middle).at(-1);
      if (offsetAt(zone, middle) !== (before ? before.rule.to : changes[0]!.rule.from)) return false;
    }
  }
  return true;
}

const localStamp = (at: number, offset: number) =>
  new Date(at + offset * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '');

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number, rrule?: string) {
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `DTSTART:${start}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `END:${kind}`,
  ];
}

const kindOf = (change: Change) => (change.to > change.from ? 'DAYLIGHT' : 'STANDARD');

/** The two observances with yearly rules, when last year's and this year's changes follow rules that hold. */
function yearlyObservances(zone: string, changes: readonly Change[], year: number): string[] | null {
  const daylight = changes.filter((change) => kindOf(change) === 'DAYLIGHT');
  const standard = changes.filter((change) => kindOf(change) === 'STANDARD');
  if (daylight.length !== 2 || standard.length !== 2) return null;
  const toDaylight = candidateRules(daylight).find((rule) => ruleHolds(zone, rule, year));
  const toStandard = candidateRules(standard).find((rule) => ruleHolds(zone, rule, year));
  if (!toDaylight || !toStandard || !nothingElseChanges(zone, [toDaylight, toStandard], year)) return null;
  const [firstDaylight, firstStandard] = [daylight[0]!, standard[0]!];
  return [
    ...observance(
      'DAYLIGHT',
      localStamp(firstDaylight.at, firstDaylight.from),
      toDaylight.from,
      toDaylight.to,
      rruleOf(toDaylight),
    ),
    ...observance(
      'STANDARD',
      localStamp(firstStandard.at, firstStandard.from),
      toStandard.from,
      toStandard.to,
      rruleOf(toStandard),
    ),
  ];
}

function observances(zone: string, year: number): string[] {
  const start = Date.UTC(year - 1, 0, 1);
  const sampled = changesBetween(zone, start, Date.UTC(year + 1, 0, 1));
  const initial = offsetAt(zone, start);
  if (!sampled.length && nothingElseChanges(zone, [keeps(initial)], year)) {
    return observance('STANDARD', localStamp(start, initial), initial, initial);
  }
  const yearly = yearlyObservances(zone, sampled, year);
  if (yearly) return yearly;
  const changes = changesBetween(zone, start, Date.UTC(year + IRREGULAR_YEARS, 0, 1));
  return [
    ...observance('STANDARD', localStamp(start, initial), initial, initial),
    ...changes.flatMap((change) =>
      observance(kindOf(change), localStamp(change.at, change.from), change.from, change.to),
    ),
  ];
}

/** A "change" that changes nothing, for checking that a zone keeps one offset. */
const keeps = (offset: number): YearlyRule => ({ month: 0, weekday: 0, minutes: 0, nth: 1, from: offset, to: offset });

const remembered = new Map<string, readonly string[]>();

/** The content lines of the zone's VTIMEZONE, good for events from January 1 of last year on. */
export function vtimezoneLines(zone: string, year: number): readonly string[] {
  const key = `${zone} ${year}`;
  let lines = remembered.get(key);
  if (!lines) {
    lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`, ...observances(zone, year), 'END:VTIMEZONE'];
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, lines);
  }
  return lines;
}
