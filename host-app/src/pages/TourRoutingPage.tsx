import { ComingSoon } from './ComingSoon';

export default function TourRoutingPage() {
  return <ComingSoon title="Tour Routing" />;
}
