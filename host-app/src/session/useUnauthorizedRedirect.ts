import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthorizedError } from 'widgets/api';
import { useToast } from 'widgets/ui';
import { signInPath } from './returnTo';
import { ME_QUERY_KEY } from './sessionCache';
import { SIGNIN_REDIRECT_DELAY_MS, UNAUTHORIZED_TOAST } from './unauthorizedNotice';

/**
 * SPEC 8: any read or write failing with "401: …Unauthorized" means the session ended on the server:
 * forget it, say so, and go to /signin after 500 ms. The current-user lookup handles its own 401 silently.
 */
export function useUnauthorizedRedirect(endSession: () => void): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handle = (error: unknown) => {
      if (!isUnauthorizedError(error)) return;
      endSession();
      toast(UNAUTHORIZED_TOAST);
      clearTimeout(timer);
      // The page the session ended on is where signing in again returns to.
      const { pathname, search, hash } = window.location;
      timer = setTimeout(
        () => navigate(signInPath(`${pathname}${search}${hash}`), { replace: true }),
        SIGNIN_REDIRECT_DELAY_MS,
      );
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === ME_QUERY_KEY[0]) return;
      handle(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
      clearTimeout(timer);
    };
  }, [queryClient, toast, navigate, endSession]);
}
