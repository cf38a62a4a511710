import { FederatedWidget, type FederatedWidgetProps } from './FederatedWidget';
import { SCREENS } from '../screens';

export interface OfferWizardProps extends FederatedWidgetProps {
  performerId: string;
}

/** Exposed as `headliner/OfferWizard`. */
export default function OfferWizard({ performerId, ...props }: OfferWizardProps) {
  return (
    <FederatedWidget widget="offer-wizard" props={props} extra={{ performerId }}>
      {(config) => SCREENS['offer-wizard']?.(config)}
    </FederatedWidget>
  );
}
