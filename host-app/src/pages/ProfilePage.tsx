import { useSession } from '../session/SessionProvider';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { PageBody } from './content/PageHeader';
import { ProfileView } from './profile/ProfileView';

/** SPEC 2.16 /profile (signed in only: the route sits behind RequireAuth). */
export default function ProfilePage() {
  usePageTitle('Profile');
  const { user } = useSession();
  return (
    <PageBody>
      <Container>{user && <ProfileView key={user.id} user={user} />}</Container>
    </PageBody>
  );
}
