import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ChangePasswordBody } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Button, PasswordField, useToast } from 'widgets/ui';
import { focusFirstError, validate, type FieldErrors } from '../../forms/fieldErrors';
import { useSession } from '../../session/SessionProvider';
import { accountApi } from './accountApi';
import { SettingsForm } from './SettingsSection';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORD_MISMATCH = 'Passwords do not match';

/** Change password through PUT /api/auth/me/password; the confirmation is checked here only. */
export function PasswordForm() {
  const toast = useToast();
  const session = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: (answer) => {
      session.replaceToken(answer.token);
      setValues(EMPTY);
      toast({
        title: 'Password Changed',
        description: 'Other devices are signed out. Use your new password the next time you sign in.',
        variant: 'success',
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        setErrors(error.fields);
        focusFirstError(formRef.current, error.fields, FIELDS);
      }
      toast({
        title: 'Password Not Changed',
        description: errorMessage(error, 'We could not change your password. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ChangePasswordBody = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const found: FieldErrors<Field> = validate(ChangePasswordBody, body);
    if (!found.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = PASSWORD_MISMATCH;
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    change.mutate(body);
  };

  return (
    <SettingsForm ref={formRef} onSubmit={submit} noValidate aria-label="Change password">
      <PasswordField label="Current password" autoComplete="current-password" {...field('currentPassword')} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...field('newPassword')}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing Password...' : 'Change Password'}
      </Button>
    </SettingsForm>
  );
}
