import { useContext, useEffect, type ReactNode } from 'react';
import type { AuthResponse } from 'tenant-api/contract';
import { SignInPanel } from '../auth/SignInPanel';
import { ToastProvider } from '../toast/ToastProvider';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import type { WidgetName } from '../core/events';
import { EmbedAuthContext } from './embedAuth';
/**
 * The screen for signed-in buyers, or the sign-in panel while no one is signed in. Showing the
 * panel is the widget's first real state, so it announces `hl-ready`. Only the wizard and the
 * offers list use it (with their toasts): browse never loads the sign-in or toast code.
 */
export function RequireBuyer({
  widget,
  purpose,
  children,
}: {
  widget: WidgetName;
  purpose: string;
  children: ReactNode;
}) {
  const auth = useContext(EmbedAuthContext);
  const { emit } = useWidgetEnvironment();
  const signedOut = Boolean(auth && !auth.user);
  useEffect(() => {
    if (signedOut) emit('ready', { widget });
  }, [signedOut, emit, widget]);
  if (!auth || auth.user) return <ToastProvider>{children}</ToastProvider>;
  const signedIn = (response: AuthResponse) => {
    auth.session.set({ token: response.token, user: response.user });
    emit('signed-in', { userId: response.user.id, email: response.user.email, role: response.user.role });
  };
  return <SignInPanel api={auth.api} tenantName={auth.tenantName} purpose={purpose} onSignedIn={signedIn} />;
}
