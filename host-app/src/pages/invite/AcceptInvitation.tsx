import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { AcceptInvitationBody } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Alert, Button, PasswordField, Spinner, TextField } from 'widgets/ui';
import { focusFirstError, validate, type FieldErrors } from '../../forms/fieldErrors';
import { useFormFields } from '../../forms/useFormFields';
import { useSession } from '../../session/SessionProvider';
import { AuthCard, Form } from '../auth/AuthCard';
import { invitationKey, inviteApi, type Invitation } from './inviteApi';

const FIELDS = ['firstName', 'lastName', 'password'] as const;
type Field = (typeof FIELDS)[number];

const footer = (
  <>
    <span>
      Already have an account? <Link to="/signin">Sign In</Link>
    </span>
    <Link to="/">Back to Homepage</Link>
  </>
);

/** /invite/:token: who is invited, then the account form; success signs in and opens /admin. */
export function AcceptInvitation({ token }: { token: string }) {
  const invitation = useQuery({
    queryKey: invitationKey(token),
    queryFn: () => inviteApi.get(token),
    retry: false,
  });

  if (invitation.isPending) {
    return (
      <AuthCard title="Accept your invitation" subtitle="Checking your invitation…" footer={footer}>
        <Spinner label="Loading the invitation" />
      </AuthCard>
    );
  }
  if (invitation.isError) return <InvitationProblem error={invitation.error} onRetry={() => invitation.refetch()} />;
  return <AccountForm token={token} invitation={invitation.data} />;
}

function InvitationProblem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404) {
    return (
      <AuthCard title="Invitation not found" subtitle="This link does not match an invitation." footer={footer}>
        <Alert title="This invitation link is not valid">
          Check that you opened the whole link from your e-mail, on the marketplace it was sent for. If it still does
          not work, ask the platform operator for a new invitation.
        </Alert>
      </AuthCard>
    );
  }
  if (status === 410) {
    const used = isApiError(error) && error.code === 'invitation_used';
    return (
      <AuthCard
        title={used ? 'Invitation already used' : 'Invitation expired'}
        subtitle={used ? 'The account for this invitation exists.' : 'Invitations are valid for 7 days.'}
        footer={footer}
      >
        <Alert title={used ? 'This invitation has already been used' : 'This invitation has expired'}>
          {used
            ? 'Sign in with the e-mail and password chosen when it was accepted.'
            : 'Ask the platform operator to send you a new invitation.'}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Accept your invitation" subtitle="Something went wrong." footer={footer}>
      <Alert title="The invitation could not be loaded">
        <p>{errorMessage(error, 'Please try again.')}</p>
        <Button $variant="secondary" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </AuthCard>
  );
}

function AccountForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const navigate = useNavigate();
  const { completeSignIn } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setErrors, field } = useFormFields<Field>({ firstName: '', lastName: '', password: '' });
  const accept = useMutation({
    mutationFn: () => inviteApi.accept(token, values),
    onSuccess: async (auth) => {
      await completeSignIn(auth);
      navigate('/admin');
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) setErrors(error.fields as FieldErrors<Field>);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(AcceptInvitationBody, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    accept.mutate();
  };

  return (
    <AuthCard
      title={`Join ${invitation.tenant.name}`}
      subtitle={`You are invited as the ${invitation.role === 'ADMIN' ? 'admin' : invitation.role.toLowerCase()} of ${invitation.tenant.name}. Choose your name and a password.`}
      footer={footer}
    >
      <Form ref={formRef} onSubmit={submit} noValidate aria-label="Accept invitation">
        {accept.isError && !(isApiError(accept.error) && accept.error.status === 400) && (
          <Alert>{errorMessage(accept.error, 'Your account could not be created. Please try again.')}</Alert>
        )}
        <TextField label="Email" name="email" type="email" value={invitation.email} readOnly />
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...field('password')}
        />
        <Button type="submit" $size="lg" $block disabled={accept.isPending}>
          {accept.isPending ? 'Creating your account…' : 'Create account and continue'}
        </Button>
        <Expiry>
          This invitation is valid until{' '}
          {new Date(invitation.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}.
        </Expiry>
      </Form>
    </AuthCard>
  );
}

const Expiry = styled.p`
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
