import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage, isApiError } from 'widgets/api';
import { formatCents, formatEventWhen } from 'widgets/format';
import { Badge, Button, useToast } from 'widgets/ui';
import { DASHBOARD_QUERY_KEY } from '../dashboard/dashboardApi';
import { ADMIN_AUDIT_KEY, adminApi, PENDING_APPROVALS_QUERY_KEY, type PendingApproval } from './adminApi';
import { isApprovalOverdue, waitingLabel } from './adminFormat';
import { ConfirmDialog, Muted, QueryState, RowActions, SectionHeading } from '../../ui/AdminParts';

type Queue = { offers: PendingApproval[] };

export function ApprovalsSection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<PendingApproval | null>(null);
  const query = useQuery({
    queryKey: PENDING_APPROVALS_QUERY_KEY,
    queryFn: ({ signal }) => adminApi.pendingOffers({ signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

  const decide = useMutation({
    mutationFn: ({ offer, approve, reason }: { offer: PendingApproval; approve: boolean; reason?: string }) =>
      adminApi.decideOffer(offer.id, approve, reason),
    onMutate: async ({ offer }) => {
      await queryClient.cancelQueries({ queryKey: PENDING_APPROVALS_QUERY_KEY });
      const previous = queryClient.getQueryData<Queue>(PENDING_APPROVALS_QUERY_KEY);
      queryClient.setQueryData<Queue>(PENDING_APPROVALS_QUERY_KEY, (queue) =>
        queue ? { offers: queue.offers.filter((item) => item.id !== offer.id) } : queue,
      );
      return { previous };
    },
    onSuccess: (_answer, { offer, approve }) => {
      toast({
        variant: 'success',
        title: approve ? 'Offer approved' : 'Offer rejected',
        description: approve ? `${offer.performer.stageName} can now respond.` : 'The buyer has been told.',
      });
    },
    onError: (error, { offer }, context) => {
      if (isApiError(error) && error.status === 409) {
        // Someone else decided it: it stays out of the queue; the refetch below shows the truth.
        toast({ title: 'Already decided', description: `“${offer.eventName}” was decided by someone else.` });
        return;
      }
      if (context?.previous) queryClient.setQueryData(PENDING_APPROVALS_QUERY_KEY, context.previous);
      toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error, 'Please try again.') });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PENDING_APPROVALS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });

  const now = new Date();
  return (
    <>
      <SectionHeading title="Approvals">
        Guest buyers&apos; offers wait for you before they reach the performer. We promise a decision within 1-2
        business hours; older offers are highlighted.
      </SectionHeading>
      {!query.data ? (
        <QueryState
          isPending={query.isPending}
          error={query.error}
          label="approval queue"
          onRetry={() => query.refetch()}
        />
      ) : query.data.offers.length === 0 ? (
        <Muted>No offers are waiting for approval.</Muted>
      ) : (
        <List aria-label="Offers waiting for approval">
          {query.data.offers.map((offer) => {
            const overdue = isApprovalOverdue(new Date(offer.createdAt), now);
            const buyer =
              offer.buyer.companyName || `${offer.buyer.user.firstName} ${offer.buyer.user.lastName}`.trim();
            return (
              <Item key={offer.id} $overdue={overdue}>
                <Head>
                  <h3>
                    <Link to={`/offers/${offer.id}`}>{offer.eventName}</Link>
                  </h3>
                  <Badge $tone={overdue ? 'danger' : 'neutral'}>
                    waiting {waitingLabel(offer.waitingMinutes)}
                    {overdue ? ' · overdue' : ''}
                  </Badge>
                </Head>
                <Facts>
                  <div>
                    <dt>Event</dt>
                    <dd>
                      {formatEventWhen(offer)} · {offer.venueCity}, {offer.venueState}
                    </dd>
                  </div>
                  <div>
                    <dt>Buyer</dt>
                    <dd>{buyer}</dd>
                  </div>
                  <div>
                    <dt>Performer</dt>
                    <dd>{offer.performer.stageName}</dd>
                  </div>
                  <div>
                    <dt>Amount</dt>
                    <dd>
                      {formatCents(offer.offerAmount)} (buyer pays {formatCents(offer.totalAmount)})
                    </dd>
                  </div>
                </Facts>
                <RowActions>
                  <Button
                    $size="sm"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ offer, approve: true })}
                    aria-label={`Approve ${offer.eventName}`}
                  >
                    Approve
                  </Button>
                  <Button
                    $size="sm"
                    $variant="secondary"
                    disabled={decide.isPending}
                    onClick={() => setRejecting(offer)}
                    aria-label={`Reject ${offer.eventName}`}
                  >
                    Reject
                  </Button>
                </RowActions>
              </Item>
            );
          })}
        </List>
      )}
      {rejecting && (
        <ConfirmDialog
          title="Reject this offer?"
          description={`“${rejecting.eventName}” for ${rejecting.performer.stageName}. The buyer sees your reason.`}
          confirmLabel="Reject offer"
          reasonLabel="Reason"
          onConfirm={(reason) => {
            decide.mutate({ offer: rejecting, approve: false, reason });
            setRejecting(null);
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $overdue: boolean }>`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ $overdue }) => ($overdue ? 'var(--hl-color-danger)' : 'var(--hl-color-border)')};
  border-left-width: ${({ $overdue }) => ($overdue ? '4px' : '1px')};
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;

  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }

  a {
    color: var(--hl-color-text);
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 8px 16px;
  margin: 0;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));

  dt {
    color: var(--hl-color-text-muted);
    font-size: 0.8125rem;
    font-weight: 700;
  }

  dd {
    margin: 0;
  }
`;
