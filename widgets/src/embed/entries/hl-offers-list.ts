/** `<hl-offers-list>` alone: the loader imports this chunk (and the shared runtime) when the page has one. */
import { defineHeadlinerElements } from '../elements';
import { renderOffersList } from '../screens/offersList';

defineHeadlinerElements({ 'offers-list': renderOffersList }, new URL(import.meta.url).origin);
