import { ComingSoon } from './ComingSoon';

export default function HelpPage() {
  return <ComingSoon title="Help Center" eyebrow="Support" />;
}
