import { WIDGET_EVENT_PREFIX, type WidgetEventDetails, type WidgetEventName, type WidgetTarget } from '../core';

/** Dispatched when a link has no URL template; call preventDefault() to handle it on the page. */
export const NAVIGATE_EVENT = `${WIDGET_EVENT_PREFIX}navigate`;

export interface NavigateDetail {
  target: WidgetTarget;
}

/** Every widget event as the DOM CustomEvent a page listens for: `hl-ready`, `hl-signed-in`, ... */
export type HeadlinerEventMap = {
  [N in WidgetEventName as `${typeof WIDGET_EVENT_PREFIX}${N}`]: CustomEvent<WidgetEventDetails[N]>;
} & { 'hl-navigate': CustomEvent<NavigateDetail> };

export function widgetEventName<N extends WidgetEventName>(name: N): `hl-${N}` {
  return `${WIDGET_EVENT_PREFIX}${name}` as `hl-${N}`;
}

/** Bubbles and is composed, so it crosses the shadow boundary and reaches document listeners. */
export function dispatchWidgetEvent<N extends WidgetEventName>(
  host: EventTarget,
  name: N,
  detail: WidgetEventDetails[N],
): void {
  host.dispatchEvent(new CustomEvent(widgetEventName(name), { detail, bubbles: true, composed: true }));
}
