import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localIsoDate } from 'widgets/format';
import { OfferWizardWidget } from 'widgets/offer-wizard';
import { feeResult, performerProfile } from 'widgets/test-support';
import { withWidgetEnvironment, type FakeRoutes } from './support/environment';

const performer = performerProfile();
const CREATE = 'POST /api/offers/create';
const created = { message: 'Your offer was sent to Patty Punchline.', requiresApproval: false, offerId: performer.id };

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  [`GET /api/performers/${performer.id}`]: performer,
  'GET /api/fees/calculate': (url: URL) =>
    feeResult(Number(url.searchParams.get('offerAmount')), Number(url.searchParams.get('numberOfNights') ?? 1)),
  [CREATE]: { ...created, status: 'PENDING' },
  ...overrides,
});

const onNavigate = fn();
const onEvent = fn();

const meta: Meta<typeof OfferWizardWidget> = {
  title: 'Widgets/Offer wizard',
  component: OfferWizardWidget,
  args: { performerId: performer.id },
  parameters: { layout: 'padded' },
  decorators: [withWidgetEnvironment({ routes: routes(), onNavigate, onEvent })],
  beforeEach: () => {
    onNavigate.mockClear();
    onEvent.mockClear();
  },
};
export default meta;

type Story = StoryObj<typeof OfferWizardWidget>;
type Canvas = ReturnType<typeof within>;

const inAMonth = () => localIsoDate(new Date(Date.now() + 30 * 86_400_000));
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: /next/i }));

async function completeEventDetails(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('Event name'), 'Friday Late Show');
  await userEvent.type(canvas.getByLabelText('Event date'), inAMonth());
  await userEvent.type(canvas.getByLabelText('Event time'), '20:30');
  await next(canvas);
  await canvas.findByRole('heading', { name: 'Venue Info' });
}

async function completeVenue(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Venue name'), 'The Laugh Loft');
  await userEvent.type(canvas.getByLabelText('Venue address'), '12 Main St');
  await userEvent.type(canvas.getByLabelText('Venue city'), 'Austin');
  await userEvent.selectOptions(canvas.getByLabelText('Venue state'), 'TX');
  await next(canvas);
  await canvas.findByRole('heading', { name: 'Performance' });
}

async function reachReview(canvas: Canvas) {
  await completeEventDetails(canvas);
  await completeVenue(canvas);
  await next(canvas);
  await canvas.findByText('Total amount');
}

export const EventDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /make an offer to patty punchline/i })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /previous/i })).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  },
};

export const VenueInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await completeEventDetails(canvas);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  },
};

export const Performance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await completeEventDetails(canvas);
    await completeVenue(canvas);
    await userEvent.click(canvas.getByLabelText('Multi-night booking'));
    await expect(canvas.getByLabelText('Number of nights')).toHaveValue(2);
    await userEvent.click(canvas.getByLabelText('Multi-night booking'));
    await expect(canvas.queryByLabelText('Number of nights')).not.toBeInTheDocument();
  },
};

export const ReviewAndSubmit: Story = {
  name: 'Review & Submit',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachReview(canvas);
    const fees = canvas.getByRole('region', { name: 'Fee calculation' });
    await expect(fees).toHaveTextContent('Service fee rate15%');
    await expect(fees).toHaveTextContent('Total amount$575');
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Event name');
    await next(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing InformationPlease fill in all event details.');
    await expect(canvas.getByLabelText('Event name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Event name')).toHaveAccessibleDescription('Enter the event name.');
  },
};

export const Submitting: Story = {
  decorators: [withWidgetEnvironment({ routes: routes({ [CREATE]: 'never' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /submit/i }));
    const submit = await canvas.findByRole('button', { name: 'Submitting...' });
    await expect(submit).toBeDisabled();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachReview(canvas);
    await userEvent.dblClick(canvas.getByRole('button', { name: /submit/i }));
    await expect(await canvas.findByRole('heading', { name: 'Offer Sent Successfully' })).toBeInTheDocument();
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ kind: 'offers' }));
    await expect(onEvent).toHaveBeenCalledTimes(2);
    await expect(onEvent).toHaveBeenLastCalledWith('offer-created', {
      message: created.message,
      requiresApproval: false,
      performerId: performer.id,
    });
  },
};

export const ServerFieldError: Story = {
  decorators: [
    withWidgetEnvironment({
      routes: routes({
        [CREATE]: {
          status: 400,
          body: {
            error: { code: 'validation_error', message: 'Check the venue', fields: { venueCity: 'Unknown city' } },
          },
        },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /submit/i }));
    await expect(await canvas.findByRole('heading', { name: 'Venue Info' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Venue city')).toHaveAccessibleDescription('Unknown city');
  },
};

/** The performer blocked the chosen date all day: it is marked under the date and Next refuses it. */
export const BlockedDate: Story = {
  decorators: [
    withWidgetEnvironment({
      routes: routes({
        [`GET /api/performers/${performer.id}/availability`]: (url: URL) => ({
          timeZone: 'America/Chicago',
          month: url.searchParams.get('month'),
          days: [{ date: inAMonth(), status: 'blocked' }],
        }),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Event name'), 'Friday Late Show');
    await userEvent.type(canvas.getByLabelText('Event date'), inAMonth());
    await userEvent.type(canvas.getByLabelText('Event time'), '20:30');
    await expect(await canvas.findByTestId('unavailable-dates')).toBeVisible();
    await next(canvas);
    await expect(canvas.getByLabelText('Event date')).toHaveAccessibleDescription(
      /^The performer is unavailable on .+\. Please choose another date\.$/,
    );
  },
};
