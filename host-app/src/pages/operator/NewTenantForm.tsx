import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CreateTenantBody, type CreateTenantResponse } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Alert, Button, TextArea, TextField, useToast } from 'widgets/ui';
import { focusFirstError, validate, type FieldErrors } from '../../forms/fieldErrors';
import { useFormFields } from '../../forms/useFormFields';
import { OPERATOR_TENANTS_KEY, operatorApi, parseDomains } from './operatorApi';

const FIELDS = ['slug', 'name', 'domains', 'adminEmail'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { slug: '', name: '', domains: '', adminEmail: '' };

/** The API names a bad domain `domains.N`; the form has one domains box. */
function formFieldsOf(fields: Record<string, string> | undefined): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.split('.')[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= message;
  }
  return errors;
}

/** "New tenant": slug, name, domains and the first admin's e-mail; then the invitation link. */
export function NewTenantForm({ onDone }: { onDone(): void }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, field } = useFormFields<Field>(EMPTY);
  const [created, setCreated] = useState<CreateTenantResponse | null>(null);
  const create = useMutation({
    mutationFn: operatorApi.createTenant,
    onSuccess: (answer) => {
      setCreated(answer);
      void queryClient.invalidateQueries({ queryKey: OPERATOR_TENANTS_KEY });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const found = formFieldsOf(error.fields);
      setErrors(found);
      focusFirstError(formRef.current, found, FIELDS);
    },
  });

  if (created) return <InvitationLink created={created} onDone={onDone} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, domains: parseDomains(values.domains) };
    const found = formFieldsOf(validate(CreateTenantBody, body) as Record<string, string>);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    create.mutate(body);
  };
  const apiFailedWithoutField = create.isError && !Object.values(errors).some(Boolean);

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-label="New tenant">
      {apiFailedWithoutField && <Alert>{errorMessage(create.error, 'The tenant could not be created.')}</Alert>}
      <Grid>
        <TextField
          label="Slug"
          hint="Lowercase letters, digits and hyphens; the site is <slug>.localhost locally."
          autoComplete="off"
          {...field('slug')}
        />
        <TextField label="Name" autoComplete="organization" {...field('name')} />
      </Grid>
      <TextArea label="Domains (optional)" hint="One per line, e.g. book.agency.com" rows={2} {...field('domains')} />
      <TextField
        label="First admin’s e-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        hint="They get an invitation link, valid for 7 days."
        {...field('adminEmail')}
      />
      <Actions>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create tenant'}
        </Button>
        <Button type="button" $variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

function InvitationLink({ created, onDone }: { created: CreateTenantResponse; onDone(): void }) {
  const toast = useToast();
  const id = useId();
  const expires = new Date(created.inviteExpiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.inviteUrl);
      toast({ variant: 'success', title: 'Invitation link copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Copying failed', description: 'Select the link and copy it by hand.' });
    }
  };
  return (
    <Created>
      <Alert tone="success" title={`${created.tenant.name} is ready`}>
        Send this link to the first admin. It works once, until {expires}.
      </Alert>
      <label htmlFor={id}>Invitation link</label>
      <LinkRow>
        <LinkBox id={id} readOnly value={created.inviteUrl} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </LinkRow>
      <Actions>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </Actions>
    </Created>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Created = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;

  label {
    font-weight: 600;
  }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const LinkBox = styled.input`
  flex: 1 1 240px;
  min-width: 0;
  padding: 10px 14px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);
  color: var(--hl-color-text);
  font-family: var(--hl-font-mono, monospace);
  font-size: 0.875rem;
`;
