import { useMemo } from 'react';
import { localIsoDate } from 'widgets/format';
import { api } from '../api';
import { useSession } from '../session/SessionProvider';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { PageBody, PageHeader } from './content/PageHeader';
import { LazyTourMap } from './tour-routing/LazyTourMap';
import { LoadingState } from './tour-routing/pieces';
import { createRoutingApi } from './tour-routing/routingApi';
import { RoutingProvider, type RoutingDeps } from './tour-routing/RoutingContext';
import { TourRouting } from './tour-routing/TourRouting';

/** SPEC 2.5 /tour-routing (signed in): discover venues along tours, map, costs, notifications, my routes. */
export default function TourRoutingPage() {
  usePageTitle('Tour Routing');
  const { user } = useSession();
  const deps = useMemo<RoutingDeps>(
    () => ({ api: createRoutingApi(api), MapView: LazyTourMap, today: () => localIsoDate(new Date()) }),
    [],
  );

  return (
    <>
      <PageHeader
        eyebrow="Tour routing"
        title="Tour Routing"
        lead="Fill the free days of a tour with venues along the way: find them, map the route, and check what it costs."
      />
      <PageBody>
        <Container>
          {user ? (
            <RoutingProvider value={deps}>
              <TourRouting user={user} />
            </RoutingProvider>
          ) : (
            <LoadingState label="Loading your account…" />
          )}
        </Container>
      </PageBody>
    </>
  );
}
