import type { EmbedConfig } from '../attributes';
import { RequireBuyer } from '../RequireBuyer';
import { lazyScreen } from './lazyScreen';

const OffersListWidget = lazyScreen(
  () => import('../../offers-list/OffersListWidget').then((module) => module.OffersListWidget),
  'Loading your offers',
);

export const renderOffersList = (config: EmbedConfig) => (
  <RequireBuyer widget="offers-list" purpose="see your offers">
    <OffersListWidget initialTab={config.initialTab} pollMs={config.pollMs} />
  </RequireBuyer>
);
