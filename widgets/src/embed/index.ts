/**
 * The web-component bundle: `<script type="module" src=".../headliner-widgets.js">` defines
 * `<hl-browse>`, `<hl-offer-wizard>` and `<hl-offers-list>`. See README, "Embedding".
 */
import { defineHeadlinerElements } from './elements';
import { SCREENS } from './screens';

export type * from './types';

defineHeadlinerElements(SCREENS, new URL(import.meta.url).origin);
