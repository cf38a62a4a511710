/**
 * The copy-paste snippet for an agency's page, exactly as the README shows it. The admin console
 * fills in the marketplace and the key; widgets/test/embedSnippet.test.ts keeps the README equal.
 * Browse's "Make Offer" fills the wizard on the same page, so the snippet works without any script.
 */
export const SNIPPET_MARKETPLACE = 'https://MARKETPLACE';
export const SNIPPET_KEY = 'pk_live_…';

export const EMBED_SNIPPET = [
  '<!-- once per page: loads each widget’s code when its <hl-*> element is on the page -->',
  `<script src="${SNIPPET_MARKETPLACE}/embed/headliner-loader.js" async></script>`,
  '',
  `<hl-browse tenant-key="${SNIPPET_KEY}" api-base="${SNIPPET_MARKETPLACE}" page-size="12"></hl-browse>`,
  `<hl-offer-wizard tenant-key="${SNIPPET_KEY}" api-base="${SNIPPET_MARKETPLACE}"></hl-offer-wizard>`,
  `<hl-offers-list tenant-key="${SNIPPET_KEY}" api-base="${SNIPPET_MARKETPLACE}" initial-tab="pending"></hl-offers-list>`,
].join('\n');

/** The snippet for one marketplace (its origin, e.g. https://book.agency.com) and publishable key. */
export function fillEmbedSnippet(marketplace: string, publishableKey: string): string {
  const base = marketplace.replace(/\/+$/, '');
  return EMBED_SNIPPET.replaceAll(SNIPPET_MARKETPLACE, base).replaceAll(SNIPPET_KEY, publishableKey);
}
