import { ComingSoon } from './ComingSoon';

export default function PerformerPage() {
  return <ComingSoon title="Performer Profile" />;
}
