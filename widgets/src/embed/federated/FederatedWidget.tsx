import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { WidgetEventDetails, WidgetEventName, WidgetName } from '../../core';
import { parseElementConfig, type EmbedConfig, type LinkTemplates } from '../attributes';
import { EmbedRoot } from '../EmbedRoot';
import { widgetEventName } from '../events';

/** What a React host passes to a federated widget; the same settings as the elements' attributes. */
export interface FederatedWidgetProps {
  /** The agency's publishable key (pk_live_…). */
  tenantKey: string;
  /** The marketplace API's origin; defaults to the origin the remote is served from. */
  apiBase?: string;
  /** Force a theme pack id instead of the tenant's. */
  theme?: string;
  /** Link templates on the host site; `{id}` is replaced. */
  links?: LinkTemplates;
  /** Every widget event, as well as the `hl-*` DOM events dispatched on the wrapper. */
  onEvent?: <N extends WidgetEventName>(name: N, detail: WidgetEventDetails[N]) => void;
}

const REMOTE_ORIGIN = new URL(import.meta.url).origin;

/**
 * A widget for a React host over Module Federation: no shadow root (the host's React renders
 * it), the same environment, theme, session and sign-in as the web components.
 */
export function FederatedWidget({
  widget,
  props,
  extra,
  children,
}: {
  widget: WidgetName;
  props: FederatedWidgetProps;
  extra: Record<string, string | undefined>;
  children: (config: EmbedConfig) => ReactNode;
}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const key = JSON.stringify([props.tenantKey, props.apiBase, props.theme, props.links, extra]);
  const parsed = useMemo(
    () =>
      parseElementConfig(
        widget,
        {
          tenantKey: props.tenantKey,
          apiBase: props.apiBase,
          theme: props.theme,
          profileUrl: props.links?.profile,
          offerUrl: props.links?.offer,
          offersUrl: props.links?.offers,
          browseUrl: props.links?.browse,
          ...extra,
        },
        REMOTE_ORIGIN,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the settings, by value
    [widget, key],
  );
  useForwardedEvents(host, props.onEvent);
  return (
    <div ref={setHost} data-hl-widget={widget}>
      {parsed.ok ? (
        <EmbedRoot widget={widget} config={parsed.config} host={host}>
          {children(parsed.config)}
        </EmbedRoot>
      ) : (
        <p role="alert">{parsed.problem}</p>
      )}
    </div>
  );
}

const EVENT_NAMES: WidgetEventName[] = [
  'ready',
  'signed-in',
  'offer-created',
  'offer-accepted',
  'payment-started',
  'error',
];

function useForwardedEvents(host: HTMLElement | null, onEvent: FederatedWidgetProps['onEvent']) {
  useEffect(() => {
    if (!host || !onEvent) return;
    const listeners = EVENT_NAMES.map((name) => {
      const listener = (event: Event) => onEvent(name, (event as CustomEvent).detail);
      host.addEventListener(widgetEventName(name), listener);
      return () => host.removeEventListener(widgetEventName(name), listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [host, onEvent]);
}
