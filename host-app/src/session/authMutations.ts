import { useMutation } from '@tanstack/react-query';
import type { SignInBody, SignUpBody } from 'tenant-api/contract';
import { api } from '../api';
import { useSession } from './SessionProvider';

/** The shared sign-in action (SPEC 7): calls the API, then stores the session. */
export function useSignIn() {
  const { completeSignIn } = useSession();
  return useMutation({
    mutationFn: (body: SignInBody) => api.signIn(body),
    onSuccess: (auth) => void completeSignIn(auth),
  });
}

export function useSignUp() {
  const { completeSignIn } = useSession();
  return useMutation({
    mutationFn: (body: SignUpBody) => api.signUp(body),
    onSuccess: (auth) => void completeSignIn(auth),
  });
}
