import { useState } from 'react';
import styled from 'styled-components';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A lazy photo at a fixed 4:3 ratio (no layout shift); initials when there is none or it fails. */
export function PerformerPhoto({ name, url }: { name: string; url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {url && !failed ? (
        <img src={url} alt={`Photo of ${name}`} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <Initials role="img" aria-label={`${name} (no photo)`}>
          {initials(name)}
        </Initials>
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

const Initials = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: var(--hl-color-text-muted);
  font-family: var(--hl-font-heading);
  font-size: 2.5rem;
  font-weight: 800;
`;
