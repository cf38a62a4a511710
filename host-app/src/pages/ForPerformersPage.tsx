import { ComingSoon } from './ComingSoon';

export default function ForPerformersPage() {
  return <ComingSoon title="For Performers" eyebrow="Get booked" />;
}
