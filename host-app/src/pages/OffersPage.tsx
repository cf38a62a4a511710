import { OffersListWidget } from 'widgets/offers-list';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { Page } from './offers/PagePieces';

export default function OffersPage() {
  usePageTitle('My Offers');
  return (
    <Page>
      <Container>
        <OffersListWidget headingLevel={1} />
      </Container>
    </Page>
  );
}
