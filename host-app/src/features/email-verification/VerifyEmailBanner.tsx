import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'widgets/api';
import { Button } from 'widgets/ui';
import { useSession } from '../../session/SessionProvider';
import { useResendVerificationEmail } from './api';

const DISMISSED_KEY = 'hl_verify_banner_dismissed';

/**
 * For a signed-in user whose e-mail address is not confirmed yet: what it holds back, a "Resend"
 * button, and a close button (hidden for this user for the rest of the browser session).
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const [dismissedFor, setDismissedFor] = useState(() => readDismissed());
  const resend = useResendVerificationEmail();
  if (!user || user.emailVerified || dismissedFor === user.id) return null;

  const dismiss = () => {
    writeDismissed(user.id);
    setDismissedFor(user.id);
  };

  return (
    <Banner role="region" aria-label="Confirm your e-mail address">
      <Text>
        <strong>Please confirm your e-mail address.</strong> We sent a link to {user.email}. Until you confirm it you
        can browse and make offers, but not pay for bookings or receive payouts.
      </Text>
      <Actions>
        {resend.isSuccess ? (
          <Status role="status">{resend.data.message}</Status>
        ) : (
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
          >
            {resend.isPending ? 'Sending...' : 'Resend'}
          </Button>
        )}
        {resend.isError && <Status role="alert">{errorMessage(resend.error, 'The e-mail could not be sent.')}</Status>}
        <Close type="button" aria-label="Dismiss" onClick={dismiss}>
          ×
        </Close>
      </Actions>
    </Banner>
  );
}

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed(userId: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, userId);
  } catch {
    // Storage refused (private mode): dismissed until the next page load only.
  }
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 10px 20px;
  background: var(--hl-color-surface-alt);
  color: var(--hl-color-text);
  border-bottom: 1px solid var(--hl-color-border);
`;

const Text = styled.p`
  margin: 0;
  flex: 1 1 320px;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Status = styled.span`
  font-weight: 600;
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  padding: 4px 8px;
`;
