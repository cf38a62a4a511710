import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Photo, Video } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { PerformerPhoto } from 'widgets/browse';
import { Alert, Badge, Button, FilePickButton, Spinner, TextField, mediaUp } from 'widgets/ui';
import {
  useAddVideo,
  useOrderPhotos,
  useOwnMedia,
  useRemoveOwnMedia,
  useSetMainPhoto,
  useUploadPhoto,
} from '../api/mediaApi';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** Settings: the performer's photos (upload, main, order, remove) and video links. */
export function PhotoManager() {
  const media = useOwnMedia();
  if (media.isPending) {
    return (
      <p role="status">
        <Spinner size={20} /> Loading your photos…
      </p>
    );
  }
  if (media.isError) {
    return <Alert title="Your photos are unavailable">{errorMessage(media.error, 'Please try again.')}</Alert>;
  }
  return (
    <Stack>
      <PhotoUpload />
      <PhotoList photos={media.data.photos} />
      <VideoLinks videos={media.data.videos} />
    </Stack>
  );
}

function PhotoUpload() {
  const upload = useUploadPhoto();
  return (
    <div>
      <FilePickButton
        accept={ACCEPTED}
        label="Upload a photo"
        busyLabel={upload.isPending ? 'Uploading…' : undefined}
        onPick={(file) => upload.mutate(file)}
      />
      <Hint>JPEG, PNG, WebP or HEIC, up to 15 MB. The first photo is your main photo on cards and your profile.</Hint>
      {upload.isPending && (
        <p role="status">
          <Spinner size={16} /> Preparing your photo…
        </p>
      )}
      {upload.isError && (
        <Alert title="Photo not uploaded">{errorMessage(upload.error, 'Please try another photo.')}</Alert>
      )}
    </div>
  );
}

const moved = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

function PhotoList({ photos }: { photos: Photo[] }) {
  const order = useOrderPhotos();
  const main = useSetMainPhoto();
  const remove = useRemoveOwnMedia();
  const busy = order.isPending || main.isPending || remove.isPending;
  const failure = order.error ?? main.error ?? remove.error;
  if (!photos.length) return <Hint>No photos yet: buyers see your initials until you add one.</Hint>;
  const ids = photos.map((photo) => photo.id);
  return (
    <>
      {failure && <Alert title="Not saved">{errorMessage(failure, 'Please try again.')}</Alert>}
      <Grid aria-label="Your photos">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <PerformerPhoto name={`your photo ${index + 1}`} url={null} photo={photo} sizes="200px" />
            {index === 0 ? <Badge $tone="primary">Main photo</Badge> : null}
            <Controls>
              {index > 0 && (
                <Button $size="sm" $variant="secondary" disabled={busy} onClick={() => main.mutate(photo.id)}>
                  Make main
                </Button>
              )}
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy || index === 0}
                aria-label={`Move photo ${index + 1} earlier`}
                onClick={() => order.mutate(moved(ids, index, index - 1))}
              >
                ←
              </Button>
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy || index === photos.length - 1}
                aria-label={`Move photo ${index + 1} later`}
                onClick={() => order.mutate(moved(ids, index, index + 1))}
              >
                →
              </Button>
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy}
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => remove.mutate(photo.id)}
              >
                Remove
              </Button>
            </Controls>
          </li>
        ))}
      </Grid>
    </>
  );
}

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

function VideoLinks({ videos }: { videos: Video[] }) {
  const add = useAddVideo();
  const remove = useRemoveOwnMedia();
  const [url, setUrl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(url, { onSuccess: () => setUrl('') });
  };
  return (
    <div>
      <h3>Videos</h3>
      <VideoForm onSubmit={submit} noValidate>
        <TextField
          label="YouTube or Vimeo link"
          name="videoUrl"
          value={url}
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={add.isError ? errorMessage(add.error, 'Paste a YouTube or Vimeo video link') : undefined}
        />
        <Button type="submit" disabled={add.isPending || !url.trim()}>
          Add video
        </Button>
      </VideoForm>
      <VideoList aria-label="Your videos">
        {videos.map((video, index) => (
          <li key={video.id}>
            <a href={video.watchUrl} target="_blank" rel="noopener noreferrer">
              {PROVIDER_NAMES[video.provider]} video {video.videoId}
            </a>
            <Button
              $size="sm"
              $variant="secondary"
              disabled={remove.isPending}
              aria-label={`Remove video ${index + 1}`}
              onClick={() => remove.mutate(video.id)}
            >
              Remove
            </Button>
          </li>
        ))}
      </VideoList>
    </div>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

const Hint = styled.p`
  margin: 8px 0 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    align-content: start;
    gap: 8px;
  }

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const VideoForm = styled.form`
  display: grid;
  gap: 8px;
  align-items: end;

  ${mediaUp('sm')} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const VideoList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
`;
