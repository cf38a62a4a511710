import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { BuyerTier } from 'tenant-api/contract';
import { useToast } from 'widgets/ui';
import { api } from '../../api';
import { useSession } from '../../session/SessionProvider';
import { ME_QUERY_KEY } from '../../session/sessionCache';
import { useSignInRequired } from '../content/useSignInRequired';
import type { BillingInterval } from './pricingMath';
import { SUBSCRIPTION_QUERY_KEY } from './subscriptionApi';

interface UpgradeAnswer {
  tier: string;
  /** `scheduled`: a downgrade or cancellation that takes effect at the end of the paid period. */
  status: 'pending' | 'active' | 'scheduled';
  paymentUrl: string | null;
  message: string;
}

/** The local checkout (or Stripe) returns here with this parameter once a paid plan is bought. */
export const RETURN_PARAM = 'subscription_session';

const UPDATED = {
  title: 'Subscription Updated',
  description: 'Your subscription has been upgraded successfully!',
  variant: 'success',
} as const;
const FAILED = {
  title: 'Upgrade Failed',
  description: 'Unable to upgrade subscription. Please try again.',
  variant: 'destructive',
} as const;

/**
 * Changing plan (SPEC 4): free plans apply at once; paid plans go to the payment page and are
 * verified when the buyer comes back to /pricing?subscription_session=…; either way the session
 * user is refreshed so the new tier shows everywhere.
 */
export function usePlanChange() {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const signInRequired = useSignInRequired();
  const [params, setParams] = useSearchParams();
  const returnedSession = params.get(RETURN_PARAM);

  const refreshUser = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
    ]);

  const upgrade = useMutation({
    mutationFn: (input: { tier: BuyerTier; billingInterval: BillingInterval }) =>
      api.request<UpgradeAnswer>('POST', '/api/subscriptions/upgrade', { body: input }),
    onSuccess: (answer) => {
      if (answer.paymentUrl) {
        window.location.assign(answer.paymentUrl);
        return;
      }
      // "You keep Elite until 12 January 2027. …": the change waits for the end of the paid period.
      toast(
        answer.status === 'scheduled'
          ? { title: 'Plan Change Scheduled', description: answer.message, variant: 'success' }
          : UPDATED,
      );
      void refreshUser();
    },
    onError: () => toast(FAILED),
  });

  const verify = useMutation({
    mutationFn: (sessionId: string) =>
      api.request<{ tier: string; status: string }>('GET', '/api/subscriptions/verify', {
        query: { session_id: sessionId },
      }),
    onSuccess: () => {
      toast(UPDATED);
      void refreshUser();
    },
    onError: () => toast(FAILED),
    onSettled: () =>
      setParams(
        (current) => {
          current.delete(RETURN_PARAM);
          return current;
        },
        { replace: true },
      ),
  });

  // Verify the returning checkout once, as soon as the session is known.
  const verified = useRef<string | null>(null);
  useEffect(() => {
    if (!returnedSession || isLoading || !user || verified.current === returnedSession) return;
    verified.current = returnedSession;
    verify.mutate(returnedSession);
  }, [returnedSession, isLoading, user, verify]);

  const choose = (tier: BuyerTier, billingInterval: BillingInterval) => {
    if (!user) return signInRequired('Please sign in to upgrade your subscription.');
    upgrade.mutate({ tier, billingInterval });
  };

  return {
    choose,
    /** The tier whose request is on its way (its button reads Processing...). */
    pendingTier:
      upgrade.isPending || (upgrade.isSuccess && upgrade.data.paymentUrl) ? upgrade.variables?.tier : undefined,
    /** A returning checkout is being confirmed. */
    isVerifying: verify.isPending || (Boolean(returnedSession) && (isLoading || Boolean(user))),
  };
}
