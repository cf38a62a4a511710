import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AuthResponse } from 'tenant-api/contract';
import { errorMessage, type ApiClient } from '../api';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PasswordField, TextField } from '../ui/Field';
import {
  resetRequestErrors,
  signInBody,
  signInErrors,
  signUpBody,
  signUpErrors,
  type AuthFields,
  type AuthForm,
} from './authRules';

type Mode = 'signin' | 'signup' | 'forgot';

export interface SignInPanelProps {
  api: ApiClient;
  /** The agency's name, shown in the heading. */
  tenantName: string;
  /** What the buyer was about to do, e.g. 'make an offer'. */
  purpose: string;
  onSignedIn(auth: AuthResponse): void;
}

const EMPTY: AuthForm = { email: '', password: '', firstName: '', lastName: '' };

/** Sign in or create a buyer account without leaving the embedding page. */
export function SignInPanel({ api, tenantName, purpose, onSignedIn }: SignInPanelProps) {
  const [mode, setMode] = useState<Mode>('signin');
  const [form, setForm] = useState<AuthForm>(EMPTY);
  const [errors, setErrors] = useState<AuthFields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resetSent, setResetSent] = useState<string | null>(null);
  const headingId = useId();
  const update = (field: keyof AuthForm) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found =
      mode === 'signin' ? signInErrors(form) : mode === 'signup' ? signUpErrors(form) : resetRequestErrors(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      if (mode === 'forgot') setResetSent((await api.requestPasswordReset(form.email.trim())).message);
      else onSignedIn(mode === 'signin' ? await api.signIn(signInBody(form)) : await api.signUp(signUpBody(form)));
    } catch (error) {
      const fallback =
        mode === 'signin'
          ? 'Sign in failed. Please check your credentials.'
          : mode === 'signup'
            ? 'Sign up failed. Please try again.'
            : 'Could not send the reset link. Please try again.';
      setFailure(errorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  }

  const switchTo = (next: Mode) => {
    setMode(next);
    setErrors({});
    setFailure(null);
    setResetSent(null);
  };
  const heading = {
    signin: `Sign in to ${purpose}`,
    signup: `Create an account to ${purpose}`,
    forgot: 'Reset your password',
  }[mode];

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <Lead>Your {tenantName} buyer account. You stay on this page.</Lead>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {failure && <Alert>{failure}</Alert>}
        {resetSent && (
          <p role="status">
            {resetSent} The link opens {tenantName}&rsquo;s site; then sign in here with the new password.
          </p>
        )}
        {mode === 'signup' && (
          <Row>
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              value={form.firstName}
              onChange={update('firstName')}
              error={errors.firstName}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              value={form.lastName}
              onChange={update('lastName')}
              error={errors.lastName}
            />
          </Row>
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={update('email')}
          error={errors.email}
        />
        {mode !== 'forgot' && (
          <PasswordField
            label="Password"
            name="password"
            autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            placeholder={mode === 'signup' ? '8+ characters' : undefined}
            value={form.password}
            onChange={update('password')}
            error={errors.password}
          />
        )}
        {mode === 'signin' && (
          // The link is mailed to the tenant's own site's reset page; asking for it happens here.
          <Forgot type="button" onClick={() => switchTo('forgot')}>
            Forgot password?
          </Forgot>
        )}
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {
            {
              signin: pending ? 'Signing In...' : 'Sign In',
              signup: pending ? 'Creating Account...' : 'Create Account',
              forgot: pending ? 'Sending...' : 'Send Reset Link',
            }[mode]
          }
        </Button>
      </Form>
      <Switch>
        {mode === 'signin' ? 'New here?' : mode === 'signup' ? 'Already have an account?' : 'Remembered it?'}{' '}
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={() => switchTo(mode === 'signin' ? 'signup' : 'signin')}
        >
          {mode === 'signin' ? 'Create Account' : 'Sign In'}
        </Button>
      </Switch>
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 440px;
  margin: 0 auto;
  padding: 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
`;

const Heading = styled.h2`
  margin: 0 0 4px;
  font-family: var(--hl-font-heading);
  font-size: 1.375rem;
`;

const Lead = styled.p`
  margin: 0 0 16px;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
`;

const Switch = styled.p`
  margin: 16px 0 0;
  font-size: 0.9375rem;
`;

const Forgot = styled.button`
  align-self: flex-end;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  margin-top: -6px;
  font-size: 0.875rem;
  font-weight: 600;
  color: var(--hl-color-text);
  text-decoration: underline;
`;
