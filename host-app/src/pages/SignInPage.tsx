import { useRef, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { SignInBody } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { focusFirstError, validate } from '../forms/fieldErrors';
import { useFormFields } from '../forms/useFormFields';
import { useSignIn } from '../session/authMutations';
import { afterSignIn, withReturnTo } from '../session/returnTo';
import { Alert } from 'widgets/ui';
import { Button } from 'widgets/ui';
import { PasswordField, TextField } from 'widgets/ui';
import { usePageTitle } from '../usePageTitle';
import { AuthCard, Form } from './auth/AuthCard';
import { DemoCredentials } from './auth/DemoCredentials';
import type { SignInNotice } from './auth/passwordResetApi';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export default function SignInPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useSignIn();
  // E.g. "Your password has been reset…" after /reset-password.
  const notice = (useLocation().state as SignInNotice | null)?.notice;
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, setErrors, field } = useFormFields<Field>({ email: '', password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(SignInBody, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    // Back to the page that asked for sign-in (same site only), else home.
    signIn.mutate(values, { onSuccess: () => navigate(afterSignIn(search), { replace: true }) });
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to book talent, manage offers and track payments."
      footer={
        <>
          <span>
            New here? <Link to={withReturnTo('/signup', search)}>Create Account</Link>
          </span>
          <Link to="/">Back to Homepage</Link>
        </>
      }
    >
      <Form ref={formRef} onSubmit={submit} noValidate aria-label="Sign in">
        {notice && !signIn.isError && <Alert tone="success">{notice}</Alert>}
        {signIn.isError && (
          <Alert>{errorMessage(signIn.error, 'Sign in failed. Please check your credentials.')}</Alert>
        )}
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
        <ForgotLink to="/forgot-password">Forgot password?</ForgotLink>
        <Button type="submit" $size="lg" $block disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
      <DemoCredentials
        onUse={(email, password) => {
          setValues({ email, password });
          setErrors({});
        }}
      />
    </AuthCard>
  );
}

const ForgotLink = styled(Link)`
  align-self: flex-end;
  margin-top: -8px;
  font-size: 0.9375rem;
  font-weight: 650;
`;
