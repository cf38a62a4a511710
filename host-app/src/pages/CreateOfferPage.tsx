import { Navigate, useSearchParams } from 'react-router';
import { OfferWizardWidget } from 'widgets/offer-wizard';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { Page } from './offers/PagePieces';

/** SPEC 2.10: /create-offer?performerId=…; without a performer there is nothing to offer on. */
export default function CreateOfferPage() {
  usePageTitle('Make an Offer');
  const performerId = useSearchParams()[0].get('performerId');
  if (!performerId) return <Navigate to="/browse" replace />;
  return (
    <Page>
      <Container>
        <OfferWizardWidget key={performerId} performerId={performerId} headingLevel={1} />
      </Container>
    </Page>
  );
}
