import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { api } from './api';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './routes';
import { SessionProvider } from './session/SessionProvider';
import { SuspendedGate } from './tenant/SuspendedGate';
import { TenantThemeProvider } from './tenant/TenantThemeProvider';
import { HostWidgetEnvironment } from './widgets/HostWidgetEnvironment';
import { ToastProvider } from 'widgets/ui';

const queryClient = createQueryClient(api);

/**
 * useTransitions={false}: route changes render in the same pass as the session update that
 * caused them (sign-out leaves a protected page before the "logged out" notice can fire).
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TenantThemeProvider>
        <BrowserRouter useTransitions={false}>
          <ToastProvider>
            <SessionProvider>
              <HostWidgetEnvironment>
                <SuspendedGate>
                  <AppRoutes />
                </SuspendedGate>
              </HostWidgetEnvironment>
            </SessionProvider>
          </ToastProvider>
        </BrowserRouter>
      </TenantThemeProvider>
    </QueryClientProvider>
  );
}
