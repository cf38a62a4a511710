import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { PerformerCard } from 'widgets/browse';
import { performerItem } from 'widgets/test-support';
import { withWidgetEnvironment } from './support/environment';

/** A stand-in photo (no network): a 4:3 gradient, drawn as a data URL. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><circle cx="400" cy="260" r="120" fill="#fff8"/><rect x="230" y="400" width="340" height="200" rx="120" fill="#fff8"/></svg>',
)}`;

const LONG_BIO =
  'A touring headliner with fifteen years on the road, late-night television spots, festival sets from Montreal to Edinburgh, a sold-out special, corporate shows for household names, and a podcast about the strangest gigs ever played, including a wedding on a moving ferry and a birthday party in a cave.';

const meta: Meta<typeof PerformerCard> = {
  title: 'Widgets/Browse/Performer card',
  component: PerformerCard,
  decorators: [withWidgetEnvironment({ routes: {} })],
  parameters: { layout: 'padded' },
  args: { saved: false, onToggleSaved: () => {} },
  render: (args) => (
    <One>
      <PerformerCard {...args} />
    </One>
  ),
};
export default meta;

type Story = StoryObj<typeof PerformerCard>;

const One = styled.div`
  max-width: 300px;
`;

export const Rated: Story = {
  args: {
    performer: performerItem(1, { stageName: 'Patty Punchline', rating: 4.9, reviewCount: 128, isFeatured: true }),
  },
};

export const NewAct: Story = {
  name: 'New act (no reviews)',
  args: { performer: performerItem(2, { stageName: 'Dana Deadpan', rating: 0, reviewCount: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain('★');
  },
};

export const WithPhoto: Story = {
  args: {
    performer: performerItem(3, { stageName: 'The Great Zucchini', profileImageUrl: PHOTO, cleanContent: true }),
    photoLoading: 'priority',
  },
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole('img', { name: 'Photo of The Great Zucchini' });
    await expect(photo.getAttribute('fetchpriority')).toBe('high');
  },
};

export const LongBio: Story = {
  name: 'Long bio (clamped to two lines)',
  args: { performer: performerItem(4, { stageName: 'Jo Storyteller', shortBio: '', bio: LONG_BIO, isElite: true }) },
};

const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Short and long bios, a photo and initials side by side: the cards stay the same height. */
export const EvenRow: Story = {
  name: 'A row of cards',
  render: () => (
    <Row>
      {[
        performerItem(1, { stageName: 'Patty Punchline', shortBio: 'Clean.', rating: 4.9, reviewCount: 128 }),
        performerItem(2, { stageName: 'Dana Deadpan', shortBio: '', bio: LONG_BIO, rating: 0, reviewCount: 0 }),
        performerItem(3, { stageName: 'The Great Zucchini', profileImageUrl: PHOTO, reviewCount: 1, rating: 5 }),
        performerItem(4, { stageName: 'Improv Collective of the Greater Metropolitan Area', isFeatured: true }),
      ].map((performer, index) => (
        <li key={performer.id}>
          <PerformerCard
            performer={performer}
            saved={index === 2}
            onToggleSaved={() => {}}
            photoLoading={index === 0 ? 'priority' : 'eager'}
          />
        </li>
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(4);
  },
};
