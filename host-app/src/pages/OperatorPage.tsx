import { ComingSoon } from './ComingSoon';

export default function OperatorPage() {
  return <ComingSoon title="Platform operator" />;
}
