import { ComingSoon } from './ComingSoon';

export default function PrivacyPage() {
  return <ComingSoon title="Privacy Policy" eyebrow="Last updated December 2024" />;
}
