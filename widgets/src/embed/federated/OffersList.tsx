import { FederatedWidget, type FederatedWidgetProps } from './FederatedWidget';
import { SCREENS } from '../screens';

export interface OffersListProps extends FederatedWidgetProps {
  initialTab?: 'all' | 'pending' | 'accepted' | 'declined' | 'expired';
  pollMs?: number;
}

/** Exposed as `headliner/OffersList`. */
export default function OffersList({ initialTab, pollMs, ...props }: OffersListProps) {
  return (
    <FederatedWidget
      widget="offers-list"
      props={props}
      extra={{ initialTab, pollMs: pollMs === undefined ? undefined : String(pollMs) }}
    >
      {(config) => SCREENS['offers-list']?.(config)}
    </FederatedWidget>
  );
}
