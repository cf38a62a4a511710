import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { OfferWizardWidget } from 'widgets/offer-wizard';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { Page } from './offers/PagePieces';
import { prefillFromSearch } from './tour-routing/offerPrefill';

/**
 * SPEC 2.10: /create-offer?performerId=…; without a performer there is nothing to offer on.
 * Optional eventName, eventDate, venueName, venueCity, venueState and offerAmount (cents)
 * pre-fill the wizard (e.g. Book Now on a tour-routing venue notification).
 */
export default function CreateOfferPage() {
  usePageTitle('Make an Offer');
  const [params] = useSearchParams();
  const performerId = params.get('performerId');
  const search = params.toString();
  const prefill = useMemo(() => prefillFromSearch(new URLSearchParams(search)), [search]);
  if (!performerId) return <Navigate to="/browse" replace />;
  return (
    <Page>
      <Container>
        <OfferWizardWidget key={search} performerId={performerId} prefill={prefill} headingLevel={1} />
      </Container>
    </Page>
  );
}
