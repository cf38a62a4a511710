import { ComingSoon } from './ComingSoon';

export default function AdminPage() {
  return <ComingSoon title="Tenant administration" />;
}
