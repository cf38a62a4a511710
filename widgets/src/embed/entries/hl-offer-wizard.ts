/** `<hl-offer-wizard>` alone: the loader imports this chunk (and the shared runtime) when the page has one. */
import { defineHeadlinerElements } from '../elements';
import { renderOfferWizard } from '../screens/offerWizard';

defineHeadlinerElements({ 'offer-wizard': renderOfferWizard }, new URL(import.meta.url).origin);
