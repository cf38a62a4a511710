import { ComingSoon } from './ComingSoon';

export default function DashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
