export { WIDGET_EVENT_PREFIX } from './events';
export type { EmitWidgetEvent, WidgetEventDetails, WidgetEventName, WidgetName } from './events';
export { hostAppPath, type WidgetTarget } from './targets';
export { useLifecycleEvents } from './useLifecycleEvents';
export { useRemote, type RemoteState } from './useRemote';
export { useWidgetEnvironment, WidgetEnvironmentProvider, type WidgetEnvironment } from './WidgetEnvironment';
export { WidgetButtonLink, WidgetLink } from './WidgetLink';
export {
  currentReturnPage,
  readCheckoutReturn,
  withoutCheckoutReturn,
  type CheckoutReturn,
  type CheckoutReturnPage,
} from './checkoutReturn';
