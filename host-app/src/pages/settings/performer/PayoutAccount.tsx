import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { errorMessage } from 'widgets/api';
import { Badge, Button, useToast } from 'widgets/ui';
import { ME_QUERY_KEY } from '../../../session/sessionCache';
import { OWN_PERFORMER_QUERY_KEY } from '../../profile/profileData';
import { performerApi, type OwnPerformer } from './performerApi';

/** Onboarding step 4 (SPEC 4): the payout account at the payment provider. */
export function PayoutAccount({ performer }: { performer: OwnPerformer }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: performerApi.connectPayouts,
    onSuccess: async ({ onboardingUrl, ...saved }) => {
      queryClient.setQueryData(OWN_PERFORMER_QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      if (onboardingUrl) {
        window.location.assign(onboardingUrl);
        return;
      }
      toast({
        title: 'Payout Account Connected',
        description: 'Your earnings will be paid out here.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Not Connected',
        description: errorMessage(error, 'We could not connect your payout account. Please try again.'),
        variant: 'destructive',
      }),
  });
  const connected = performer.onboarding.stripeConnected;
  return (
    <Row>
      <p>
        Status: {connected ? <Badge $tone="success">Connected</Badge> : <Badge $tone="warning">Not connected</Badge>}
      </p>
      <Button
        type="button"
        $variant={connected ? 'secondary' : 'primary'}
        disabled={connect.isPending}
        onClick={() => connect.mutate()}
      >
        {connect.isPending ? 'Connecting...' : connected ? 'Manage Payout Account' : 'Connect Payout Account'}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
`;
