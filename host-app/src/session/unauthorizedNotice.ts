import type { ToastInput } from 'widgets/ui';

/** SPEC 5, 8: what a signed-out visitor is told, and how long before they land on /signin. */
export const UNAUTHORIZED_TOAST: ToastInput = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
};

export const SIGNIN_REDIRECT_DELAY_MS = 500;
