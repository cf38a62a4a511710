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
});
