import { CalendarView } from '../features/availability';
import { useSession } from '../session/SessionProvider';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { Alert } from 'widgets/ui';
import { PageBody, PageHeader } from './content/PageHeader';

/** The performer's availability (issue 19, item 3): signed in only, performers only. */
export default function CalendarPage() {
  usePageTitle('Calendar');
  const { user } = useSession();
  return (
    <>
      <PageHeader
        eyebrow="Performer"
        title="Your calendar"
        lead="Block the dates and times you cannot play. Buyers see them when they make an offer, and browse leaves you out on days you are away."
      />
      <PageBody>
        <Container>
          {user?.role === 'PERFORMER' ? (
            <CalendarView />
          ) : (
            <Alert title="For performers">Only performers keep a calendar here.</Alert>
          )}
        </Container>
      </PageBody>
    </>
  );
}
