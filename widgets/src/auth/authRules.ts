import type { SignInBody, SignUpBody } from 'tenant-api/contract';

/** SPEC 5's sign-in and sign-up rules and messages, without pulling zod into the widget bundle. */
export type AuthFields = Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AuthForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function signInErrors(form: AuthForm): AuthFields {
  const errors: AuthFields = {};
  if (!EMAIL.test(form.email.trim())) errors.email = 'Please enter a valid email address';
  if (form.password.length < 1) errors.password = 'Password is required';
  return errors;
}

export function resetRequestErrors(form: AuthForm): AuthFields {
  return EMAIL.test(form.email.trim()) ? {} : { email: 'Please enter a valid email address' };
}

export function signUpErrors(form: AuthForm): AuthFields {
  const errors: AuthFields = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  if (!EMAIL.test(form.email.trim())) errors.email = 'Please enter a valid email address';
  if (form.password.length < 8) errors.password = 'Password must be at least 8 characters';
  return errors;
}

export const signInBody = (form: AuthForm): SignInBody => ({
  email: form.email.trim(),
  password: form.password,
});

/** Widget sign-ups are buyers on the tenant's free tier; they upgrade on the agency's marketplace. */
export const signUpBody = (form: AuthForm): SignUpBody => ({
  email: form.email.trim(),
  password: form.password,
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  role: 'BUYER',
});
