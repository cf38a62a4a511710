import { ComingSoon } from './ComingSoon';

export default function ContactPage() {
  return <ComingSoon title="Contact Us" eyebrow="Support" />;
}
