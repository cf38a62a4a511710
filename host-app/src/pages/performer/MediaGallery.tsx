import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { PerformerProfile } from 'tenant-api/contract';
import { mediaUp } from 'widgets/ui';
import { galleryItems, type GalleryItem } from './profileModel';
import { Section } from './Section';

/** Photos as thumbnails and videos as link tiles; each opens in a new tab. */
export function MediaGallery({ media }: { media: PerformerProfile['media'] }) {
  const items = useMemo(() => galleryItems(media), [media]);
  return (
    <Section id="media" title="Photos and videos">
      {items.length === 0 ? (
        <Empty>No photos or videos yet.</Empty>
      ) : (
        <Grid>
          {items.map((item) => (
            <li key={item.key}>{item.kind === 'image' ? <PhotoTile item={item} /> : <VideoTile item={item} />}</li>
          ))}
        </Grid>
      )}
    </Section>
  );
}

function PhotoTile({ item }: { item: GalleryItem }) {
  const [failed, setFailed] = useState(false);
  return (
    <Tile href={item.url} target="_blank" rel="noopener noreferrer" aria-label={item.label}>
      <Thumb aria-hidden="true">
        {failed ? (
          <Placeholder>Photo</Placeholder>
        ) : (
          <img src={item.url} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
        )}
      </Thumb>
      <Caption aria-hidden="true">{item.title}</Caption>
    </Tile>
  );
}

function VideoTile({ item }: { item: GalleryItem }) {
  return (
    <Tile href={item.url} target="_blank" rel="noopener noreferrer" aria-label={item.label}>
      <Thumb aria-hidden="true">
        <Placeholder>
          <Play>▶</Play>
          {item.source && <span>{item.source}</span>}
        </Placeholder>
      </Thumb>
      <Caption aria-hidden="true">{item.title}</Caption>
    </Tile>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled.a`
  display: grid;
  gap: 6px;
  color: var(--hl-color-text);
  text-decoration: none;
  border-radius: var(--hl-radius-md);

  &:hover span:last-child,
  &:focus-visible span:last-child {
    text-decoration: underline;
  }
`;

const Thumb = styled.span`
  display: block;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.span`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 6px;
  height: 100%;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  font-weight: 700;
`;

const Play = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-size: 1.125rem;
`;

const Caption = styled.span`
  overflow: hidden;
  font-size: 0.875rem;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Empty = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
`;
