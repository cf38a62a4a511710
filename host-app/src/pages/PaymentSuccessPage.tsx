import { ComingSoon } from './ComingSoon';

export default function PaymentSuccessPage() {
  return <ComingSoon title="Payment" />;
}
