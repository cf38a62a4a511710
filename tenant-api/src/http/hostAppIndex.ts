import fs from 'node:fs';
import type { TenantLogo } from '../contract';

/** The built index.html, read again only when its size or modification time changes. */
export class HostAppIndex {
  private cached: { key: string; html: string } | null = null;

  constructor(private readonly file: string) {}

  /** The page's text, or null when there is no built page. */
  page(): string | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      return null;
    }
    const key = `${stat.size}:${stat.mtimeMs}`;
    if (this.cached?.key !== key) this.cached = { key, html: fs.readFileSync(this.file, 'utf8') };
    return this.cached.html;
  }
}

const ICON_LINK = /<link\s+rel="icon"[^>]*>/i;

/**
 * The page as a tenant's site sends it: with an uploaded logo, its icons replace the product's
 * favicon (`<link rel=icon>` and `apple-touch-icon`, paths on this site's own media URL). Only
 * links are added, never script, so the page's Content-Security-Policy stays as it is.
 */
export function withTenantIcons(html: string, logo: TenantLogo | null): string {
  if (!logo) return html;
  const links =
    `<link rel="icon" type="image/png" sizes="32x32" href="${logo.icon}" />` +
    `<link rel="apple-touch-icon" sizes="180x180" href="${logo.touchIcon}" />`;
  return ICON_LINK.test(html) ? html.replace(ICON_LINK, links) : html.replace('</head>', `${links}</head>`);
}
