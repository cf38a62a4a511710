import { EmbedOrigin } from 'tenant-api/contract';
import { fillEmbedSnippet } from 'widgets/snippet';

/*
 * Pure helpers of the admin console: money and rate conversions for the tier editor, the
 * approval queue's waiting time, audit diffs, origin validation and the embed snippets.
 */

/** "12.50" → 1250; null when the text is not a non-negative amount with at most 2 decimals. */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12.50"; whole dollars without decimals (1500 → "15"). */
export function centsToDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** "12.5" → 1250 bps; null when not a percentage with at most 2 decimals. */
export function percentToBps(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12.5". */
export function bpsToPercent(bps: number): string {
  return String(bps / 100);
}

/** The API's rounding rule (tenant-api domain/money `shareOf`): a share is rounded half up to the cent. */
export function shareOf(amountCents: number, rateBps: number): number {
  return Math.floor((amountCents * rateBps + 5000) / 10000);
}

/** "12 min", "3 h", "2 days". */
export function waitingLabel(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, minutes)} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} days`;
}

export const BUSINESS_DAY_START_HOUR = 9;
export const BUSINESS_DAY_END_HOUR = 17;
/** SPEC: guest-buyer approval takes 1-2 business hours; older offers are highlighted. */
export const APPROVAL_TARGET_BUSINESS_MINUTES = 120;

/** Minutes between two instants that fall on Monday-Friday, 09:00-17:00 local time. */
export function businessMinutesBetween(start: Date, end: Date): number {
  if (end <= start) return 0;
  let total = 0;
  const day = new Date(start);
  day.setHours(0, 0, 0, 0);
  while (day < end) {
    const weekday = day.getDay();
    if (weekday !== 0 && weekday !== 6) {
      const open = new Date(day);
      open.setHours(BUSINESS_DAY_START_HOUR, 0, 0, 0);
      const close = new Date(day);
      close.setHours(BUSINESS_DAY_END_HOUR, 0, 0, 0);
      const from = Math.max(open.getTime(), start.getTime());
      const to = Math.min(close.getTime(), end.getTime());
      if (to > from) total += (to - from) / 60_000;
    }
    day.setDate(day.getDate() + 1);
  }
  return Math.floor(total);
}

export function isApprovalOverdue(createdAt: Date, now: Date): boolean {
  return businessMinutesBetween(createdAt, now) > APPROVAL_TARGET_BUSINESS_MINUTES;
}

export interface AuditChange {
  key: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys whose value differs between before and after, nested objects flattened to dotted
 * paths ("colors.primary"). A non-object value on either side is one change under "value".
 */
export function auditDiff(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    if (isRecord(before) && after == null) return auditDiff(before, {}, prefix);
    if (isRecord(after) && before == null) return auditDiff({}, after, prefix);
    return [{ key: prefix || 'value', before, after }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const from = before[key];
    const to = after[key];
    if (isRecord(from) && isRecord(to)) return auditDiff(from, to, path);
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ key: path, before: from, after: to }];
  });
}

/** A short display of an audit value. */
export function auditValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The EmbedOrigin contract's check: the normalised origin, or the contract's message. */
export function validateOrigin(text: string): { ok: true; origin: string } | { ok: false; error: string } {
  const result = EmbedOrigin.safeParse(text);
  if (result.success) return { ok: true, origin: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? 'Invalid origin' };
}

export interface EmbedSnippets {
  webComponents: string;
  remoteEntry: string;
  federation: string;
}

/** The copy-paste snippets of the README's "Embedding" section for this marketplace. */
export function buildSnippets(scriptBase: string, publishableKey: string): EmbedSnippets {
  const base = scriptBase.replace(/\/+$/, '');
  const webComponents = fillEmbedSnippet(base, publishableKey);
  const remoteEntry = `${base}/federation/remoteEntry.js`;
  const federation = [
    '// vite.config.ts',
    'federation({',
    "  name: 'agencySite',",
    '  remotes: {',
    '    headliner: {',
    "      type: 'module',",
    "      name: 'headliner',",
    `      entry: '${remoteEntry}',`,
    "      entryGlobalName: 'headliner',",
    "      shareScope: 'default',",
    '    },',
    '  },',
    '  shared: {',
    '    react: { singleton: true },',
    "    'react-dom/': { singleton: true },",
    "    'styled-components': { singleton: true },",
    '  },',
    '});',
    '',
    '// in a component',
    "const OffersList = lazy(() => import('headliner/OffersList'));",
    `<OffersList tenantKey="${publishableKey}" apiBase="${base}" />`,
  ].join('\n');
  return { webComponents, remoteEntry, federation };
}

/** The server's `origins.N` field errors by row index. */
export function originErrors(fields: Record<string, string>): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^origins\.(\d+)$/.exec(key);
    if (match) errors[Number(match[1])] = message;
  }
  return errors;
}
