import { z } from 'zod';
import { SignUpBody } from './auth';

/** The signed-in user's own account: profile, notification preferences and password. */

export const PHONE_MESSAGE = 'Please enter a valid phone number';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/** Digits with optional +, spaces, dots, dashes and brackets; 7 to 15 digits (E.164's maximum). */
const PHONE_PATTERN = /^\+?[0-9\s().-]+$/;

/** An optional phone number: '' or null clears it. */
export const Phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(30, PHONE_MESSAGE)
  .refine((phone) => {
    if (phone === '') return true;
    const digits = phone.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(phone) && digits >= 7 && digits <= 15;
  }, PHONE_MESSAGE)
  .transform((phone) => (phone === '' ? null : phone))
  .nullable()
  .optional();

/** PUT /api/auth/me: the same name and e-mail rules as sign-up; phone optional ('' or null clears it). */
export const UpdateMeBody = z
  .strictObject({
    firstName: SignUpBody.shape.firstName,
    lastName: SignUpBody.shape.lastName,
    email: SignUpBody.shape.email,
    phone: Phone,
  })
  .meta({ id: 'UpdateMeBody' });
export type UpdateMeBody = z.input<typeof UpdateMeBody>;

export const NotificationPreferences = z
  .object({
    bookingConfirmations: z.boolean(),
    tourRoutingAlerts: z.boolean(),
    marketingEmails: z.boolean(),
    sms: z.boolean(),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NOTIFICATION_PREFERENCE_KEYS = [
  'bookingConfirmations',
  'tourRoutingAlerts',
  'marketingEmails',
  'sms',
] as const satisfies readonly (keyof NotificationPreferences)[];

/** SPEC 2.17: what a user who never saved their preferences gets. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  bookingConfirmations: true,
  tourRoutingAlerts: true,
  marketingEmails: false,
  sms: false,
};

const toggle = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

/** PUT /api/auth/me/preferences: any subset of the toggles; the others keep their value. */
export const UpdatePreferencesBody = z
  .strictObject({
    bookingConfirmations: toggle('Booking confirmations'),
    tourRoutingAlerts: toggle('Tour routing alerts'),
    marketingEmails: toggle('Marketing emails'),
    sms: toggle('SMS notifications'),
  })
  .meta({ id: 'UpdatePreferencesBody' });
export type UpdatePreferencesBody = z.input<typeof UpdatePreferencesBody>;

/** PUT /api/auth/me/password: the new password follows the sign-up rule. */
export const ChangePasswordBody = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200, CURRENT_PASSWORD_INCORRECT),
    newPassword: SignUpBody.shape.password,
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** `token` replaces this session's token: every token issued before the change is refused. */
export const ChangePasswordResponse = z
  .object({ changed: z.literal(true), message: z.string(), token: z.string() })
  .meta({ id: 'ChangePasswordResponse' });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** POST /api/auth/signout and /api/auth/signout-everywhere. */
export const SignOutResponse = z
  .object({ signedOut: z.literal(true), everywhere: z.boolean(), message: z.string() })
  .meta({ id: 'SignOutResponse' });
export type SignOutResponse = z.infer<typeof SignOutResponse>;
