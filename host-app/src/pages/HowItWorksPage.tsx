import { ComingSoon } from './ComingSoon';

export default function HowItWorksPage() {
  return <ComingSoon title="How It Works" />;
}
