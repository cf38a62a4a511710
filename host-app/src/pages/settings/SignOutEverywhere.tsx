import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from 'widgets/api';
import { Alert, Button } from 'widgets/ui';
import { useSession } from '../../session/SessionProvider';
import { accountApi } from './accountApi';

/** Signs the account out on every device, this one included, on the server. */
export function SignOutEverywhere() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const everywhere = useMutation({
    mutationFn: accountApi.signOutEverywhere,
    onSuccess: () => {
      navigate('/');
      signOut();
    },
  });
  return (
    <div>
      <p>Lost a phone or used a shared computer? Every device signed in to this account is signed out at once.</p>
      {everywhere.isError && <Alert>{errorMessage(everywhere.error, 'Could not sign out. Please try again.')}</Alert>}
      <Button $variant="secondary" onClick={() => everywhere.mutate()} disabled={everywhere.isPending}>
        {everywhere.isPending ? 'Signing Out…' : 'Sign Out Everywhere'}
      </Button>
    </div>
  );
}
