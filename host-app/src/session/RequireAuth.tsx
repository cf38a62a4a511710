import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from 'widgets/ui';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { signInPath } from './returnTo';
import { useSession } from './SessionProvider';
import { SIGNIN_REDIRECT_DELAY_MS, UNAUTHORIZED_TOAST } from './unauthorizedNotice';

/**
 * SPEC 5: wait for the session; signed-out visitors get a notice, then /signin after 500 ms, which
 * brings them back here (path, search and hash) once they have signed in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    toast(UNAUTHORIZED_TOAST);
    const timer = setTimeout(() => navigate(signInPath(here), { replace: true }), SIGNIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a change of signed-out state starts the notice; `here` is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut, toast, navigate]);

  if (isLoading) return <FullScreenLoader />;
  if (!user) return <FullScreenLoader label="Redirecting to sign in…" />;
  return children;
}
