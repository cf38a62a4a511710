import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ContactBody, type ContactResponse, type ContactType } from 'tenant-api/contract';
import { isApiError } from 'widgets/api';
import { Button, Select, TextArea, TextField, mediaUp, useToast } from 'widgets/ui';
import { api } from '../../api';
import { focusFirstError, validate, type FieldErrors } from '../../forms/fieldErrors';

const FIELDS = ['name', 'email', 'company', 'website', 'type', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const INQUIRY_TYPES: { value: ContactType; label: string }[] = [
  { value: 'general', label: 'General question' },
  { value: 'booking', label: 'Booking help' },
  { value: 'performer', label: 'Performer support' },
  { value: 'technical', label: 'Technical issue' },
  { value: 'billing', label: 'Billing and plans' },
];

interface Props {
  /** 'white-label' is the agencies' enquiry: company and website instead of an inquiry type. */
  kind: 'contact' | 'white-label';
  initialType?: ContactType;
  initialSubject?: string;
}

/** The contact form (SPEC 2.14, 5), stored by POST /api/contact. */
export function ContactForm({ kind, initialType = 'general', initialSubject = '' }: Props) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const agency = kind === 'white-label';
  const blank: Values = {
    name: '',
    email: '',
    company: '',
    website: '',
    type: agency ? 'white-label' : initialType,
    subject: initialSubject,
    message: '',
  };
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const send = useMutation({
    mutationFn: (body: ContactBody) => api.request<ContactResponse>('POST', '/api/contact', { body }),
    onSuccess: () => {
      toast({ title: 'Message Sent', description: "We'll get back to you within 24 hours.", variant: 'success' });
      setValues(blank);
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast({
        title: 'Error',
        description:
          isApiError(error) && error.status === 429 && error.serverMessage
            ? error.serverMessage
            : 'Failed to send message. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ContactBody = {
      name: values.name,
      email: values.email,
      type: values.type as ContactType,
      subject: values.subject,
      message: values.message,
      ...(agency ? { company: values.company, website: values.website } : {}),
    };
    const found = validate(ContactBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    send.mutate(body);
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-label={agency ? 'White-label enquiry' : 'Contact us'}>
      <Row>
        <TextField label="Name" autoComplete="name" {...text('name')} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...text('email')} />
      </Row>
      {agency ? (
        <Row>
          <TextField label="Company" autoComplete="organization" {...text('company')} />
          <TextField label="Website (optional)" type="url" inputMode="url" autoComplete="url" {...text('website')} />
        </Row>
      ) : (
        <Select label="Inquiry type" options={INQUIRY_TYPES} {...text('type')} />
      )}
      <TextField label="Subject" {...text('subject')} />
      <TextArea
        label="Message"
        rows={6}
        hint={agency ? 'Tell us about your roster, your markets and when you would like to launch.' : undefined}
        {...text('message')}
      />
      <Button type="submit" $size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : agency ? 'Send Enquiry' : 'Send Message'}
      </Button>
      {send.isSuccess && (
        <Sent role="status">
          Thanks — your message is with our team. We’ll reply to {send.variables.email} within 24 hours.
        </Sent>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 18px;

  > button {
    justify-self: start;
  }
`;

const Row = styled.div`
  display: grid;
  gap: 18px;

  ${mediaUp('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Sent = styled.p`
  padding: 12px 16px;
  border-left: 4px solid var(--hl-color-success);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
`;
