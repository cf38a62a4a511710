import { useParams } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { usePageTitle } from '../usePageTitle';
import { AdminConsole } from './admin/AdminConsole';
import { PageBody, PageHeader } from './content/PageHeader';

/** /admin and /admin/:section (signed in; ADMIN only, checked by the console). */
export default function AdminPage() {
  usePageTitle('Admin console');
  const { user } = useSession();
  const { section } = useParams();
  return (
    <>
      <PageHeader
        eyebrow="Marketplace administration"
        title="Admin console"
        lead="Brand, fees, embeds, approvals and people of this marketplace."
      />
      <PageBody>{user && <AdminConsole user={user} section={section} />}</PageBody>
    </>
  );
}
