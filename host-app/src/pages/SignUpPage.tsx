import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { SignUpBody } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { focusFirstError, validate } from '../forms/fieldErrors';
import { useFormFields } from '../forms/useFormFields';
import { useSignUp } from '../session/authMutations';
import { afterSignIn, withReturnTo } from '../session/returnTo';
import type { SignupTier } from '../tenant/useTiers';
import { mediaUp } from 'widgets/ui';
import { Alert } from 'widgets/ui';
import { Button } from 'widgets/ui';
import { PasswordField, TextField } from 'widgets/ui';
import { usePageTitle } from '../usePageTitle';
import { AuthCard, Form } from './auth/AuthCard';
import { ChoiceCards, type Choice } from './auth/ChoiceCards';
import { PlanPicker } from './auth/PlanPicker';

type SignUpRole = 'BUYER' | 'PERFORMER';
const FIELDS = ['role', 'firstName', 'lastName', 'email', 'password', 'subscriptionTier'] as const;
type Field = (typeof FIELDS)[number];
type TextFieldName = 'firstName' | 'lastName' | 'email' | 'password';

const ROLE_CHOICES: readonly Choice<SignUpRole>[] = [
  {
    value: 'BUYER',
    title: 'I’m booking talent',
    detail: 'Event planners and venues hiring comedians and variety acts.',
  },
  { value: 'PERFORMER', title: 'I’m a performer', detail: 'Comedians and variety acts. Never pay-to-play.' },
];

export default function SignUpPage() {
  usePageTitle('Create Account');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signUp = useSignUp();
  const formRef = useRef<HTMLFormElement>(null);
  const [role, setRole] = useState<SignUpRole>('BUYER');
  const [tier, setTier] = useState<SignupTier>('GUEST');
  const { values, setErrors, field } = useFormFields<TextFieldName, Field>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: SignUpBody = { ...values, role, ...(role === 'BUYER' ? { subscriptionTier: tier } : {}) };
    const found = validate(SignUpBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    signUp.mutate(body, {
      // A paid plan is bought right after the account exists, as on the pricing page.
      onSuccess: (auth) =>
        auth.subscription?.paymentUrl
          ? window.location.assign(auth.subscription.paymentUrl)
          : navigate(afterSignIn(search), { replace: true }),
      // The server's own field messages (e.g. a rule the client does not know) go under their fields too.
      onError: (error) => isApiError(error) && error.fields && setErrors(error.fields),
    });
  };

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="Join the marketplace for vetted comedians and variety acts."
      footer={
        <>
          <span>
            Already have an account? <Link to={withReturnTo('/signin', search)}>Sign in</Link>
          </span>
          <Link to="/">Back to Homepage</Link>
        </>
      }
    >
      <Form ref={formRef} onSubmit={submit} noValidate aria-label="Create account">
        {signUp.isError && <Alert>{errorMessage(signUp.error, 'Sign up failed. Please try again.')}</Alert>}
        <ChoiceCards<SignUpRole>
          legend="I am joining as"
          name="role"
          choices={ROLE_CHOICES}
          value={role}
          onChange={setRole}
        />
        <NameRow>
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </NameRow>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <PasswordField
          label="Password"
          placeholder="8+ characters"
          autoComplete="new-password"
          {...field('password')}
        />
        {role === 'BUYER' && <PlanPicker value={tier} onChange={setTier} />}
        <Button type="submit" $size="lg" $block disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Form>
    </AuthCard>
  );
}

const NameRow = styled.div`
  display: grid;
  gap: 18px;

  ${mediaUp('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;
