import { useMutation } from '@tanstack/react-query';
import type { PerformerTier } from 'tenant-api/contract';
import { isApiError } from 'widgets/api';
import { useToast } from 'widgets/ui';
import { api } from '../../api';
import { useSession } from '../../session/SessionProvider';
import { useSignInRequired } from '../content/useSignInRequired';

/** "Apply as Performer" / "Apply for Elite Status": POST /api/performers/apply for the signed-in user. */
export function useApply() {
  const { user } = useSession();
  const toast = useToast();
  const signInRequired = useSignInRequired();
  const mutation = useMutation({
    mutationFn: (tier: PerformerTier) =>
      api.request('POST', '/api/performers/apply', {
        body: { tier, email: user!.email, stageName: user!.firstName },
      }),
    onSuccess: () =>
      toast({
        title: 'Application Submitted',
        description: "We'll review your application and get back to you within 48 hours.",
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Application Failed',
        // An open application is worth saying plainly; anything else gets the standard message.
        description:
          isApiError(error) && error.status === 409 && error.serverMessage
            ? error.serverMessage
            : 'Unable to submit application. Please try again.',
        variant: 'destructive',
      }),
  });
  return {
    apply: (tier: PerformerTier) => {
      if (!user) return signInRequired('Please sign in to apply as a performer.');
      mutation.mutate(tier);
    },
    /** The tier being submitted, if any. */
    submitting: mutation.isPending ? mutation.variables : undefined,
  };
}
