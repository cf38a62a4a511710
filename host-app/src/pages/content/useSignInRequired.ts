import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from 'widgets/ui';
import { signInPath } from '../../session/returnTo';

/** SPEC 9: after a sign-in-required notice the visitor lands on /signin one second later. */
export const SIGN_IN_REQUIRED_DELAY_MS = 1000;

/** Returns a function that says why signing in is needed, then goes to /signin after 1 s (and back here after). */
export function useSignInRequired(): (description: string) => void {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (description: string) => {
      toast({ title: 'Sign In Required', description, variant: 'destructive' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(signInPath(here)), SIGN_IN_REQUIRED_DELAY_MS);
    },
    [toast, navigate, here],
  );
}
