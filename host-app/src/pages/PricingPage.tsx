import { ComingSoon } from './ComingSoon';

export default function PricingPage() {
  return <ComingSoon title="Pricing" eyebrow="Plans and fees" />;
}
