import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminReviewReport, BookingReview } from 'tenant-api/contract';
import { BookingReviewCard, LeaveReviewForm, ReportedReviewCard, ReviewReply, VerifiedBooking } from 'widgets/reviews';

/** Reviews after the show (issue 19, item 2): every piece, once per theme pack. */

const buyerReview: BookingReview = {
  id: '00000000-0000-4000-8000-0000000000b1',
  authorRole: 'buyer',
  authorName: 'Bill B.',
  rating: 5,
  body: 'The room was in tears laughing. Clean, sharp and on time.',
  createdAt: '2027-01-26T18:00:00.000Z',
  publishedAt: null,
  hidden: false,
  reply: null,
};

const published: BookingReview = {
  ...buyerReview,
  publishedAt: '2027-01-27T09:00:00.000Z',
  reply: { body: 'Thank you, Bill: a wonderful crowd!', createdAt: '2027-01-28T09:00:00.000Z' },
};

const report: AdminReviewReport = {
  id: '00000000-0000-4000-8000-0000000000c1',
  reason: 'This reads like an advert.',
  status: 'open',
  createdAt: '2027-01-29T10:00:00.000Z',
  reporterName: 'Ella Elite',
  performerId: '00000000-0000-4000-8000-0000000000d1',
  performerName: 'Patty Punchline',
  review: {
    id: buyerReview.id,
    authorName: 'Bill B.',
    rating: 2,
    body: 'Visit my site for cheap tickets!',
    createdAt: '2027-01-26T18:00:00.000Z',
    verifiedBooking: true,
    reply: null,
    hidden: false,
  },
};

function Showcase() {
  return (
    <Grid>
      <LeaveReviewForm subject="Patty Punchline" closesOn="Feb 9, 2027, 10:15 PM" onSubmit={() => {}} />
      <LeaveReviewForm
        subject="the buyer"
        closesOn="Feb 9, 2027, 10:15 PM"
        errors={{ body: 'Review text is required' }}
        onSubmit={() => {}}
      />
      <BookingReviewCard review={buyerReview} heading="Your review" />
      <BookingReviewCard review={published} heading="The buyer's review" replyAuthor="Patty Punchline" />
      <div>
        <VerifiedBooking />
        <ReviewReply author="Patty Punchline" body="Thank you for having me!" />
      </div>
      <ReportedReviewCard report={report} onDecide={() => {}} />
      <ReportedReviewCard report={{ ...report, status: 'hidden', review: { ...report.review, hidden: true } }} />
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  max-width: 560px;
`;

const meta: Meta<typeof Showcase> = {
  title: 'Widgets/Reviews',
  component: Showcase,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof Showcase>;

const inPack = (themePack: string): Story => ({ globals: { themePack } });

export const Flagship: Story = {
  ...inPack('flagship'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Awaiting the other side')).toBeInTheDocument();
    await expect(canvas.getAllByText('Verified booking').length).toBeGreaterThan(0);
    const [form] = canvas.getAllByRole('form', { name: 'Leave a review' });
    await userEvent.click(within(form!).getByRole('button', { name: 'Submit review' }));
    await expect(within(form!).getByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
  },
};
export const Midnight: Story = inPack('midnight');
export const LaughFactoryBlue: Story = inPack('laugh-factory-blue');
export const VelvetRoom: Story = inPack('velvet-room');
