import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Photo, Video } from 'tenant-api/contract';
import { PerformerPhoto } from '../browse/PerformerPhoto';
import { mediaUp } from '../ui/media';
import { VideoFacade } from './VideoFacade';

const GALLERY_SIZES = '(min-width: 768px) 240px, 50vw';

export interface PhotoGalleryProps {
  name: string;
  photos: Photo[];
  videos: Video[];
  /** Makes photo paths absolute to the API (on another site); default: as they are. */
  toUrl?: (path: string) => string;
  /** Controls under one photo or video (e.g. an admin's Remove), given its id and a label such as "photo 2". */
  actions?: (mediaId: string, label: string) => ReactNode;
}

/** A performer's photos (lazy, responsive, fixed ratio) and videos (click-to-load facades). */
export function PhotoGallery({ name, photos, videos, toUrl, actions }: PhotoGalleryProps) {
  if (!photos.length && !videos.length) return <Empty>No photos or videos yet.</Empty>;
  return (
    <Stack>
      {photos.length > 0 && (
        <Grid aria-label="Photos">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <PerformerPhoto
                name={`${name}, photo ${index + 1}`}
                url={null}
                photo={photo}
                toUrl={toUrl}
                sizes={GALLERY_SIZES}
              />
              {actions?.(photo.id, `photo ${index + 1}`)}
            </li>
          ))}
        </Grid>
      )}
      {videos.length > 0 && (
        <Videos aria-label="Videos">
          {videos.map((video, index) => (
            <li key={video.id}>
              <VideoFacade video={video} title={`${name}, video ${index + 1}`} />
              {actions?.(video.id, `video ${index + 1}`)}
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
    align-content: start;
    gap: 6px;
  }

  li > div:first-child {
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
