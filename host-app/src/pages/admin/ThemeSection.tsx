import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import {
  applyOverrides,
  cssVariablesFor,
  toStyledTheme,
  validateOverrides,
  type FontName,
  type ThemeTokens,
} from 'theme-packs';
import type { AdminThemeResponse } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { PerformerPhoto } from 'widgets/browse';
import { Alert, Badge, Button, mediaUp, Select, TextField, useToast } from 'widgets/ui';
import { TENANT_QUERY_KEY } from '../../tenant/useTenant';
import { ADMIN_AUDIT_KEY, ADMIN_THEME_KEY, adminApi } from './adminApi';
import { Muted, QueryState, SectionHeading } from '../../ui/AdminParts';
import {
  EDITABLE_COLORS,
  FONT_NAMES,
  isFormField,
  overridesFrom,
  previewableOverrides,
  themeErrorsFrom,
  themeFormFrom,
  type EditableColor,
  type ThemeForm,
} from './themeForm';

export function ThemeSection() {
  const query = useQuery({ queryKey: ADMIN_THEME_KEY, queryFn: ({ signal }) => adminApi.theme({ signal }) });
  return (
    <>
      <SectionHeading title="Theme">
        The look of this marketplace and of its embedded widgets. Colours are checked for WCAG AA contrast.
      </SectionHeading>
      {query.data ? (
        <ThemeEditor key={`${query.data.pack}:${JSON.stringify(query.data.overrides)}`} saved={query.data} />
      ) : (
        <QueryState isPending={query.isPending} error={query.error} label="theme" onRetry={() => query.refetch()} />
      )}
    </>
  );
}

function ThemeEditor({ saved }: { saved: AdminThemeResponse }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const initial = useMemo(() => themeFormFrom(saved.pack, saved.overrides), [saved]);
  const [form, setForm] = useState<ThemeForm>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const pack = saved.availablePacks.find((candidate) => candidate.id === form.pack)?.theme ?? saved.theme;
  const overrides = overridesFrom(form, saved.overrides);
  const validation = validateOverrides(pack, overrides);
  const clientErrors = validation.ok ? {} : validation.errors;
  const errors = { ...clientErrors, ...serverErrors };
  const otherErrors = Object.entries(errors).filter(([key]) => !isFormField(key));
  const candidate = validation.ok ? validation.theme : applyOverrides(pack, previewableOverrides(overrides));
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);

  const save = useMutation({
    mutationFn: () => adminApi.saveTheme({ pack: form.pack, overrides }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ADMIN_THEME_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: TENANT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
      toast({ variant: 'success', title: 'Theme saved', description: 'The whole site uses it now.' });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && error.fields) setServerErrors(themeErrorsFrom(error.fields));
      else
        toast({
          variant: 'destructive',
          title: 'The theme was not saved',
          description: errorMessage(error, 'Please try again.'),
        });
    },
  });

  const update = (change: (current: ThemeForm) => ThemeForm) => {
    setServerErrors({});
    setForm(change);
  };
  const setColor = (key: EditableColor, value: string) =>
    update((current) => ({ ...current, colors: { ...current.colors, [key]: value } }));

  return (
    <Editor
      onSubmit={(event) => {
        event.preventDefault();
        if (validation.ok) save.mutate();
      }}
      noValidate
    >
      <Controls>
        <fieldset>
          <legend>Theme pack</legend>
          <PackGrid>
            {saved.availablePacks.map((option) => (
              <PackCard key={option.id} $selected={option.id === form.pack}>
                <input
                  type="radio"
                  name="pack"
                  value={option.id}
                  checked={option.id === form.pack}
                  onChange={() => update((current) => ({ ...current, pack: option.id }))}
                />
                <span>{option.name}</span>
                <Swatches aria-hidden="true">
                  {(['primary', 'accent', 'background', 'text'] as const).map((key) => (
                    <Swatch key={key} style={{ background: option.theme.colors[key] }} />
                  ))}
                </Swatches>
              </PackCard>
            ))}
          </PackGrid>
          {errors.pack && <FieldError role="alert">{errors.pack}</FieldError>}
        </fieldset>

        <fieldset>
          <legend>Colours</legend>
          <Muted>Leave a colour empty to use the pack&apos;s.</Muted>
          <ColorGrid>
            {EDITABLE_COLORS.map(({ key, label }) => (
              <ColorField
                key={key}
                name={key}
                label={label}
                value={form.colors[key]}
                packValue={pack.colors[key]}
                error={errors[`colors.${key}`]}
                onChange={(value) => setColor(key, value)}
              />
            ))}
          </ColorGrid>
        </fieldset>

        <fieldset>
          <legend>Fonts and logo</legend>
          <ColorGrid>
            {(['body', 'heading'] as const).map((slot) => (
              <Select
                key={slot}
                label={slot === 'body' ? 'Body font' : 'Heading font'}
                name={`font-${slot}`}
                value={form.fonts[slot]}
                error={errors[`fonts.${slot}`]}
                options={[
                  { value: '', label: `Pack default (${pack.fonts[slot]})` },
                  ...FONT_NAMES.map((name) => ({ value: name, label: name })),
                ]}
                onChange={(event) =>
                  update((current) => ({
                    ...current,
                    fonts: { ...current.fonts, [slot]: event.target.value as FontName | '' },
                  }))
                }
              />
            ))}
            <TextField
              label="Logo text"
              name="logo-text"
              value={form.logoText}
              placeholder={pack.logo.text}
              maxLength={40}
              error={errors['logo.text']}
              onChange={(event) => update((current) => ({ ...current, logoText: event.target.value }))}
            />
            <TextField
              label="Logo image URL"
              name="logo-image"
              value={form.logoImageUrl}
              placeholder="https://…"
              hint="An https URL or a path on this site; empty for text only."
              error={errors['logo.imageUrl']}
              onChange={(event) => update((current) => ({ ...current, logoImageUrl: event.target.value }))}
            />
          </ColorGrid>
        </fieldset>

        {otherErrors.length > 0 && (
          <Alert title="This theme cannot be saved yet">
            <ul>
              {otherErrors.map(([key, message]) => (
                <li key={key}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Actions>
          <Button type="submit" disabled={!validation.ok || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save theme'}
          </Button>
          <Button
            $variant="secondary"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setServerErrors({});
              setForm(initial);
            }}
          >
            Reset
          </Button>
          {!validation.ok && <Badge $tone="danger">Fix the flagged fields to save</Badge>}
        </Actions>
      </Controls>
      <ThemePreview theme={candidate} />
    </Editor>
  );
}

function ColorField(props: {
  name: string;
  label: string;
  value: string;
  packValue: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(props.value);
  return (
    <ColorRow>
      <TextField
        label={props.label}
        name={`color-${props.name}`}
        value={props.value}
        placeholder={props.packValue}
        maxLength={7}
        error={props.error}
        hint={props.value ? undefined : `Pack: ${props.packValue}`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <NativeColor
        type="color"
        aria-label={`${props.label} colour picker`}
        value={valid ? props.value.toLowerCase() : props.packValue.toLowerCase()}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </ColorRow>
  );
}

/** The widgets' UI kit rendered with the candidate theme (CSS variables + styled theme). */
export function ThemePreview({ theme }: { theme: ThemeTokens }) {
  const styledTheme = useMemo(() => toStyledTheme(theme), [theme]);
  const style = cssVariablesFor(theme) as CSSProperties;
  const logoImage = theme.logo.imageUrl && /^(https:\/\/|\/(?![/\\]))/.test(theme.logo.imageUrl);
  return (
    <PreviewColumn aria-labelledby="theme-preview-title">
      <h3 id="theme-preview-title">Live preview</h3>
      <ThemeProvider theme={styledTheme}>
        <PreviewFrame style={style} data-testid="theme-preview" inert>
          <PreviewHeader>
            {logoImage ? <img src={theme.logo.imageUrl!} alt="" /> : null}
            <strong>{theme.logo.text}</strong>
          </PreviewHeader>
          <SampleCard>
            <PerformerPhoto name="Sam Comic" url={null} />
            <div>
              <CardTitle>Sam Comic</CardTitle>
              <Muted>Austin, TX · ★ 4.8</Muted>
              <Badges>
                <Badge $tone="primary">Vetted</Badge>
                <Badge $tone="accent">Elite</Badge>
              </Badges>
              <Badges>
                <Button $size="sm">Make an offer</Button>
                <Button $size="sm" $variant="accent">
                  View profile
                </Button>
                <Button $size="sm" $variant="secondary">
                  Save
                </Button>
              </Badges>
            </div>
          </SampleCard>
          <p>
            Body text in the {theme.fonts.body} font, with <PreviewLink>a link</PreviewLink>.
          </p>
        </PreviewFrame>
      </ThemeProvider>
    </PreviewColumn>
  );
}

const Editor = styled.form`
  display: grid;
  gap: 24px;

  ${mediaUp('xl')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }

  fieldset {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }

  legend {
    margin-bottom: 8px;
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

const PackGrid = styled.div`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;

const PackCard = styled.label<{ $selected: boolean }>`
  position: relative;
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 2px solid ${({ $selected }) => ($selected ? 'var(--hl-color-primary)' : 'var(--hl-color-border)')};
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  font-weight: 650;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }

  &:focus-within {
    outline: 3px solid var(--hl-color-focus);
    outline-offset: 2px;
  }
`;

const Swatches = styled.span`
  display: flex;
  gap: 4px;
`;

const Swatch = styled.span`
  width: 24px;
  height: 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: 50%;
`;

const ColorGrid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const ColorRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: start;

  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const NativeColor = styled.input`
  flex: none;
  width: 44px;
  height: 44px;
  margin-top: 26px;
  padding: 2px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  cursor: pointer;
`;

const FieldError = styled.p`
  margin: 0;
  color: var(--hl-color-danger);
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const PreviewColumn = styled.section`
  display: grid;
  gap: 10px;

  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const PreviewFrame = styled.div`
  display: grid;
  gap: 14px;
  padding: 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-background);
  color: var(--hl-color-text);
  font-family: var(--hl-font-body);

  p {
    margin: 0;
  }
`;

const PreviewLink = styled.span`
  color: var(--hl-color-primary);
  text-decoration: underline;
`;

const PreviewHeader = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  font-family: var(--hl-font-heading);
  font-size: 1.25rem;

  img {
    max-height: 32px;
  }
`;

const SampleCard = styled.div`
  display: grid;
  gap: 12px;
  overflow: hidden;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  > div:last-child {
    display: grid;
    gap: 8px;
    padding: 0 14px 14px;
  }
`;

const CardTitle = styled.p`
  font-family: var(--hl-font-heading);
  font-size: 1.125rem;
  font-weight: 800;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
