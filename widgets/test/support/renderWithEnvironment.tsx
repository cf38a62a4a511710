import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createApiClient } from '../../src/api';
import { WidgetEnvironmentProvider, type WidgetEnvironment } from '../../src/core';
import { ToastProvider } from '../../src/ui';
import { fakeFetch, type FakeCall, type FakeRoutes } from './fakeFetch';

/** Renders a widget over fake API routes, with spies for navigation and events. */
export function renderWithEnvironment(ui: ReactElement, routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const environment = {
    api: createApiClient({ fetch: fakeFetch(routes, calls) }),
    user: null,
    hrefFor: (target) => `/${target.kind}`,
    navigate: vi.fn<WidgetEnvironment['navigate']>(),
    emit: vi.fn<WidgetEnvironment['emit']>(),
  } satisfies WidgetEnvironment;
  const view = render(
    <WidgetEnvironmentProvider value={environment}>
      <ToastProvider>{ui}</ToastProvider>
    </WidgetEnvironmentProvider>,
  );
  return { ...view, calls, environment, user: userEvent.setup() };
}
