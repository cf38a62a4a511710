import { widgetError } from '../core/widgetError';
import { useEffect, useRef } from 'react';
import { withRetries } from '../api';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { formatCents } from '../format';
import { useToast } from '../toast/ToastProvider';
import type { CheckoutReturn } from '../core/checkoutReturn';

/** Long enough to read a payment's outcome; it stays while hovered or focused. */
const OUTCOME_TOAST_MS = 12_000;

/** Returns already answered on this page: a re-render (e.g. the buyer's session refreshed) must not report one twice. */
const answered = new WeakSet<CheckoutReturn>();

/**
 * Back on the agency's page from the checkout (SPEC 2.12, in the widget): confirms the payment,
 * says how it went, and reloads the list, whose card then shows the booking paid with the
 * performer's contact. A cancelled checkout is said to have charged nothing.
 */
export function useCheckoutReturn(onPaid: () => void): void {
  const { api, emit, checkout } = useWidgetEnvironment();
  const toast = useToast();
  const paid = useRef(onPaid);
  paid.current = onPaid;
  const returned = checkout?.returned;

  useEffect(() => {
    if (!checkout || !returned || answered.has(returned)) return;
    if (!('sessionId' in returned)) {
      answered.add(returned);
      toast({ title: 'Payment Cancelled', description: 'Nothing was charged.' });
      return checkout.settle();
    }
    const { sessionId } = returned;
    const controller = new AbortController();
    const { signal } = controller;
    toast({ title: 'Confirming your payment...', duration: 60_000 });
    withRetries(() => api.verifyPayment(sessionId, signal), { signal }).then(
      (payment) => {
        answered.add(returned);
        toast({
          title: 'Payment Successful',
          description: `${formatCents(payment.totalPaidAmount)} is held in escrow. ${payment.performer.stageName}'s contact details are on the booking.`,
          variant: 'success',
          duration: OUTCOME_TOAST_MS,
        });
        emit('payment-completed', { offerId: payment.offerId, sessionId, totalPaidAmount: payment.totalPaidAmount });
        paid.current();
        checkout.settle();
      },
      (error) => {
        if (signal.aborted) return;
        answered.add(returned);
        toast({
          title: 'Payment Verification Failed',
          description: 'Unable to verify your payment. Please contact support if this issue persists.',
          variant: 'destructive',
          duration: OUTCOME_TOAST_MS,
        });
        emit('error', widgetError('offers-list', error, 'Unable to verify your payment.'));
        checkout.settle();
      },
    );
    return () => controller.abort();
  }, [api, checkout, emit, returned, toast]);
}
