import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { OfferDetails } from 'tenant-api/contract';
import { isApiError } from 'widgets/api';
import { Button } from 'widgets/ui';
import { useSession } from '../session/SessionProvider';
import { ButtonLink } from '../ui/ButtonLink';
import { usePageTitle } from '../usePageTitle';
import { OfferDetailsView, offerQueryKey } from './offers/OfferDetailsView';
import { LoadingScreen, MessageScreen } from './offers/PagePieces';

/** /offers/:id — one offer with its history and the actions its viewer may take. */
export default function OfferDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const offer = useQuery<OfferDetails>({ queryKey: offerQueryKey(id) });
  usePageTitle(offer.data?.eventName ?? 'Offer details');

  if (offer.isPending) return <LoadingScreen label="Loading offer…" />;
  if (offer.isError) {
    return isApiError(offer.error) && [400, 404].includes(offer.error.status) ? (
      <MessageScreen title="OFFER NOT FOUND" text="This offer does not exist, or it is not one of yours.">
        <ButtonLink to="/offers">View My Offers</ButtonLink>
      </MessageScreen>
    ) : (
      <MessageScreen title="COULD NOT LOAD THIS OFFER" text="Please check your connection and try again.">
        <Button onClick={() => void offer.refetch()}>Try again</Button>
        <ButtonLink to="/offers" $variant="secondary">
          View My Offers
        </ButtonLink>
      </MessageScreen>
    );
  }
  return <OfferDetailsView offer={offer.data} role={user?.role === 'PERFORMER' ? 'performer' : 'buyer'} />;
}
