import { useMutation } from '@tanstack/react-query';
import { useDismissToast } from 'widgets/ui';
import type { SignInBody, SignUpBody } from 'tenant-api/contract';
import { api } from '../api';
import { useSession } from './SessionProvider';

/** The shared sign-in action (SPEC 7): calls the API, then stores the session. */
export function useSignIn() {
  const { completeSignIn } = useSession();
  const dismissToast = useDismissToast();
  return useMutation({
    mutationFn: (body: SignInBody) => api.signIn(body),
    onSuccess: (auth) => {
      // A "logged out" or "sign in required" notice is answered: it must not follow the visitor back.
      dismissToast();
      void completeSignIn(auth);
    },
  });
}

export function useSignUp() {
  const { completeSignIn } = useSession();
  const dismissToast = useDismissToast();
  return useMutation({
    mutationFn: (body: SignUpBody) => api.signUp(body),
    onSuccess: (auth) => {
      dismissToast();
      void completeSignIn(auth);
    },
  });
}
