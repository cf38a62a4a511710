// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Photo } from 'tenant-api/contract';
import { createApiClient } from '../src/api';
import { initials, PerformerPhoto } from '../src/browse';

const PHOTO: Photo = {
  id: '00000000-0000-4000-8000-000000000001',
  width: 1600,
  height: 1200,
  placeholder: 'data:image/webp;base64,AAAA',
  variants: [320, 640, 1280].map((width) => ({
    width,
    avif: `/api/media/t1/00000000-0000-4000-8000-000000000001-${width}.avif`,
    webp: `/api/media/t1/00000000-0000-4000-8000-000000000001-${width}.webp`,
  })),
};

afterEach(cleanup);

describe('PerformerPhoto', () => {
  it('takes initials from the first two words', () => {
    expect(initials('Patty  Punchline Jones')).toBe('PP');
    expect(initials('zed')).toBe('Z');
  });

  it('shows the photo, and the initials once it fails to load', () => {
    render(<PerformerPhoto name="Patty Punchline" url="https://img.example/patty.jpg" loading="eager" />);
    const photo = screen.getByRole('img', { name: 'Photo of Patty Punchline' });
    expect(photo.getAttribute('loading')).toBe('eager');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Patty Punchline (no photo)' }).textContent).toBe('PP');
  });

  it('draws a stored photo as a <picture> of AVIF and WebP widths, absolute to the API for embeds', () => {
    const { absoluteUrl } = createApiClient({ baseUrl: 'https://market.example/' });
    render(<PerformerPhoto name="Patty" url={null} photo={PHOTO} toUrl={absoluteUrl} sizes="300px" priority />);
    const image = screen.getByRole('img', { name: 'Photo of Patty' });
    expect(image.getAttribute('src')).toBe(
      'https://market.example/api/media/t1/00000000-0000-4000-8000-000000000001-640.webp',
    );
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(image.getAttribute('fetchpriority')).toBe('high');
    const [avif, webp] = [...image.closest('picture')!.querySelectorAll('source')];
    expect(avif!.getAttribute('type')).toBe('image/avif');
    expect(avif!.getAttribute('srcset')).toBe(
      [320, 640, 1280]
        .map(
          (width) => `https://market.example/api/media/t1/00000000-0000-4000-8000-000000000001-${width}.avif ${width}w`,
        )
        .join(', '),
    );
    expect(webp!.getAttribute('sizes')).toBe('300px');
  });

  it('shows the initials when there is no photo', () => {
    render(<PerformerPhoto name="Zed" url={null} />);
    expect(screen.getByRole('img', { name: 'Zed (no photo)' }).textContent).toBe('Z');
  });
});
