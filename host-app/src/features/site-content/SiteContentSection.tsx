import { useState } from 'react';
import styled from 'styled-components';
import { MAX_FOOTER_LINKS, SiteContent, type SiteLink } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Button, mediaUp, TextArea, TextField, useToast } from 'widgets/ui';
import { Muted, QueryState, SectionHeading } from '../../ui/AdminParts';
import { useAdminSiteContent, useSaveSiteContent } from './api';
import { LogoSection } from './LogoSection';

type Errors = Record<string, string>;

export function SiteContentSection() {
  const query = useAdminSiteContent();
  return (
    <>
      <SectionHeading title="Site content">
        Your logo and favicon, and the words on your home page and in the footer. Visitors see the change on their next
        page.
      </SectionHeading>
      <LogoSection />
      {query.data ? (
        <SiteContentEditor key={JSON.stringify(query.data)} saved={query.data} />
      ) : (
        <QueryState
          isPending={query.isPending}
          error={query.error}
          label="site content"
          onRetry={() => query.refetch()}
        />
      )}
    </>
  );
}

/** Field paths (`footerLinks.0.url`) to messages, the first message of each. */
function errorsOf(form: SiteContent): Errors {
  const result = SiteContent.safeParse(form);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

function SiteContentEditor({ saved }: { saved: SiteContent }) {
  const toast = useToast();
  const save = useSaveSiteContent();
  const [form, setForm] = useState<SiteContent>(saved);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const clientErrors = errorsOf(form);
  const errors = submitted ? { ...clientErrors, ...serverErrors } : serverErrors;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  const update = (patch: Partial<SiteContent>) => {
    setServerErrors({});
    setForm((current) => ({ ...current, ...patch }));
  };
  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) return;
    try {
      await save.mutateAsync(form);
      toast({ variant: 'success', title: 'Site content saved', description: 'Your home page and footer show it now.' });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fields) setServerErrors(error.fields);
      else toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error, 'Please try again.') });
    }
  };
  const field = (name: 'heroEyebrow' | 'heroHeadline' | 'heroHighlight', label: string, hint?: string) => (
    <TextField
      label={label}
      name={name}
      value={form[name]}
      hint={hint}
      error={errors[name]}
      onChange={(event) => update({ [name]: event.target.value })}
    />
  );

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>Home page</legend>
        <Grid>
          {field('heroEyebrow', 'Eyebrow', 'The short line above the headline.')}
          {field('heroHeadline', 'Headline')}
          {field('heroHighlight', 'Highlight', 'Follows the headline in your accent colour; may be empty.')}
        </Grid>
        <TextArea
          label="Hero text"
          name="heroText"
          rows={3}
          value={form.heroText}
          error={errors.heroText}
          onChange={(event) => update({ heroText: event.target.value })}
        />
      </fieldset>
      <fieldset>
        <legend>Footer</legend>
        <TextArea
          label="Footer text"
          name="footerText"
          rows={2}
          value={form.footerText}
          error={errors.footerText}
          onChange={(event) => update({ footerText: event.target.value })}
        />
        <FooterLinksFields
          links={form.footerLinks}
          errors={errors}
          onChange={(footerLinks) => update({ footerLinks })}
        />
      </fieldset>
      <Actions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save site content'}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setForm(saved);
            setServerErrors({});
            setSubmitted(false);
          }}
        >
          Undo changes
        </Button>
      </Actions>
    </Form>
  );
}

function FooterLinksFields({
  links,
  errors,
  onChange,
}: {
  links: SiteLink[];
  errors: Errors;
  onChange(links: SiteLink[]): void;
}) {
  const change = (index: number, patch: Partial<SiteLink>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  return (
    <LinkList aria-label="Footer links">
      <Muted>
        Up to {MAX_FOOTER_LINKS} links of your own under your name: a page of this site (/browse?state=IL) or an
        https:// address.
      </Muted>
      {links.map((link, index) => (
        <LinkRow key={index}>
          <TextField
            label={`Link ${index + 1} text`}
            name={`footerLinks.${index}.label`}
            value={link.label}
            error={errors[`footerLinks.${index}.label`]}
            onChange={(event) => change(index, { label: event.target.value })}
          />
          <TextField
            label={`Link ${index + 1} address`}
            name={`footerLinks.${index}.url`}
            value={link.url}
            placeholder="https://…"
            error={errors[`footerLinks.${index}.url`]}
            onChange={(event) => change(index, { url: event.target.value })}
          />
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            aria-label={`Remove link ${index + 1}`}
            onClick={() => onChange(links.filter((_, at) => at !== index))}
          >
            Remove
          </Button>
        </LinkRow>
      ))}
      {links.length < MAX_FOOTER_LINKS && (
        <div>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => onChange([...links, { label: '', url: '' }])}
          >
            Add a link
          </Button>
        </div>
      )}
    </LinkList>
  );
}

const Form = styled.form`
  display: grid;
  gap: 24px;
  max-width: 860px;

  fieldset {
    display: grid;
    gap: 16px;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const LinkList = styled.div`
  display: grid;
  gap: 12px;
`;

const LinkRow = styled.div`
  display: grid;
  gap: 8px;
  align-items: end;
  padding-bottom: 12px;
  border-bottom: 1px solid var(--hl-color-border);

  ${mediaUp('md')} {
    grid-template-columns: 1fr 2fr auto;
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
