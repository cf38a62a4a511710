import { useEffect } from 'react';
import { useWidgetEnvironment } from '../../core/WidgetEnvironment';
import { Alert } from '../../ui/Alert';
import type { EmbedConfig } from '../attributes';
import { RequireBuyer } from '../RequireBuyer';
import { lazyScreen } from './lazyScreen';

const OfferWizardWidget = lazyScreen(
  () => import('../../offer-wizard/OfferWizardWidget').then((module) => module.OfferWizardWidget),
  'Loading the offer form',
);

export const renderOfferWizard = (config: EmbedConfig) => (
  <RequireBuyer widget="offer-wizard" purpose="make an offer">
    {config.performerId ? (
      <OfferWizardWidget key={config.performerId} performerId={config.performerId} />
    ) : (
      <ChoosePerformerFirst />
    )}
  </RequireBuyer>
);

/** The wizard's first real state on a page where no performer is chosen yet. */
function ChoosePerformerFirst() {
  const { emit } = useWidgetEnvironment();
  useEffect(() => emit('ready', { widget: 'offer-wizard' }), [emit]);
  return <Alert title="Choose a performer first">Pick “Make Offer” on a performer to start an offer.</Alert>;
}
