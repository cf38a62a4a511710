import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import type { Photo, Video } from 'tenant-api/contract';
import { PerformerPhoto } from 'widgets/browse';
import { PhotoGallery } from 'widgets/media';

/** A stand-in photo at one width (no network): a gradient drawn as an SVG data URL. */
const drawn = (from: string, to: string, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 800 600"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><circle cx="400" cy="250" r="110" fill="#fff8"/><rect x="250" y="390" width="300" height="210" rx="110" fill="#fff8"/></svg>`,
  )}`;

function photo(n: number, from: string, to: string): Photo {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    width: 1600,
    height: 1200,
    placeholder: drawn(from, to, 16),
    variants: [320, 640, 1280].map((width) => ({ width, avif: drawn(from, to, width), webp: drawn(from, to, width) })),
  };
}

const PHOTOS = [photo(1, '#f59e0b', '#7c3aed'), photo(2, '#0ea5e9', '#14532d'), photo(3, '#ef4444', '#1e1b4b')];
const VIDEOS: Video[] = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    provider: 'youtube',
    videoId: 'dQw4w9WgXcQ',
    watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    embedUrl: 'about:blank#youtube-player',
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    provider: 'vimeo',
    videoId: '76979871',
    watchUrl: 'https://vimeo.com/76979871',
    embedUrl: 'about:blank#vimeo-player',
  },
];

const meta: Meta<typeof PhotoGallery> = {
  title: 'Widgets/Media/Photo gallery',
  component: PhotoGallery,
  parameters: { layout: 'padded' },
  args: { name: 'Patty Punchline', photos: PHOTOS, videos: VIDEOS },
  render: (args) => (
    <Column>
      <PerformerPhoto name={args.name} url={null} photo={args.photos[0]} priority sizes="320px" />
      <PhotoGallery {...args} />
    </Column>
  ),
};
export default meta;

type Story = StoryObj<typeof PhotoGallery>;

const Column = styled.div`
  display: grid;
  gap: 24px;
  max-width: 760px;

  & > div:first-child {
    max-width: 320px;
  }
`;

/** Photos are <picture>s with AVIF and WebP widths; a video loads its player only when played. */
async function galleryPlay({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  const first = canvas.getByRole('img', { name: 'Photo of Patty Punchline, photo 1' });
  await expect(first.getAttribute('loading')).toBe('lazy');
  const types = [...first.closest('picture')!.querySelectorAll('source')].map((source) => source.type);
  await expect(types).toEqual(['image/avif', 'image/webp']);
  await expect(canvasElement.querySelector('iframe')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Play Patty Punchline, video 1 (loads YouTube)' }));
  await expect(canvasElement.querySelector('iframe')?.getAttribute('src')).toBe('about:blank#youtube-player');
}

const inPack = (themePack: string): Story => ({
  name: `Gallery (${themePack})`,
  globals: { themePack },
  play: galleryPlay,
});

export const Flagship = inPack('flagship');
export const Midnight = inPack('midnight');
export const LaughFactoryBlue = inPack('laugh-factory-blue');
export const VelvetRoom = inPack('velvet-room');

export const Empty: Story = {
  args: { photos: [], videos: [] },
  render: (args) => <PhotoGallery {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No photos or videos yet.')).toBeInTheDocument();
  },
};
