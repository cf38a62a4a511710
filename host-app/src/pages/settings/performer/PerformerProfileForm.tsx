import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { GENRES, PerformerProfileBody, US_STATES, type Genre, type UsState } from 'tenant-api/contract';
import { Button, Checkbox, Select, TextArea, TextField } from 'widgets/ui';
import { focusFirstError, validate } from '../../../forms/fieldErrors';
import { FieldRow, SettingsForm } from '../SettingsSection';
import { performerApi, type OwnPerformer, type ProfileInput } from './performerApi';
import { useSavePerformer } from './useSavePerformer';

const FIELDS = ['stageName', 'shortBio', 'bio', 'genres', 'city', 'state', 'cleanContent'] as const;
const MAX_GENRES = 5;
const isGenre = (genre: string): genre is Genre => (GENRES as readonly string[]).includes(genre);
const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((code) => ({ value: code, label: code })),
];

/** Onboarding step 1 (SPEC 4): the public profile, saved by PUT /api/performers/me/profile. */
export function PerformerProfileForm({ performer }: { performer: OwnPerformer }) {
  const [values, setValues] = useState(() => ({
    stageName: performer.stageName,
    shortBio: performer.shortBio,
    bio: performer.bio,
    city: performer.city,
    state: performer.state,
  }));
  const [genres, setGenres] = useState<Genre[]>(() => performer.genres.filter(isGenre));
  const [cleanContent, setCleanContent] = useState(performer.cleanContent);
  const { mutation, errors, setErrors, formRef } = useSavePerformer({
    save: performerApi.saveProfile,
    fields: FIELDS,
    success: { title: 'Performer Profile Saved', description: 'Buyers will see your updated profile.' },
  });

  const text = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const toggleGenre = (genre: Genre, on: boolean) => {
    setGenres((current) => (on ? [...current, genre] : current.filter((item) => item !== genre)));
    setErrors((current) => ({ ...current, genres: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ProfileInput = {
      stageName: values.stageName,
      bio: values.bio,
      genres,
      city: values.city,
      state: values.state as UsState,
      cleanContent,
      ...(values.shortBio.trim() ? { shortBio: values.shortBio } : {}),
    };
    const found = validate(PerformerProfileBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found, FIELDS);
    mutation.mutate(body);
  };

  return (
    <SettingsForm ref={formRef} onSubmit={submit} noValidate aria-label="Performer profile">
      <TextField label="Stage name" {...text('stageName')} />
      <TextField
        label="Short bio (optional)"
        hint="One line for search results, up to 160 characters."
        {...text('shortBio')}
      />
      <TextArea label="About your act" rows={5} hint="At least 40 characters." {...text('bio')} />
      <Genres aria-describedby={errors.genres ? 'performer-genres-error' : undefined}>
        <legend>Genres (up to {MAX_GENRES})</legend>
        <div>
          {GENRES.map((genre) => (
            <Checkbox
              key={genre}
              name="genres"
              label={genre}
              checked={genres.includes(genre)}
              disabled={!genres.includes(genre) && genres.length >= MAX_GENRES}
              onChange={(event) => toggleGenre(genre, event.target.checked)}
            />
          ))}
        </div>
        {errors.genres && <ErrorText id="performer-genres-error">{errors.genres}</ErrorText>}
      </Genres>
      <FieldRow>
        <TextField label="City" autoComplete="address-level2" {...text('city')} />
        <Select label="State" options={STATE_OPTIONS} {...text('state')} />
      </FieldRow>
      <Checkbox
        name="cleanContent"
        label="Clean content"
        hint="My act suits family and corporate audiences."
        checked={cleanContent}
        onChange={(event) => setCleanContent(event.target.checked)}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save Performer Profile'}
      </Button>
    </SettingsForm>
  );
}

const Genres = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    font-size: 0.875rem;
    font-weight: 650;
  }

  > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    column-gap: 12px;
  }
`;

const ErrorText = styled.p`
  color: var(--hl-color-danger);
  font-size: 0.8125rem;
  font-weight: 600;
`;
