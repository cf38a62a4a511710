import type { Meta, StoryObj } from '@storybook/react-vite';
import { getThemePack } from 'theme-packs';
import { ThemeSwatches } from './ThemeSwatches';

const meta: Meta<typeof ThemeSwatches> = {
  title: 'Theme packs/Tokens',
  component: ThemeSwatches,
};
export default meta;

type Story = StoryObj<typeof ThemeSwatches>;

export const Flagship: Story = { args: { pack: getThemePack('flagship') } };
export const Midnight: Story = { args: { pack: getThemePack('midnight') } };
export const LaughFactoryBlue: Story = { args: { pack: getThemePack('laugh-factory-blue') } };
export const VelvetRoom: Story = { args: { pack: getThemePack('velvet-room') } };
