import styled from 'styled-components';
import type { PerformerProfile } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { PerformerPhoto } from 'widgets/browse';
import { Alert, Button, mediaUp } from 'widgets/ui';
import { useRemovePerformerMedia } from '../api/mediaApi';
import { VideoFacade } from './VideoFacade';

const GALLERY_SIZES = '(min-width: 768px) 240px, 50vw';

interface Props {
  performer: Pick<PerformerProfile, 'id' | 'stageName' | 'photos' | 'videos'>;
  /** A tenant admin may remove any of it. */
  canRemove?: boolean;
}

/** The profile's photos (lazy, responsive) and videos (click-to-load facades). */
export function ProfileMedia({ performer, canRemove = false }: Props) {
  const { photos, videos, stageName } = performer;
  const remove = useRemovePerformerMedia(performer.id);
  if (!photos.length && !videos.length) return <Empty>No photos or videos yet.</Empty>;
  const removeButton = (mediaId: string, label: string) =>
    canRemove && (
      <Button
        $variant="secondary"
        $size="sm"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(`Remove ${label} from this profile? The performer is not asked.`)) remove.mutate(mediaId);
        }}
      >
        Remove {label}
      </Button>
    );
  return (
    <Stack>
      {remove.isError && <Alert title="Could not remove">{errorMessage(remove.error, 'Please try again.')}</Alert>}
      {photos.length > 0 && (
        <Grid aria-label="Photos">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <PerformerPhoto
                name={`${stageName}, photo ${index + 1}`}
                url={null}
                photo={photo}
                sizes={GALLERY_SIZES}
              />
              {removeButton(photo.id, `photo ${index + 1}`)}
            </li>
          ))}
        </Grid>
      )}
      {videos.length > 0 && (
        <Videos aria-label="Videos">
          {videos.map((video, index) => (
            <li key={video.id}>
              <VideoFacade video={video} title={`${stageName}, video ${index + 1}`} />
              {removeButton(video.id, `video ${index + 1}`)}
            </li>
          ))}
        </Videos>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 6px;
  }

  li > div {
    border-radius: var(--hl-radius-md);
  }

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Videos = styled(Grid)`
  grid-template-columns: minmax(0, 1fr);

  ${mediaUp('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
`;
