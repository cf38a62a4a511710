import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TenantLogo } from 'tenant-api/contract';
import { LogoUploadCard } from 'widgets/media';

/**
 * The admin's logo and favicon (issue 19, item 5): the card with a logo (header sample, the 32 px
 * favicon and the 180 px touch icon), without one, and refusing a file; in every theme pack.
 */

/** A stand-in logo (no network): a wordmark drawn as an SVG data URL at the given height. */
const drawn = (height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${height * 3}" height="${height}" viewBox="0 0 720 240"><circle cx="120" cy="120" r="96" fill="#d94f30"/><path d="M120 48 84 192h72Z" fill="#fff"/><rect x="250" y="70" width="420" height="34" rx="17" fill="#1f2a44"/><rect x="250" y="136" width="300" height="34" rx="17" fill="#d94f30"/></svg>`,
  )}`;
const icon = (size: number, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240"><rect width="240" height="240" fill="${background}"/><circle cx="120" cy="120" r="60" fill="#d94f30"/></svg>`,
  )}`;

const LOGO: TenantLogo = {
  id: '00000000-0000-4000-8000-0000000000a1',
  width: 720,
  height: 240,
  variants: [40, 80, 160].map((height) => ({ width: height * 3, avif: drawn(height), webp: drawn(height) })),
  icon: icon(32, 'transparent'),
  touchIcon: icon(180, '#ffffff'),
};

const meta: Meta<typeof LogoUploadCard> = {
  title: 'Widgets/Media/Logo and favicon',
  component: LogoUploadCard,
  parameters: { layout: 'padded' },
  args: {
    logo: LOGO,
    name: 'Laugh Lines Agency',
    uploading: false,
    removing: false,
    error: null,
    onUpload: fn(),
    onRemove: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <LogoUploadCard {...args} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<typeof LogoUploadCard>;

/** The logo named by the tenant, from AVIF and WebP sizes; both icons; removal offered. */
const showsTheLogo: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const logo = canvas.getByRole('img', { name: 'Laugh Lines Agency' });
  const types = [...logo.closest('picture')!.querySelectorAll('source')].map((source) => source.type);
  await expect(types).toEqual(['image/avif', 'image/webp']);
  await expect(canvas.getByRole('img', { name: 'Laugh Lines Agency favicon' })).toBeVisible();
  await expect(canvas.getByRole('img', { name: 'Laugh Lines Agency home screen icon' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Remove the logo' }));
  await expect(args.onRemove).toHaveBeenCalled();
};

const inPack = (themePack: string): Story => ({
  name: `With a logo (${themePack})`,
  globals: { themePack },
  play: showsTheLogo,
});

export const Flagship = inPack('flagship');
export const Midnight = inPack('midnight');
export const LaughFactoryBlue = inPack('laugh-factory-blue');
export const VelvetRoom = inPack('velvet-room');

/** No logo yet: the upload button, and no removal. */
export const NoLogo: Story = {
  args: { logo: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No logo yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove the logo' })).toBeNull();
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Upload a logo'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

/** A refused file: the server's message, the old logo kept. */
export const Refused: Story = {
  args: { error: 'Upload a JPEG, PNG or WebP logo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload a JPEG, PNG or WebP logo');
    await expect(canvas.getByRole('img', { name: 'Laugh Lines Agency' })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { logo: null, uploading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Upload a logo')).toBeDisabled();
  },
};
