import { useParams } from 'react-router';
import { usePageTitle } from '../usePageTitle';
import { AcceptInvitation } from './invite/AcceptInvitation';

/** /invite/:token (public): a new tenant's first admin accepts the operator's invitation. */
export default function InvitePage() {
  usePageTitle('Accept your invitation');
  const { token = '' } = useParams();
  return <AcceptInvitation key={token} token={token} />;
}
