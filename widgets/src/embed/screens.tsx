import { BrowseWidget } from '../browse';
import { OfferWizardWidget } from '../offer-wizard';
import { OffersListWidget } from '../offers-list';
import { Alert } from '../ui/Alert';
import type { ScreenRenderers } from './elements';

/** The one implementation of each screen, as the embeds show it. */
export const SCREENS: ScreenRenderers = {
  browse: (config) => <BrowseWidget pageSize={config.pageSize} />,
  'offer-wizard': (config) =>
    config.performerId ? (
      <OfferWizardWidget key={config.performerId} performerId={config.performerId} />
    ) : (
      <Alert title="Choose a performer first">Pick “Make Offer” on a performer to start an offer.</Alert>
    ),
  'offers-list': (config) => <OffersListWidget initialTab={config.initialTab} pollMs={config.pollMs} />,
};
