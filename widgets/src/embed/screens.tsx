import type { ScreenRenderers } from './elements';
import { renderBrowse } from './screens/browse';
import { renderOfferWizard } from './screens/offerWizard';
import { renderOffersList } from './screens/offersList';

/** The one implementation of each screen, as the embeds show it. */
export const SCREENS: ScreenRenderers = {
  browse: renderBrowse,
  'offer-wizard': renderOfferWizard,
  'offers-list': renderOffersList,
};
