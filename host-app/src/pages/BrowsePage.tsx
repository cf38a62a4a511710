import { ComingSoon } from './ComingSoon';

export default function BrowsePage() {
  return <ComingSoon title="Browse vetted talent" />;
}
