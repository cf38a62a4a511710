import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordResetConfirmBody, RESET_TOKEN_ERRORS, RESET_TOKEN_PATTERN } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Alert, Button, PasswordField } from 'widgets/ui';
import { focusFirstError, validate, type FieldErrors } from '../forms/fieldErrors';
import { useFormFields } from '../forms/useFormFields';
import { usePageTitle } from '../usePageTitle';
import { AuthCard, Form } from './auth/AuthCard';
import { PASSWORD_RESET_NOTICE, passwordResetApi, type SignInNotice } from './auth/passwordResetApi';

const FIELDS = ['newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
export const PASSWORD_MISMATCH = 'Passwords do not match';

type LinkProblem = 'invalid' | 'expired' | 'used';

const footer = (
  <>
    <span>
      Remembered it? <Link to="/signin">Sign In</Link>
    </span>
    <Link to="/">Back to Homepage</Link>
  </>
);

/**
 * /reset-password?token=…: the link from the reset e-mail. A new password (typed twice) replaces
 * the old one; every device is signed out and the user signs in again on /signin. A link that is
 * not valid, expired or already used says so, with a way to ask for a new one.
 */
export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [problem, setProblem] = useState<{ kind: LinkProblem; message: string } | null>(() =>
    RESET_TOKEN_PATTERN.test(token) ? null : { kind: 'invalid', message: 'This password reset link is incomplete.' },
  );
  if (problem) return <LinkProblemCard kind={problem.kind} message={problem.message} />;
  return <NewPasswordForm token={token} onLinkProblem={setProblem} />;
}

function NewPasswordForm({
  token,
  onLinkProblem,
}: {
  token: string;
  onLinkProblem(problem: { kind: LinkProblem; message: string }): void;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setErrors, field } = useFormFields<Field>({ newPassword: '', confirmPassword: '' });
  const confirm = useMutation({
    mutationFn: passwordResetApi.confirm,
    onSuccess: () => {
      const state: SignInNotice = { notice: PASSWORD_RESET_NOTICE };
      navigate('/signin', { replace: true, state });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const kind = linkProblemOf(error.code, error.fields);
      if (kind) return onLinkProblem({ kind, message: error.serverMessage ?? 'This link cannot be used.' });
      if (error.fields) {
        setErrors(error.fields as FieldErrors<Field>);
        focusFirstError(formRef.current, error.fields, FIELDS);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PasswordResetConfirmBody = { token, newPassword: values.newPassword };
    const found: FieldErrors<Field> = validate(PasswordResetConfirmBody, body);
    if (!found.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = PASSWORD_MISMATCH;
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    confirm.mutate(body);
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
      footer={footer}
    >
      <Form ref={formRef} onSubmit={submit} noValidate aria-label="Reset password">
        {confirm.isError && !(isApiError(confirm.error) && confirm.error.fields) && (
          <Alert>{errorMessage(confirm.error, 'Your password could not be reset. Please try again.')}</Alert>
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...field('newPassword')}
        />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" $size="lg" $block disabled={confirm.isPending}>
          {confirm.isPending ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </Form>
    </AuthCard>
  );
}

function linkProblemOf(code: string | undefined, fields: Record<string, string> | undefined): LinkProblem | null {
  if (code === RESET_TOKEN_ERRORS.expired) return 'expired';
  if (code === RESET_TOKEN_ERRORS.used) return 'used';
  if (code === RESET_TOKEN_ERRORS.invalid || fields?.token) return 'invalid';
  return null;
}

const TITLES: Record<LinkProblem, string> = {
  invalid: 'This link is not valid',
  expired: 'This link has expired',
  used: 'This link has already been used',
};

function LinkProblemCard({ kind, message }: { kind: LinkProblem; message: string }) {
  return (
    <AuthCard title="Reset your password" subtitle="This reset link cannot be used." footer={footer}>
      <Alert title={TITLES[kind]}>
        <p>{message}</p>
        <p>
          <Link to="/forgot-password">Request a new link</Link>
        </p>
      </Alert>
    </AuthCard>
  );
}
