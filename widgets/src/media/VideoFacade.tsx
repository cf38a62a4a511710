import { useState } from 'react';
import styled from 'styled-components';
import type { Video } from 'tenant-api/contract';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video as a play button: nothing is fetched from YouTube or Vimeo until it is pressed, then
 * the player's iframe takes its place (the page's CSP frames exactly these two players).
 */
export function VideoFacade({ video, title }: { video: Video; title: string }) {
  const [playing, setPlaying] = useState(false);
  const provider = PROVIDER_NAMES[video.provider];
  return (
    <Box>
      {playing ? (
        <iframe
          src={video.embedUrl}
          title={`${title} on ${provider}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <Play type="button" onClick={() => setPlaying(true)} aria-label={`Play ${title} (loads ${provider})`}>
          <Circle aria-hidden="true">▶</Circle>
          <span>{title}</span>
          <Provider>Plays from {provider} when you press play</Provider>
        </Play>
      )}
    </Box>
  );
}

const Box = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Play = styled.button`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 8px;
  width: 100%;
  height: 100%;
  border: 1px solid var(--hl-color-border);
  border-radius: inherit;
  background: linear-gradient(135deg, var(--hl-color-surface-alt), var(--hl-color-surface));
  color: var(--hl-color-text);
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--hl-color-primary);
    outline-offset: 2px;
  }
`;

const Circle = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-size: 1.25rem;
`;

const Provider = styled.span`
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
  font-weight: 400;
`;
