import type { Decorator } from '@storybook/react-vite';
import type { User } from 'tenant-api/contract';
import { createApiClient } from 'widgets/api';
import { WidgetEnvironmentProvider, type WidgetEnvironment } from 'widgets/core';
import { fakeFetch, type FakeRoutes } from 'widgets/test-support';
import { ToastProvider } from 'widgets/ui';

export type { FakeAnswer, FakeRoutes } from 'widgets/test-support';

export interface StoryEnvironmentOptions {
  routes: FakeRoutes;
  user?: User | null;
  /** Receives navigation and events, e.g. Storybook's `fn()` spies for interaction tests. */
  onNavigate?: WidgetEnvironment['navigate'];
  onEvent?: (name: string, detail: unknown) => void;
}

export function storyEnvironment(options: StoryEnvironmentOptions): WidgetEnvironment {
  return {
    api: createApiClient({ fetch: fakeFetch(options.routes) }),
    user: options.user ?? null,
    hrefFor: () => '#',
    navigate: options.onNavigate ?? (() => {}),
    emit: (name, detail) => options.onEvent?.(name, detail),
  };
}

/** A decorator giving the story a widget environment over fake routes, and a toast region. */
export function withWidgetEnvironment(options: StoryEnvironmentOptions): Decorator {
  const environment = storyEnvironment(options);
  return (Story) => (
    <WidgetEnvironmentProvider value={environment}>
      <ToastProvider>
        <Story />
      </ToastProvider>
    </WidgetEnvironmentProvider>
  );
}
