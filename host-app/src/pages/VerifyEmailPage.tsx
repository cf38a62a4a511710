import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VERIFICATION_TOKEN_PATTERN } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { Alert, Button } from 'widgets/ui';
import { useResendVerificationEmail, useVerifyEmail } from '../features/email-verification';
import { useSession } from '../session/SessionProvider';
import { usePageTitle } from '../usePageTitle';
import { AuthCard } from './auth/AuthCard';

const footer = <Link to="/">Back to Homepage</Link>;

/**
 * /verify-email?token=…: the link from the confirmation e-mail. The token is sent once as the page
 * opens (signed in or not: the link alone confirms); the answer says whether the address is now
 * confirmed, or why the link did not work, with a way to get a new one when signed in.
 */
export default function VerifyEmailPage() {
  usePageTitle('Confirm E-mail');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const wellFormed = VERIFICATION_TOKEN_PATTERN.test(token);
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page, also under StrictMode's double effects: a second POST would find the link used.
    if (!wellFormed || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, wellFormed, verify]);

  if (!wellFormed)
    return <Problem message="This confirmation link is incomplete. Copy the whole link from the e-mail." />;
  if (verify.isError)
    return <Problem message={errorMessage(verify.error, 'The address could not be confirmed. Please try again.')} />;
  if (verify.isSuccess)
    return (
      <AuthCard title="E-mail address confirmed" subtitle="Your account is ready for bookings." footer={footer}>
        <Alert tone="success" title="Thank you">
          <p>{verify.data.email} is confirmed. You can now pay for bookings and receive payouts.</p>
        </Alert>
        <p>
          <Link to="/browse">Browse performers</Link> · <Link to="/offers">My offers</Link>
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Confirming your e-mail address" subtitle="One moment." footer={footer}>
      <p role="status">Confirming...</p>
    </AuthCard>
  );
}

function Problem({ message }: { message: string }) {
  const { user } = useSession();
  return (
    <AuthCard title="This link did not work" subtitle="Your e-mail address is not confirmed yet." footer={footer}>
      <Alert>{message}</Alert>
      {user && !user.emailVerified ? <ResendButton /> : !user && <p>Sign in to ask for a new link.</p>}
    </AuthCard>
  );
}

function ResendButton() {
  const resend = useResendVerificationEmail();
  if (resend.isSuccess) return <Alert tone="success">{resend.data.message}</Alert>;
  return (
    <>
      {resend.isError && <Alert>{errorMessage(resend.error, 'The e-mail could not be sent.')}</Alert>}
      <Button type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send a new link'}
      </Button>
    </>
  );
}
