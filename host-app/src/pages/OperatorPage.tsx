import { useSession } from '../session/SessionProvider';
import { usePageTitle } from '../usePageTitle';
import { PageBody, PageHeader } from './content/PageHeader';
import { OperatorConsole } from './operator/OperatorConsole';

/** /operator (signed in; OPERATOR only, checked by the console, which explains a refusal). */
export default function OperatorPage() {
  usePageTitle('Platform console');
  const { user } = useSession();
  return (
    <>
      <PageHeader
        eyebrow="Platform operator"
        title="Platform console"
        lead="Create marketplaces, invite their first admins, and suspend or reactivate them."
      />
      <PageBody>{user && <OperatorConsole user={user} />}</PageBody>
    </>
  );
}
