import { OffersListWidget } from '../../offers-list';
import type { EmbedConfig } from '../attributes';
import { RequireBuyer } from '../RequireBuyer';

export const renderOffersList = (config: EmbedConfig) => (
  <RequireBuyer widget="offers-list" purpose="see your offers">
    <OffersListWidget initialTab={config.initialTab} pollMs={config.pollMs} />
  </RequireBuyer>
);
