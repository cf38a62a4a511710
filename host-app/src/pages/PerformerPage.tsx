import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, matchPath, useParams } from 'react-router';
import styled from 'styled-components';
import type { PerformerProfile } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Alert, Button } from 'widgets/ui';
import { api } from '../api';
import type { PrefetchContext } from '../pageModule';
import { useSession } from '../session/SessionProvider';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { MessageScreen, Page } from './offers/PagePieces';
import { PerformerProfileView } from './performer/PerformerProfileView';
import { ProfileSkeleton } from './performer/ProfileSkeleton';
import { bookingAction, performerQueryKey } from './performer/profileModel';

const ROUTE = '/performer/:id';

const performerQuery = (id: string) => ({
  queryKey: performerQueryKey(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.getPerformer(id, signal),
});

/** The profile, requested while the session is checked. */
export function prefetchData({ pathname, queryClient }: PrefetchContext) {
  const id = matchPath(ROUTE, pathname)?.params.id;
  if (id) void queryClient.prefetchQuery(performerQuery(id));
}

/** /performer/:id — a performer's public profile, linked from the browse cards' "View Profile". */
export default function PerformerPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const profile = useQuery<PerformerProfile>(performerQuery(id));
  // The loaded profile renders in the background (a deferred value renders in time slices), so
  // its first render does not block input in one long task; the skeleton stays until it is done.
  // (Only this id's: after following a link to another performer the old one is not shown.)
  const deferred = useDeferredValue(profile.data);
  const performer = deferred?.id === id ? deferred : undefined;
  // A malformed id answers 400 and an unknown (or other tenant's) id 404: both are "not found".
  const notFound = profile.isError && isApiError(profile.error) && [400, 404].includes(profile.error.status);
  usePageTitle(profile.data?.stageName ?? (notFound ? 'Performer not found' : 'Performer profile'));

  if (notFound) {
    return (
      <MessageScreen title="Performer not found" text="This performer does not exist or is no longer listed.">
        <ButtonLink to="/browse">Back to browse</ButtonLink>
      </MessageScreen>
    );
  }

  return (
    <Page>
      <Container>
        <Back to="/browse">
          <span aria-hidden="true">← </span>Back to browse
        </Back>
        {profile.isError ? (
          <ErrorBox>
            <h1>Performer profile</h1>
            <Alert title="Could not load this performer">
              <p>{errorMessage(profile.error, 'Please check your connection and try again.')}</p>
              <Button onClick={() => void profile.refetch()} disabled={profile.isFetching} $size="sm">
                {profile.isFetching ? 'Retrying…' : 'Retry'}
              </Button>
            </Alert>
          </ErrorBox>
        ) : performer ? (
          <PerformerProfileView performer={performer} action={bookingAction(performer, user)} />
        ) : (
          <ProfileSkeleton />
        )}
      </Container>
    </Page>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 20px;
  color: var(--hl-color-primary);
  font-weight: 650;
`;

const ErrorBox = styled.div`
  display: grid;
  gap: 16px;
  max-width: 640px;

  h1 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem);
    font-weight: 800;
  }

  p {
    margin: 4px 0 12px;
  }
`;
