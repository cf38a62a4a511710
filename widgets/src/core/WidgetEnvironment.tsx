import { createContext, useContext, type ReactNode } from 'react';
import type { User } from 'tenant-api/contract';
import type { ApiClient } from '../api';
import type { CheckoutReturnPage } from './checkoutReturn';
import type { EmitWidgetEvent } from './events';
import type { WidgetTarget } from './targets';

/**
 * Everything a widget needs from whoever renders it: the host app (router, session) or an
 * embedding page (web component or federated module). Widgets never reach for globals.
 */
export interface WidgetEnvironment {
  api: ApiClient;
  /** The signed-in user; null when signed out. */
  user: User | null;
  /** The link for a target, or undefined when this host has no URL for it (then it is a button). */
  hrefFor(target: WidgetTarget): string | undefined;
  navigate(target: WidgetTarget): void;
  emit: EmitWidgetEvent;
  /** Embeds: the checkout comes back to the page the widget is on; the host app has its own payment page. */
  checkout?: CheckoutReturnPage;
}

const EnvironmentContext = createContext<WidgetEnvironment | null>(null);

export function WidgetEnvironmentProvider({ value, children }: { value: WidgetEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useWidgetEnvironment(): WidgetEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('Widgets must be rendered inside <WidgetEnvironmentProvider>');
  return environment;
}
