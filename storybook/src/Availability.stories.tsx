import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AvailabilityBlock, CalendarBooking, DayMark } from 'tenant-api/contract';
import { BlockForm, BlockList, FeedCard, MonthGrid } from 'widgets/availability';

/**
 * The performer's calendar (issue 19, item 3): the month view, the block form, the list of
 * blocks and the feed address, each shown in every theme pack.
 */
const days: DayMark[] = [
  { date: '2027-01-04', status: 'blocked' },
  { date: '2027-01-11', status: 'blocked' },
  { date: '2027-01-14', status: 'partial' },
  { date: '2027-01-18', status: 'blocked' },
  { date: '2027-01-25', status: 'blocked' },
];
const bookings: CalendarBooking[] = [
  {
    offerId: '00000000-0000-4000-8000-0000000000c1',
    eventName: 'Friday Headline Set',
    date: '2027-01-22',
    startsAt: 'Fri, Jan 22, 2027, 8:00 PM CST',
    venueName: 'Cap City Comedy',
    status: 'PAID',
  },
];
const blocks: AvailabilityBlock[] = [
  {
    id: '00000000-0000-4000-8000-0000000000d1',
    kind: 'weekly',
    date: null,
    weekday: 1,
    startTime: null,
    endTime: null,
    note: 'Teaching',
  },
  {
    id: '00000000-0000-4000-8000-0000000000d2',
    kind: 'date',
    date: '2027-01-14',
    weekday: null,
    startTime: '18:00',
    endTime: '23:00',
    note: 'Sister’s recital',
  },
];

function CalendarParts() {
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
      <MonthGrid
        month="2027-01"
        days={days}
        bookings={bookings}
        timeZone="America/Chicago"
        selected="2027-01-14"
        onMonthChange={fn()}
        onSelect={fn()}
      />
      <BlockForm date="2027-01-14" onDateChange={fn()} onAdd={fn(async () => {})} />
      <BlockList blocks={blocks} onRemove={fn()} />
      <FeedCard
        feedUrl="https://headliner.example/api/calendar-feeds/3mJt0cVd2a5xq9kq1Yl7cJ0mQ9zS4bWe"
        onRotate={fn()}
      />
    </div>
  );
}

const meta: Meta<typeof CalendarParts> = {
  title: 'Availability/Calendar',
  component: CalendarParts,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof CalendarParts>;

const showsTheMonth: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('table', { name: 'Calendar for January 2027' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: /^Mon, Jan 4, 2027; unavailable all day$/ })).toBeVisible();
  await expect(
    canvas.getByRole('button', { name: /Fri, Jan 22, 2027; available; booked: Friday Headline Set/ }),
  ).toBeVisible();
  await expect(canvas.getByRole('list', { name: 'Blocked time' })).toHaveTextContent('Every Monday, all day');
};

export const Flagship: Story = { globals: { themePack: 'flagship' }, play: showsTheMonth };
export const Midnight: Story = { globals: { themePack: 'midnight' }, play: showsTheMonth };
export const LaughFactoryBlue: Story = { globals: { themePack: 'laugh-factory-blue' }, play: showsTheMonth };
export const VelvetRoom: Story = { globals: { themePack: 'velvet-room' }, play: showsTheMonth };

/** A weekly evening rule: Every week, not all day, 18:00–23:00 on Mondays. */
export const AddWeeklyRule: StoryObj<typeof BlockForm> = {
  render: (args) => <BlockForm {...args} />,
  args: { date: '2027-01-14', onDateChange: fn(), onAdd: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Repeat'), 'weekly');
    await userEvent.click(canvas.getByLabelText('All day'));
    await userEvent.click(canvas.getByRole('button', { name: 'Block this time' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ kind: 'weekly', weekday: 1, startTime: '18:00', endTime: '23:00' });
  },
};
