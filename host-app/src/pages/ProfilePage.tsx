import { ComingSoon } from './ComingSoon';

export default function ProfilePage() {
  return <ComingSoon title="Profile" />;
}
