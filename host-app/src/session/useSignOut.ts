import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { useSession } from './SessionProvider';

/** Sign out and go home. The router renders synchronously (no transitions), so the
 * protected page is gone in the same render that clears the user, and shows no "logged out" notice.
 * The server refuses the token from then on (sent before the token is forgotten; if it cannot be
 * reached, this device is signed out all the same). */
export function useSignOut(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    void api.request('POST', '/api/auth/signout').catch(() => undefined);
    navigate('/');
    signOut();
  }, [navigate, signOut]);
}
