import { ComingSoon } from './ComingSoon';

export default function InvitePage() {
  return <ComingSoon title="Accept your invitation" />;
}
