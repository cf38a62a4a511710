import type {
  PasswordResetConfirmBody,
  PasswordResetDone,
  PasswordResetRequestBody,
  PasswordResetRequested,
} from 'tenant-api/contract';
import { api } from '../../api';

/** "Forgot password?" (tenant-api routes/passwordReset.ts). */
export const passwordResetApi = {
  request: (body: PasswordResetRequestBody) =>
    api.request<PasswordResetRequested>('POST', '/api/auth/password-reset', { body }),
  confirm: (body: PasswordResetConfirmBody) =>
    api.request<PasswordResetDone>('POST', '/api/auth/password-reset/confirm', { body }),
};

/** What /signin shows after a reset (passed as navigation state). */
export interface SignInNotice {
  notice?: string;
}
export const PASSWORD_RESET_NOTICE = 'Your password has been reset. Sign in with your new password.';
