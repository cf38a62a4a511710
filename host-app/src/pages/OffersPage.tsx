import { ComingSoon } from './ComingSoon';

export default function OffersPage() {
  return <ComingSoon title="My Offers" />;
}
