import { ComingSoon } from './ComingSoon';

export default function CreateOfferPage() {
  return <ComingSoon title="Make an Offer" />;
}
