import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrowseWidget } from 'widgets/browse';
import { performerItem, performerPage } from 'widgets/test-support';
import { withWidgetEnvironment, type FakeRoutes } from './support/environment';

const meta: Meta<typeof BrowseWidget> = {
  title: 'Widgets/Browse',
  component: BrowseWidget,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof BrowseWidget>;

const LIST = 'GET /api/performers';
const list = (answer: FakeRoutes[string]) => [withWidgetEnvironment({ routes: { [LIST]: answer } })];

const performers = [
  performerItem(1, { stageName: 'Patty Punchline', isFeatured: true, isElite: true, rating: 4.9, reviewCount: 128 }),
  performerItem(2, { stageName: 'The Great Zucchini', genres: ['Magic'], cleanContent: true, baseFee: 45_000 }),
  performerItem(3, {
    stageName: 'Dana Deadpan',
    shortBio: '',
    city: 'Chicago',
    state: 'IL',
    rating: 0,
    reviewCount: 0,
  }),
  performerItem(4, { stageName: 'Improv Collective', isFeatured: true, cleanContent: true, responseTime: 6 }),
  performerItem(5, { stageName: 'Marcus Mimes', city: 'Portland', state: 'OR', baseFee: 120_050 }),
  performerItem(6, { stageName: 'Jo Storyteller', isElite: true, city: 'Nashville', state: 'TN', responseTime: 48 }),
];

export const Filled: Story = {
  decorators: list(performerPage(performers, { total: 40, limit: 6 })),
  args: { pageSize: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('40 performers found')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Patty Punchline' })).toBeInTheDocument();
  },
};

export const Loading: Story = { decorators: list('never') };

export const Empty: Story = {
  decorators: list(performerPage([])),
  args: { initialFilters: { search: 'accordion', state: 'WY' } },
};

export const Failed: Story = {
  name: 'Error',
  decorators: list({ status: 503, body: { error: { code: 'unavailable', message: 'Search is down for a moment.' } } }),
};
