import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionState, User } from 'tenant-api/contract';
import styled from 'styled-components';
import { errorMessage } from 'widgets/api';
import { Alert, Button, useToast } from 'widgets/ui';
import { ME_QUERY_KEY } from '../../session/sessionCache';
import { SUBSCRIPTION_QUERY_KEY, subscriptionApi } from '../pricing/subscriptionApi';

/**
 * The danger zone's "Cancel subscription" (SPEC 2.17): the plan is kept until the end of the
 * billing period, and the cancellation (or a scheduled downgrade) can be undone until then.
 */
export function SubscriptionControls({ user }: { user: User }) {
  const isBuyer = user.role === 'BUYER';
  const queryClient = useQueryClient();
  const toast = useToast();
  const state = useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: subscriptionApi.current, enabled: isBuyer });
  const settle = (next: SubscriptionState) => {
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, next);
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
  const cancel = useMutation({
    mutationFn: subscriptionApi.cancel,
    onSuccess: (next) => {
      settle(next);
      toast({ title: 'Subscription Cancelled', description: next.message, variant: 'success' });
    },
  });
  const resume = useMutation({
    mutationFn: subscriptionApi.resume,
    onSuccess: (next) => {
      settle(next);
      toast({ title: 'Subscription Kept', description: next.message, variant: 'success' });
    },
  });
  const plan = state.data;
  const cancellable = plan && (plan.status === 'active' || plan.status === 'past_due') && !plan.canResume;
  const failure = cancel.error ?? resume.error;

  return (
    <Row>
      <div>
        <h3>Cancel subscription</h3>
        <p>You keep your plan’s benefits until the end of the current billing period.</p>
        {!isBuyer && <Note>Only buyers have a paid plan.</Note>}
        {isBuyer && state.isError && <Note>Your plan could not be loaded. Please reload the page.</Note>}
        {plan && (
          <Note role="status">
            {plan.status === 'none' || plan.status === 'ended' ? 'You have no paid plan to cancel.' : plan.message}
          </Note>
        )}
        {failure && <Alert>{errorMessage(failure, 'Could not change your plan. Please try again.')}</Alert>}
      </div>
      {plan?.canResume ? (
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => resume.mutate()}
          disabled={resume.isPending}
        >
          {resume.isPending ? 'Undoing…' : plan.status === 'cancelling' ? 'Undo Cancellation' : 'Keep Current Plan'}
        </Button>
      ) : (
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => cancel.mutate()}
          disabled={!cancellable || cancel.isPending}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel Subscription'}
        </Button>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
  justify-content: space-between;
  padding: 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: 12px;

  p {
    margin: 4px 0;
  }
`;

const Note = styled.p`
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
