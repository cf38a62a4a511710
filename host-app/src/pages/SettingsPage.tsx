import { useSession } from '../session/SessionProvider';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { PageBody, PageHeader } from './content/PageHeader';
import { SettingsView } from './settings/SettingsView';

/** SPEC 2.17 /settings (signed in only: the route sits behind RequireAuth). */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useSession();
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Settings"
        lead="Update your profile, choose your notifications and keep your account secure."
      />
      <PageBody>
        <Container>{user && <SettingsView key={user.id} user={user} />}</Container>
      </PageBody>
    </>
  );
}
