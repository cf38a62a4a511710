// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/api';
import { WidgetEnvironmentProvider } from '../src/core';
import { CancelDialog } from '../src/offers-list';
import { ToastProvider } from '../src/ui';

afterEach(cleanup);

describe('CancelDialog', () => {
  it('shows the refund quote before the user confirms', async () => {
    const quote = {
      refund: 46_000,
      retained: 46_000,
      band: 'half',
      rule: '14-29 days before the event: 50% refund',
      daysBefore: 20,
    };
    const fetch: typeof globalThis.fetch = async () => new Response(JSON.stringify(quote));
    const onConfirm = vi.fn(async () => true);
    const onClose = vi.fn();
    render(
      <WidgetEnvironmentProvider
        value={{ api: createApiClient({ fetch }), user: null, hrefFor: () => '#', navigate: vi.fn(), emit: vi.fn() }}
      >
        <ToastProvider>
          <CancelDialog
            offer={{ id: 'o1', eventName: 'Gala', status: 'PAID' }}
            onConfirm={onConfirm}
            onClose={onClose}
          />
        </ToastProvider>
      </WidgetEnvironmentProvider>,
    );
    const confirm = screen.getByRole('button', { name: 'Cancel booking' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(await screen.findByText('$460')).toBeTruthy();
    expect(screen.getByText('50% refund')).toBeTruthy();
    expect(screen.getByText(quote.rule)).toBeTruthy();
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reason (optional)'), 'Venue closed');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Venue closed');
    expect(onClose).toHaveBeenCalled();
  });

  const split = {
    buyerRefund: 115_000,
    refundFromEscrow: 100_000,
    refundFromServiceFee: 15_000,
    performerPayout: 91_500,
    commission: 8_500,
    platformKeeps: 23_500,
  };
  const halfBand = { refund: 115_000, retained: 115_000, band: 'half', rule: '14-29 days: 50%', daysBefore: 20 };
  const renderWith = async (quote: object) => {
    const fetch: typeof globalThis.fetch = async () => new Response(JSON.stringify(quote));
    render(
      <WidgetEnvironmentProvider
        value={{ api: createApiClient({ fetch }), user: null, hrefFor: () => '#', navigate: vi.fn(), emit: vi.fn() }}
      >
        <ToastProvider>
          <CancelDialog offer={{ id: 'o2', eventName: 'Gala', status: 'PAID' }} onConfirm={vi.fn()} onClose={vi.fn()} />
        </ToastProvider>
      </WidgetEnvironmentProvider>,
    );
    await screen.findByText('50% refund');
    return [...document.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
  };

  it('shows the buyer what they get back', async () => {
    expect(await renderWith({ ...halfBand, cancelledBy: 'buyer', split })).toEqual([
      'You get back: $1,150',
      'Band: 50% refund',
      'Rule: 14-29 days: 50%',
    ]);
  });

  it('shows the performer what they are paid after the event, after commission', async () => {
    expect(
      await renderWith({
        ...halfBand,
        cancelledBy: 'performer',
        split: { ...split, buyerRefund: 230_000, performerPayout: 0, commission: 0, platformKeeps: 0 },
      }),
    ).toEqual([
      'You are paid after the event: $0',
      'The buyer gets back: $2,300',
      'Band: 50% refund',
      'Rule: 14-29 days: 50%',
    ]);
  });

  it('shows an admin where all of it goes', async () => {
    expect(await renderWith({ ...halfBand, cancelledBy: 'admin', split })).toEqual([
      'The buyer gets back: $1,150',
      'Performer is paid after the event: $915 (after $85 commission)',
      'The platform keeps: $235',
      'Band: 50% refund',
      'Rule: 14-29 days: 50%',
    ]);
  });
});
