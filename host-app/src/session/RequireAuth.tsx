import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from 'widgets/ui';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { useSession } from './SessionProvider';
import { SIGNIN_REDIRECT_DELAY_MS, UNAUTHORIZED_TOAST } from './unauthorizedNotice';

/** SPEC 5: wait for the session; signed-out visitors get a notice, then /signin after 500 ms. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    toast(UNAUTHORIZED_TOAST);
    const timer = setTimeout(() => navigate('/signin', { replace: true }), SIGNIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, toast, navigate]);

  if (isLoading) return <FullScreenLoader />;
  if (!user) return <FullScreenLoader label="Redirecting to sign in…" />;
  return children;
}
