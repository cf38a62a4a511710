import { OfferWizardWidget } from '../../offer-wizard';
import { Alert } from '../../ui/Alert';
import type { EmbedConfig } from '../attributes';
import { RequireBuyer } from '../RequireBuyer';

export const renderOfferWizard = (config: EmbedConfig) => (
  <RequireBuyer widget="offer-wizard" purpose="make an offer">
    {config.performerId ? (
      <OfferWizardWidget key={config.performerId} performerId={config.performerId} />
    ) : (
      <Alert title="Choose a performer first">Pick “Make Offer” on a performer to start an offer.</Alert>
    )}
  </RequireBuyer>
);
