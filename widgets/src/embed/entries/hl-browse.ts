/** `<hl-browse>` alone: the loader imports this chunk (and the shared runtime) when the page has one. */
import { defineHeadlinerElements } from '../elements';
import { renderBrowse } from '../screens/browse';

defineHeadlinerElements({ browse: renderBrowse }, new URL(import.meta.url).origin);
