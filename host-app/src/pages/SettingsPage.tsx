import { ComingSoon } from './ComingSoon';

export default function SettingsPage() {
  return <ComingSoon title="Settings" />;
}
