import { ComingSoon } from './ComingSoon';

export default function WhiteLabelPage() {
  return <ComingSoon title="White Label" eyebrow="For agencies" />;
}
