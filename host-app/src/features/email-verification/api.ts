import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerified, VerificationEmailSent, VerifyEmailBody } from 'tenant-api/contract';
import { api } from '../../api';
import { ME_QUERY_KEY } from '../../session/sessionCache';

/** E-mail verification (tenant-api routes/emailVerification.ts; docs/accounts.md). */
export const emailVerificationApi = {
  verify: (body: VerifyEmailBody) => api.request<EmailVerified>('POST', '/api/auth/verify-email', { body }),
  resend: () => api.request<VerificationEmailSent>('POST', '/api/account/verification-email'),
};

/** Confirms with a link's token; the signed-in user (if any) is read again to drop the banner. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailVerificationApi.verify,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** "Resend": another confirmation link for the signed-in user. */
export function useResendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailVerificationApi.resend,
    // A 409 says the address was confirmed meanwhile (in another tab): read the user again.
    onError: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
