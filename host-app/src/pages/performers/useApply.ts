import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PerformerTier, User } from 'tenant-api/contract';
import { isApiError } from 'widgets/api';
import { useToast } from 'widgets/ui';
import { api } from '../../api';
import { useSession } from '../../session/SessionProvider';
import { ME_QUERY_KEY } from '../../session/sessionCache';
import { useSignInRequired } from '../content/useSignInRequired';

/** The API's 409 when this user already has an open application for the tier. */
const ALREADY_OPEN = 'application_open';

/** The signed-in user with `tier` among the applications under review (no repeats). */
export function withApplicationUnderReview(user: User, tier: PerformerTier): User {
  if (user.applicationsUnderReview.includes(tier)) return user;
  return { ...user, applicationsUnderReview: [...user.applicationsUnderReview, tier] };
}

/**
 * "Apply as Performer" / "Apply for Elite Status": POST /api/performers/apply for the signed-in
 * user. A tier already applied for is "under review" (from the user's `applicationsUnderReview`,
 * so it survives a reload); its button is no longer pressable, and a 409 from another tab or
 * device says the same thing rather than "Application Failed".
 */
export function useApply() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const signInRequired = useSignInRequired();
  const markUnderReview = (tier: PerformerTier) =>
    queryClient.setQueryData<User | null>(ME_QUERY_KEY, (current) =>
      current ? withApplicationUnderReview(current, tier) : current,
    );
  const mutation = useMutation({
    mutationFn: (tier: PerformerTier) =>
      api.request('POST', '/api/performers/apply', {
        body: { tier, email: user!.email, stageName: user!.firstName },
      }),
    onSuccess: (_, tier) => {
      markUnderReview(tier);
      toast({
        title: 'Application Submitted',
        description: "We'll review your application and get back to you within 48 hours.",
        variant: 'success',
      });
    },
    onError: (error, tier) => {
      if (isApiError(error) && error.status === 409 && error.code === ALREADY_OPEN) {
        markUnderReview(tier);
        toast({
          title: 'Application under review',
          description: "You have already applied. We'll get back to you within 48 hours.",
        });
        return;
      }
      toast({
        title: 'Application Failed',
        description: 'Unable to submit application. Please try again.',
        variant: 'destructive',
      });
    },
  });
  return {
    apply: (tier: PerformerTier) => {
      if (!user) return signInRequired('Please sign in to apply as a performer.');
      if (user.applicationsUnderReview.includes(tier) || mutation.isPending) return;
      mutation.mutate(tier);
    },
    /** The tier being submitted, if any. */
    submitting: mutation.isPending ? mutation.variables : undefined,
    /** The tiers applied for and waiting for a decision. */
    underReview: user?.applicationsUnderReview ?? [],
  };
}
