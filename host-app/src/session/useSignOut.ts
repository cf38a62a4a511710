import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './SessionProvider';

/** Sign out and go home. The router renders synchronously (no transitions), so the
 * protected page is gone in the same render that clears the user, and shows no "logged out" notice. */
export function useSignOut(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    navigate('/');
    signOut();
  }, [navigate, signOut]);
}
