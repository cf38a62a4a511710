import { useSession } from '../session/SessionProvider';
import { usePageTitle } from '../usePageTitle';
import { DashboardView } from './dashboard/DashboardView';

/** /dashboard (signed in): the user's role-specific summary. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  // RequireAuth renders this page only with a signed-in user.
  return user ? <DashboardView user={user} /> : null;
}
