export { emailVerificationApi, useResendVerificationEmail, useVerifyEmail } from './api';
export { VerifyEmailBanner } from './VerifyEmailBanner';
