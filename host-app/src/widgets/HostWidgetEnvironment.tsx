import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { hostAppPath, WidgetEnvironmentProvider, type EmitWidgetEvent, type WidgetEnvironment } from 'widgets/core';
import { api } from '../api';
import { useSession } from '../session/SessionProvider';

/**
 * The host app renders the same widgets agencies embed: links are its own routes, navigation
 * is client-side, and what a widget changes refreshes the app's cached data.
 */
export function HostWidgetEnvironment({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();

  const environment = useMemo<WidgetEnvironment>(() => {
    const emit: EmitWidgetEvent = (name) => {
      if (name === 'offer-created' || name === 'offer-accepted') void queryClient.invalidateQueries();
    };
    return {
      api,
      user,
      hrefFor: hostAppPath,
      navigate: (target) => {
        if (target.kind === 'checkout') window.location.assign(target.url);
        else navigate(hostAppPath(target));
      },
      emit,
    };
  }, [navigate, queryClient, user]);

  return <WidgetEnvironmentProvider value={environment}>{children}</WidgetEnvironmentProvider>;
}
