import type { WidgetTarget } from '../core';

/**
 * Where a widget link goes when the page has neither a link template nor an `hl-navigate`
 * handler for it: to the widget of that kind on the same page, if there is one. "Make Offer"
 * fills the page's wizard with the performer; links to offers or browse scroll to that widget.
 * Answers whether the page had such a widget.
 */
export function showOnThisPage(target: WidgetTarget, page: Document = document): boolean {
  const tag = TAG_FOR[target.kind];
  const element = tag ? page.querySelector(tag) : null;
  if (!element) return false;
  if (target.kind === 'createOffer') element.setAttribute('performer-id', target.performerId);
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

const TAG_FOR: Partial<Record<WidgetTarget['kind'], string>> = {
  createOffer: 'hl-offer-wizard',
  offers: 'hl-offers-list',
  offer: 'hl-offers-list',
  browse: 'hl-browse',
};
