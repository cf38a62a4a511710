import { z } from 'zod';
import { DEFAULT_SITE_CONTENT } from './constants';

export { DEFAULT_SITE_CONTENT };

/** The most links a tenant's footer carries besides the product's own. */
export const MAX_FOOTER_LINKS = 6;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** A site path (`/browse`) or an https address; never `javascript:`, `//host` or plain http. */
const linkUrl = z
  .string({ error: 'Link address is required' })
  .trim()
  .max(300, 'Link address must be at most 300 characters')
  .refine(
    (url) => (url.startsWith('/') && !url.startsWith('//')) || /^https:\/\/[^/\s]+\.[^/\s]+/i.test(url),
    'Link address must be a path on this site (/…) or an https:// address',
  );

export const SiteLink = z.strictObject({ label: text('Link text', 40), url: linkUrl }).meta({ id: 'SiteLink' });
export type SiteLink = z.infer<typeof SiteLink>;

/** The words on a tenant's home page and footer (white-label beyond colours). */
export const SiteContent = z
  .strictObject({
    heroEyebrow: text('Eyebrow', 60),
    heroHeadline: text('Headline', 80),
    /** Shown after the headline in the accent colour; may be empty. */
    heroHighlight: z.string().trim().max(60, 'Highlight must be at most 60 characters'),
    heroText: text('Hero text', 400),
    footerText: text('Footer text', 300),
    footerLinks: z.array(SiteLink).max(MAX_FOOTER_LINKS, `At most ${MAX_FOOTER_LINKS} footer links`),
  })
  .meta({ id: 'SiteContent' });
export type SiteContent = z.infer<typeof SiteContent>;

/** What a tenant shows until its admin writes its own. */

/** Stored content as the site shows it: anything missing or no longer valid falls back to the default. */
export function siteContentOrDefault(stored: unknown): SiteContent {
  const parsed = SiteContent.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SITE_CONTENT;
}
