import { useState } from 'react';
import styled from 'styled-components';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export interface PerformerPhotoProps {
  name: string;
  url: string | null;
  /** Lazy below the fold (cards); eager where it is the page's main picture. */
  loading?: 'lazy' | 'eager';
  /** For styled(PerformerPhoto): another ratio or size. */
  className?: string;
}

/** A photo at a fixed 4:3 ratio by default (no layout shift); initials when there is none or it fails. */
export function PerformerPhoto({ name, url, loading = 'lazy', className }: PerformerPhotoProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame className={className}>
      {url && !failed ? (
        <img src={url} alt={`Photo of ${name}`} loading={loading} decoding="async" onError={() => setFailed(true)} />
      ) : (
        <PhotoInitials role="img" aria-label={`${name} (no photo)`}>
          {initials(name)}
        </PhotoInitials>
      )}
    </Frame>
  );
}

export const Frame = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: var(--hl-color-surface-alt);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const PhotoInitials = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: var(--hl-color-text-muted);
  font-family: var(--hl-font-heading);
  font-size: 2.5rem;
  font-weight: 800;
`;
