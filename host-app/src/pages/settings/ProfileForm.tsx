import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { UpdateMeBody, type User } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Button, TextField, useToast } from 'widgets/ui';
import { focusFirstError, validate } from '../../forms/fieldErrors';
import { useFormFields } from '../../forms/useFormFields';
import { ME_QUERY_KEY } from '../../session/sessionCache';
import { accountApi } from './accountApi';
import { FieldRow, SettingsForm } from './SettingsSection';

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
});

/** SPEC 2.17 profile form, saved by PUT /api/auth/me; the session's user is replaced by the answer. */
export function ProfileForm({ user }: { user: User }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, setErrors, field } = useFormFields<Field>(() => valuesOf(user));

  const save = useMutation({
    mutationFn: accountApi.updateMe,
    onSuccess: (updated) => {
      queryClient.setQueryData<User | null>(ME_QUERY_KEY, updated);
      setValues(valuesOf(updated));
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.', variant: 'success' });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        setErrors(error.fields);
        focusFirstError(formRef.current, error.fields, FIELDS);
      } else if (isApiError(error) && error.code === 'email_taken') {
        setErrors({ email: error.serverMessage });
        focusFirstError(formRef.current, { email: 'taken' }, FIELDS);
      }
      toast({
        title: 'Profile Not Saved',
        description: errorMessage(error, 'We could not save your profile. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: UpdateMeBody = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone.trim() === '' ? null : values.phone,
    };
    const found = validate(UpdateMeBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    save.mutate(body);
  };

  return (
    <SettingsForm ref={formRef} onSubmit={submit} noValidate aria-label="Profile information">
      <FieldRow>
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Phone (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="For example +1 555 010 2030"
          {...field('phone')}
        />
      </FieldRow>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </SettingsForm>
  );
}
