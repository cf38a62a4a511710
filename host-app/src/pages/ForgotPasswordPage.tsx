import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_RESET_REQUESTED, PasswordResetRequestBody } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Alert, Button, TextField } from 'widgets/ui';
import { focusFirstError, validate } from '../forms/fieldErrors';
import { useFormFields } from '../forms/useFormFields';
import { usePageTitle } from '../usePageTitle';
import { AuthCard, Form } from './auth/AuthCard';
import { passwordResetApi } from './auth/passwordResetApi';

const FIELDS = ['email'] as const;
type Field = (typeof FIELDS)[number];

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the address has
 * an account (the API does not say), so the page says the same too; only a refusal (too many
 * requests, a bad address) is shown as such.
 */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setErrors, field } = useFormFields<Field>({ email: '' });
  const request = useMutation({
    mutationFn: passwordResetApi.request,
    onError: (error) => {
      if (isApiError(error) && error.fields) setErrors(error.fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(PasswordResetRequestBody, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    request.mutate(values);
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          <span>
            Remembered it? <Link to="/signin">Sign In</Link>
          </span>
          <Link to="/">Back to Homepage</Link>
        </>
      }
    >
      {request.isSuccess ? (
        <Alert tone="success" title="Check your e-mail">
          <p>{PASSWORD_RESET_REQUESTED}</p>
          <p>The link works once and for a limited time. Nothing arrived? Check your spam folder, or send another.</p>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => request.reset()}>
            Send another link
          </Button>
        </Alert>
      ) : (
        <Form ref={formRef} onSubmit={submit} noValidate aria-label="Request a password reset link">
          {request.isError && !(isApiError(request.error) && request.error.status === 400) && (
            <Alert>{errorMessage(request.error, 'The link could not be sent. Please try again.')}</Alert>
          )}
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
          <Button type="submit" $size="lg" $block disabled={request.isPending}>
            {request.isPending ? 'Sending Link...' : 'Send Reset Link'}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
