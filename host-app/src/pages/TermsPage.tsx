import { ComingSoon } from './ComingSoon';

export default function TermsPage() {
  return <ComingSoon title="Terms of Service" eyebrow="Last updated December 2024" />;
}
