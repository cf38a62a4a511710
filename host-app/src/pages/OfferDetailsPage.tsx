import { ComingSoon } from './ComingSoon';

export default function OfferDetailsPage() {
  return <ComingSoon title="Offer Details" />;
}
