// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { localIsoDate } from '../src/format';
import { OfferWizardWidget } from '../src/offer-wizard';
import { feeResult, performerProfile, type FakeRoutes } from './support';
import { renderWithEnvironment } from './support/renderWithEnvironment';

const PERFORMER_ID = performerProfile().id;
const CREATE = 'POST /api/offers/create';
const inAMonth = localIsoDate(new Date(Date.now() + 30 * 86_400_000));

const baseRoutes: FakeRoutes = {
  [`GET /api/performers/${PERFORMER_ID}`]: performerProfile(),
  'GET /api/fees/calculate': (url: URL) =>
    feeResult(Number(url.searchParams.get('offerAmount')), Number(url.searchParams.get('numberOfNights') ?? 1)),
  [CREATE]: {
    message: 'Your offer was sent to Patty Punchline.',
    requiresApproval: false,
    offerId: PERFORMER_ID,
    status: 'PENDING',
  },
};

function renderWizard(routes: FakeRoutes = {}) {
  return renderWithEnvironment(<OfferWizardWidget performerId={PERFORMER_ID} />, { ...baseRoutes, ...routes });
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: /next/i }));
const toast = () => screen.getByRole('region', { name: /notifications/i });

async function fillEvent(user: UserEvent, date = inAMonth) {
  await user.type(await screen.findByLabelText('Event name'), 'Friday Late Show');
  await user.type(screen.getByLabelText('Event date'), date);
  await user.type(screen.getByLabelText('Event time'), '20:30');
}

async function fillVenue(user: UserEvent) {
  await user.type(screen.getByLabelText('Venue name'), 'The Laugh Loft');
  await user.type(screen.getByLabelText('Venue address'), '12 Main St');
  await user.type(screen.getByLabelText('Venue city'), 'Austin');
  await user.selectOptions(screen.getByLabelText('Venue state'), 'TX');
}

async function reachReview(user: UserEvent) {
  await fillEvent(user);
  await next(user);
  await fillVenue(user);
  await next(user);
  await next(user);
  await screen.findByRole('heading', { name: 'Review & Submit' });
}

const stepOf = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

afterEach(cleanup);

describe('OfferWizardWidget', () => {
  it('shows the performer, the progress and a disabled Previous on step 1', async () => {
    const { environment } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Make an Offer to Patty Punchline' })).toBeTruthy();
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 1 of 4: Event Details');
    expect(screen.getByRole('button', { name: /previous/i })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Event date').getAttribute('min')).toBe(localIsoDate(new Date()));
    expect(screen.getByRole('link', { name: /back to browse/i })).toBeTruthy();
    await waitFor(() => expect(environment.emit).toHaveBeenCalledWith('ready', { widget: 'offer-wizard' }));
  });

  it('step 1: a toast and an inline error on each missing field; a past date is refused', async () => {
    const { user } = renderWizard();
    await screen.findByLabelText('Event name');
    await next(user);
    expect(toast().textContent).toContain('Missing Information');
    expect(toast().textContent).toContain('Please fill in all event details.');
    const name = screen.getByLabelText('Event name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Enter the event name.');
    expect(document.activeElement).toBe(name);
    expect(stepOf()).toBe('1');

    await fillEvent(user, '2020-01-01');
    await next(user);
    expect(toast().textContent).toContain('Invalid Date');
    expect(toast().textContent).toContain('Event date must be in the future.');
    expect(screen.getByLabelText('Event date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Event name').getAttribute('aria-invalid')).toBe('false');
  });

  it('step 2 and 3: venue details, the $100 minimum, 15-240 minutes and 2-7 nights', async () => {
    const { user } = renderWizard();
    await fillEvent(user);
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Venue Info' })).toBeTruthy();
    await next(user);
    expect(toast().textContent).toContain('Please fill in all venue details.');
    expect(screen.getByLabelText('Venue state').getAttribute('aria-invalid')).toBe('true');
    await fillVenue(user);
    await next(user);

    const amount = await screen.findByLabelText(/offer amount/i);
    expect(amount).toHaveProperty('value', '500');
    expect(amount.getAttribute('step')).toBe('50');
    await user.clear(amount);
    await user.type(amount, '50');
    await next(user);
    expect(toast().textContent).toContain('Invalid Offer Amount');
    expect(toast().textContent).toContain('Minimum offer amount is $100.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '600');
    const length = screen.getByLabelText(/performance length/i);
    await user.clear(length);
    await user.type(length, '300');
    await next(user);
    expect(toast().textContent).toContain('Performance length must be 15 to 240 minutes.');

    await user.clear(length);
    await user.type(length, '90');
    await user.click(screen.getByLabelText('Multi-night booking'));
    const nights = screen.getByLabelText('Number of nights');
    await user.clear(nights);
    await user.type(nights, '9');
    await next(user);
    expect(toast().textContent).toContain('Multi-night bookings are 2 to 7 nights.');
    expect(stepOf()).toBe('3');
  });

  it('turning multi-night off sends one night; the review shows the fees and the offer in cents', async () => {
    const { user, calls } = renderWizard();
    await fillEvent(user);
    await next(user);
    await fillVenue(user);
    await next(user);
    const amount = await screen.findByLabelText(/offer amount/i);
    await user.clear(amount);
    await user.type(amount, '1250');
    await user.click(screen.getByLabelText('Multi-night booking'));
    await user.type(screen.getByLabelText('Number of nights'), '{backspace}4');
    await next(user);

    const table = await screen.findByRole('region', { name: 'Fee calculation' });
    await waitFor(() => expect(table.textContent).toContain('$5,000'));
    expect(table.textContent).toContain('$1,250 × 4 nights');
    expect(table.textContent).toContain('15%');
    expect(table.textContent).toContain('$750');
    expect(table.textContent).toContain('$5,750');
    const feeQuery = calls.filter((call) => call.key === 'GET /api/fees/calculate').at(-1)!.url.searchParams;
    expect(Object.fromEntries(feeQuery)).toMatchObject({
      offerAmount: '125000',
      isMultiNight: 'true',
      numberOfNights: '4',
    });

    await user.click(screen.getByRole('button', { name: /edit performance/i }));
    await user.click(await screen.findByLabelText('Multi-night booking'));
    expect(screen.queryByLabelText('Number of nights')).toBeNull();
    await next(user);
    await user.click(await screen.findByRole('button', { name: /submit/i }));
    await waitFor(() => expect(calls.some((call) => call.key === CREATE)).toBe(true));
    expect(calls.find((call) => call.key === CREATE)!.body).toMatchObject({
      offerAmount: 125_000,
      isMultiNight: false,
      numberOfNights: 1,
      performerId: PERFORMER_ID,
    });
  });

  it('a double click makes one offer with an Idempotency-Key, then toasts, emits and goes to the offers', async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => (answer = resolve));
    const { user, calls, environment } = renderWizard({ [CREATE]: () => pending });
    await reachReview(user);
    const submit = screen.getByRole('button', { name: /submit/i });
    await user.dblClick(submit);
    expect(submit.textContent).toBe('Submitting...');
    expect(submit).toHaveProperty('disabled', true);
    answer({
      message: 'Waiting for approval.',
      requiresApproval: true,
      offerId: PERFORMER_ID,
      status: 'PENDING_ADMIN_APPROVAL',
    });

    await waitFor(() => expect(environment.navigate).toHaveBeenCalledWith({ kind: 'offers' }));
    const creates = calls.filter((call) => call.key === CREATE);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers.get('Idempotency-Key')).toMatch(/^offer-[0-9a-f]{32}$/);
    expect(toast().textContent).toContain('Offer Submitted for Approval');
    expect(toast().textContent).toContain('Waiting for approval.');
    expect(environment.emit).toHaveBeenCalledWith('offer-created', {
      message: 'Waiting for approval.',
      requiresApproval: true,
      performerId: PERFORMER_ID,
    });
  });

  it('shows the server’s field errors on their step and keeps the key for the retry', async () => {
    const { user, calls } = renderWizard({
      [CREATE]: {
        status: 400,
        body: {
          error: { code: 'validation_error', message: 'Check the venue', fields: { venueCity: 'Unknown city' } },
        },
      },
    });
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: /submit/i }));
    expect(await screen.findByRole('heading', { name: 'Venue Info' })).toBeTruthy();
    const city = screen.getByLabelText('Venue city');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(within(city.parentElement!).getByText('Unknown city')).toBeTruthy();
    expect(toast().textContent).toContain('Failed to Create Offer');
    expect(toast().textContent).toContain('Check the venue');

    await next(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: /submit/i }));
    await waitFor(() => expect(calls.filter((call) => call.key === CREATE)).toHaveLength(2));
    const keys = calls.filter((call) => call.key === CREATE).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });

  it('marks the performer’s blocked dates of the chosen month and refuses a date blocked all day', async () => {
    const month = inAMonth.slice(0, 7);
    const partDay = inAMonth.endsWith('-28') ? `${month}-27` : `${month}-28`;
    const { user } = renderWizard({
      [`GET /api/performers/${PERFORMER_ID}/availability`]: (url: URL) => ({
        timeZone: 'America/Chicago',
        month: url.searchParams.get('month'),
        days:
          url.searchParams.get('month') === month
            ? [
                { date: inAMonth, status: 'blocked' },
                { date: partDay, status: 'partial' },
              ].sort((a, b) => a.date.localeCompare(b.date))
            : [],
      }),
    });
    await fillEvent(user);
    const marks = await screen.findByTestId('unavailable-dates');
    expect(within(marks).getAllByRole('listitem')).toHaveLength(2);
    expect(marks.textContent).toContain('(part of the day)');
    expect(marks.querySelector('[aria-current="date"]')).toBeTruthy();

    await next(user);
    expect(toast().textContent).toContain('Performer Unavailable');
    const date = screen.getByLabelText('Event date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^The performer is unavailable on .+\. Please choose another date\.$/,
    );
    expect(stepOf()).toBe('1');
  });

  it('shows the API’s 409 for a blocked time on the date field', async () => {
    const { user } = renderWizard({
      [CREATE]: {
        status: 409,
        body: {
          error: {
            code: 'performer_unavailable_at_time',
            message: 'Patty Punchline is unavailable on Mon, Jan 25, 2027. Please choose another date or time.',
            fields: { eventDate: 'Not available on Mon, Jan 25, 2027' },
          },
        },
      },
    });
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: /submit/i }));
    expect(await screen.findByRole('heading', { name: 'Event Details' })).toBeTruthy();
    expect(screen.getByLabelText('Event date').getAttribute('aria-invalid')).toBe('true');
    expect(toast().textContent).toContain('Please choose another date or time.');
  });
});
