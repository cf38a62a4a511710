import { useQuery } from '@tanstack/react-query';
import { Alert } from 'widgets/ui';
import { useSession } from '../../session/SessionProvider';
import { SUBSCRIPTION_QUERY_KEY, subscriptionApi } from './subscriptionApi';

/**
 * The signed-in buyer's plan in one sentence from the API: when it renews, or until when it is
 * kept after a cancellation or downgrade, or that a renewal failed and when it is tried again.
 */
export function PlanStatus() {
  const { user } = useSession();
  const isBuyer = user?.role === 'BUYER';
  const state = useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: subscriptionApi.current, enabled: isBuyer });
  if (!isBuyer || !state.data || state.data.status === 'none') return null;
  return (
    <Alert tone={state.data.status === 'past_due' ? 'danger' : 'info'} title="Your plan">
      {state.data.message}
    </Alert>
  );
}
