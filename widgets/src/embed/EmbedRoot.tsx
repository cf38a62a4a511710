import { useEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import styled, { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { TenantInfo } from 'tenant-api/contract';
import { cssVariablesFor, defaultPack, toStyledTheme, type ThemeTokens } from 'theme-packs/runtime';
import { createApiClient, errorMessage, isApiError, type ApiClient } from '../api';
import { currentReturnPage } from '../core/checkoutReturn';
import { useRemote } from '../core/useRemote';
import { widgetError } from '../core/widgetError';
import { WidgetEnvironmentProvider, type WidgetEnvironment } from '../core/WidgetEnvironment';
import type { WidgetEventDetails, WidgetEventName, WidgetName } from '../core/events';
import { Alert } from '../ui/Alert';
import { hrefForTarget, type EmbedConfig } from './attributes';
import { EmbedAuthProvider, type EmbedAuth } from './embedAuth';
import { embedSessionFor, type EmbedSession } from './embedSession';
import { takePrefetched } from './prefetched';
import { showOnThisPage } from './samePage';
import { dispatchWidgetEvent, NAVIGATE_EVENT } from './events';

export interface EmbedRootProps {
  widget: WidgetName;
  config: EmbedConfig;
  /** The element events are dispatched on (the custom element, or the federated wrapper). */
  host: HTMLElement | null;
  /** Where styled-components puts its styles: the shadow root for a web component. */
  styleTarget?: ShadowRoot | HTMLElement;
  children: ReactNode;
}

/**
 * What every embedded widget needs around it: the API with the tenant key, the page's shared
 * buyer session, the tenant's theme (CSS variables and the styled ThemeProvider), toasts, the
 * widget environment whose events become DOM events, and the in-widget sign-in.
 */
export function EmbedRoot({ widget, config, host, styleTarget, children }: EmbedRootProps) {
  const session = embedSessionFor(config.apiBase, config.tenantKey);
  const state = useSyncExternalStore(session.subscribe, session.get, session.get);
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiBase,
        tenantKey: config.tenantKey,
        getToken: () => session.get().token,
        prefetched: (url) => takePrefetched(url, config.tenantKey),
      }),
    [config.apiBase, config.tenantKey, session],
  );
  const tenant = useRemote(`tenant:${config.apiBase}:${config.tenantKey}:${config.theme ?? ''}`, () =>
    api.tenant(config.theme),
  );
  useSessionCheck(api, session, state.token);
  // The API serves the tenant's tokens (or the pack the `theme` attribute names): no pack is bundled but the default.
  const pack = tenant.data?.theme ?? defaultPack;
  const environment = useEmbedEnvironment(api, state.user, config, host, Boolean(tenant.data));
  const auth = useMemo<EmbedAuth>(
    () => ({ api, session, user: state.user, tenantName: tenant.data?.name ?? '' }),
    [api, session, state.user, tenant.data?.name],
  );

  useEffect(() => {
    if (!tenant.error) return;
    environment.emit('error', { ...widgetError(widget, tenant.error, ''), message: tenantError(tenant.error) });
  }, [tenant.error, environment, widget]);

  const content = (
    <ThemeProvider theme={toStyledTheme(pack)}>
      {styleTarget && <ShadowHostStyle pack={pack} />}
      <Frame pack={pack} shadow={Boolean(styleTarget)}>
        <WidgetEnvironmentProvider value={environment}>
          <EmbedAuthProvider value={auth}>
            <Gate tenant={tenant}>{children}</Gate>
          </EmbedAuthProvider>
        </WidgetEnvironmentProvider>
      </Frame>
    </ThemeProvider>
  );
  return styleTarget ? <StyleSheetManager target={styleTarget as HTMLElement}>{content}</StyleSheetManager> : content;
}

/**
 * Until the tenant's theme arrives the screen renders hidden under a neutral placeholder, so its
 * own requests (the first page of performers, the offers) run in parallel with the tenant's and
 * the first thing painted is already themed.
 */
function Gate({ tenant, children }: { tenant: ReturnType<typeof useRemote<TenantInfo>>; children: ReactNode }) {
  if (tenant.error) {
    return <Alert title="This booking widget could not load">{tenantError(tenant.error)}</Alert>;
  }
  return (
    <>
      {!tenant.data && (
        <Placeholder role="status" aria-live="polite">
          Loading…
        </Placeholder>
      )}
      <div hidden={!tenant.data}>{children}</div>
    </>
  );
}

/** A stored token is checked once per page; a refused one (expired, other origin) signs the buyer out. */
const checked = new WeakMap<EmbedSession, string>();
function useSessionCheck(api: ApiClient, session: EmbedSession, token: string | null) {
  useEffect(() => {
    if (!token || checked.get(session) === token) return;
    checked.set(session, token);
    api.me().then(
      (user) => session.get().token === token && session.set({ token, user }),
      (error) => isApiError(error) && error.status === 401 && session.get().token === token && session.clear(),
    );
  }, [api, session, token]);
}

/** `hl-ready` is sent once per element, when it is visible (the tenant's theme applied). */
function useEmbedEnvironment(
  api: ApiClient,
  user: WidgetEnvironment['user'],
  config: EmbedConfig,
  host: HTMLElement | null,
  visible: boolean,
): WidgetEnvironment {
  const ready = useRef<{ queued: WidgetEventDetails['ready'] | null; sent: boolean }>({ queued: null, sent: false });
  useEffect(() => {
    const { queued, sent } = ready.current;
    if (!visible || !host || !queued || sent) return;
    ready.current = { queued: null, sent: true };
    dispatchWidgetEvent(host, 'ready', queued);
  }, [visible, host]);
  return useMemo<WidgetEnvironment>(
    () => ({
      api,
      user,
      hrefFor: (target) => hrefForTarget(target, config.links),
      navigate: (target) => {
        const href = hrefForTarget(target, config.links);
        const handled = host ? !host.dispatchEvent(navigateEvent(target)) : false;
        if (handled) return;
        if (href) window.location.assign(href);
        else if (host instanceof HTMLElement && host.localName.startsWith('hl-')) showOnThisPage(target);
      },
      emit: <N extends WidgetEventName>(name: N, detail: WidgetEventDetails[N]) => {
        if (!host) return;
        if (name !== 'ready') return dispatchWidgetEvent(host, name, detail);
        if (ready.current.sent) return;
        if (!visible) ready.current.queued = detail as WidgetEventDetails['ready'];
        else {
          ready.current.sent = true;
          dispatchWidgetEvent(host, name, detail);
        }
      },
      checkout: currentReturnPage(),
    }),
    [api, user, config.links, host, visible],
  );
}

const navigateEvent = (target: Parameters<WidgetEnvironment['navigate']>[0]) =>
  new CustomEvent(NAVIGATE_EVENT, { detail: { target }, bubbles: true, composed: true, cancelable: true });

/** Says what went wrong in words the agency (and the buyer) can act on. */
export function tenantError(error: unknown): string {
  if (isApiError(error)) return errorMessage(error, 'The booking service refused this page.');
  return 'This page could not reach the booking service. Check your connection, or try again in a few minutes.';
}

/**
 * Theme tokens as `--hl-*` variables on the shadow host, with a reset of inherited page styles.
 * A plain <style> in the shadow root (React keeps its text current when the theme arrives).
 */
function ShadowHostStyle({ pack }: { pack: ThemeTokens }) {
  return <style>{`:host{all:initial;display:block;color-scheme:${pack.mode};${declarations(pack)}}`}</style>;
}

function declarations(pack: ThemeTokens): string {
  return Object.entries(cssVariablesFor(pack))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}

function Frame({ pack, shadow, children }: { pack: ThemeTokens; shadow: boolean; children: ReactNode }) {
  const style = shadow ? undefined : (cssVariablesFor(pack) as CSSProperties);
  return (
    <FrameBox data-hl-theme={pack.id} style={style}>
      {children}
    </FrameBox>
  );
}

const FrameBox = styled.div`
  font-family: var(--hl-font-body);
  font-size: 16px;
  line-height: 1.5;
  color: var(--hl-color-text);
  text-align: start;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/** Neutral on purpose: painted before the tenant's colours are known. */
const Placeholder = styled.div`
  min-height: 120px;
  padding: 32px;
  color: transparent;
`;
