import type { OfferTab } from '../api';
import type { WidgetName, WidgetTarget } from '../core';

/**
 * The attributes of `<hl-browse>`, `<hl-offer-wizard>` and `<hl-offers-list>`, as r2wc hands
 * them over (strings, camelCased), and their parsing into a typed configuration. Pure.
 */
export interface ElementAttributes {
  /** `tenant-key`: the agency's publishable key (pk_live_…). Required. */
  tenantKey?: string;
  /** `api-base`: the marketplace API's origin, e.g. https://api.headliner.example. Defaults to the script's origin. */
  apiBase?: string;
  /** `theme`: force a theme pack id instead of the tenant's own. */
  theme?: string;
  /** `performer-id` (hl-offer-wizard): whom the offer is for. */
  performerId?: string;
  /** `initial-tab` (hl-offers-list): all | pending | accepted | declined | expired. */
  initialTab?: string;
  /** `poll-ms` (hl-offers-list): refresh interval, at least 5000 (default 30000). */
  pollMs?: string;
  /** `page-size` (hl-browse): performers per page, 1-100. */
  pageSize?: string;
  /** `profile-url`, `offer-url`, `offers-url`, `browse-url`: link templates on the agency's site; `{id}` is replaced. */
  profileUrl?: string;
  offerUrl?: string;
  offersUrl?: string;
  browseUrl?: string;
}

/** Every attribute an element observes, camelCased as r2wc expects (it kebab-cases them). */
export const ELEMENT_PROPS = [
  'tenantKey',
  'apiBase',
  'theme',
  'performerId',
  'initialTab',
  'pollMs',
  'pageSize',
  'profileUrl',
  'offerUrl',
  'offersUrl',
  'browseUrl',
] as const satisfies readonly (keyof ElementAttributes)[];

export interface LinkTemplates {
  profile?: string;
  offer?: string;
  offers?: string;
  browse?: string;
}

export interface EmbedConfig {
  tenantKey: string;
  apiBase: string;
  theme?: string;
  performerId?: string;
  initialTab?: OfferTab;
  pollMs?: number;
  pageSize?: number;
  links: LinkTemplates;
}

export type ParsedConfig = { ok: true; config: EmbedConfig } | { ok: false; problem: string };

const TABS: readonly OfferTab[] = ['all', 'pending', 'accepted', 'declined', 'expired'];
const KEY_PATTERN = /^pk_(live|test)_[A-Za-z0-9]{16,64}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Turns attributes into a configuration, or names the first attribute that is wrong. */
export function parseElementConfig(widget: WidgetName, attrs: ElementAttributes, scriptOrigin: string): ParsedConfig {
  const tenantKey = attrs.tenantKey?.trim();
  if (!tenantKey) return fail('tenant-key is required: the publishable key (pk_live_…) from your agency settings');
  if (!KEY_PATTERN.test(tenantKey)) return fail('tenant-key must look like pk_live_ followed by letters and digits');
  const apiBase = parseApiBase(attrs.apiBase, scriptOrigin);
  if (!apiBase) return fail('api-base must be an http(s) URL such as https://api.example.com');
  const links = parseLinks(attrs);
  if (typeof links === 'string') return fail(links);
  const config: EmbedConfig = { tenantKey, apiBase, links };
  if (attrs.theme?.trim()) config.theme = attrs.theme.trim();

  if (widget === 'offer-wizard') {
    const performerId = attrs.performerId?.trim();
    if (performerId && !UUID_PATTERN.test(performerId)) return fail('performer-id must be a performer’s id (a UUID)');
    if (performerId) config.performerId = performerId;
  }
  if (widget === 'offers-list') {
    const tab = attrs.initialTab?.trim().toLowerCase();
    if (tab && !TABS.includes(tab as OfferTab)) return fail(`initial-tab must be one of ${TABS.join(', ')}`);
    if (tab) config.initialTab = tab as OfferTab;
    const pollMs = parseInteger(attrs.pollMs, 5_000, 3_600_000);
    if (pollMs === null) return fail('poll-ms must be a whole number of milliseconds from 5000 to 3600000');
    if (pollMs !== undefined) config.pollMs = pollMs;
  }
  if (widget === 'browse') {
    const pageSize = parseInteger(attrs.pageSize, 1, 100);
    if (pageSize === null) return fail('page-size must be a whole number from 1 to 100');
    if (pageSize !== undefined) config.pageSize = pageSize;
  }
  return { ok: true, config };
}

const fail = (problem: string): ParsedConfig => ({ ok: false, problem });

function parseApiBase(value: string | undefined, fallback: string): string | null {
  const raw = value?.trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** undefined when absent, null when present but invalid. */
function parseInteger(value: string | undefined, min: number, max: number): number | undefined | null {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function parseLinks(attrs: ElementAttributes): LinkTemplates | string {
  const links: LinkTemplates = {};
  const entries = [
    ['profile', 'profile-url', attrs.profileUrl],
    ['offer', 'offer-url', attrs.offerUrl],
    ['offers', 'offers-url', attrs.offersUrl],
    ['browse', 'browse-url', attrs.browseUrl],
  ] as const;
  for (const [name, attribute, value] of entries) {
    const template = value?.trim();
    if (!template) continue;
    if (!isSafeTemplate(template)) return `${attribute} must be an http(s) or relative URL`;
    links[name] = template;
  }
  return links;
}

/** No javascript: or data: links from attributes: http(s) URLs or paths only. */
function isSafeTemplate(template: string): boolean {
  if (template.startsWith('/') || template.startsWith('./') || template.startsWith('?')) return true;
  return /^https?:\/\//i.test(template);
}

/** `{id}` in a template becomes the URL-encoded id. */
export function fillTemplate(template: string, id?: string): string {
  return template.replace(/\{id\}/g, id === undefined ? '' : encodeURIComponent(id));
}

/** Where a widget link goes on the agency's site, or undefined (then the element dispatches hl-navigate). */
export function hrefForTarget(target: WidgetTarget, links: LinkTemplates): string | undefined {
  switch (target.kind) {
    case 'performer':
      return links.profile && fillTemplate(links.profile, target.performerId);
    case 'createOffer':
      return links.offer && fillTemplate(links.offer, target.performerId);
    case 'offers':
      return links.offers && fillTemplate(links.offers);
    case 'offer':
      return links.offers && fillTemplate(links.offers, target.offerId);
    case 'browse':
      return links.browse && fillTemplate(links.browse);
    case 'checkout':
      return target.url;
    case 'signIn':
      return undefined;
  }
}
