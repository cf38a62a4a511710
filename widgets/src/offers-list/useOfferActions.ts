import { widgetError } from '../core/widgetError';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { OfferListItem } from 'tenant-api/contract';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { formatCents } from '../format';
import { useToast } from '../toast/ToastProvider';

/** SPEC 9: the browser goes to the payment page 1.5 s after an offer is accepted. */
export const PAYMENT_REDIRECT_MS = 1500;

type Answer = 'accept' | 'decline';

/** Each call resolves to true when it succeeded, so a dialog knows whether to close. */
export interface OfferCommands {
  respond(offer: OfferListItem, action: Answer, notes: string): Promise<boolean>;
  counter(offer: OfferListItem, counterAmount: number, notes: string): Promise<boolean>;
  answerCounter(offer: OfferListItem, action: Answer, notes: string): Promise<boolean>;
  pay(offer: OfferListItem): Promise<boolean>;
  cancel(offer: OfferListItem, reason: string): Promise<boolean>;
}

const optional = (text: string) => text.trim() || undefined;

/**
 * The offer commands of the list and the details screen: the API call, the toast of SPEC 8,
 * the widget events, and (for a buyer's accepted offer) the way to the payment page.
 * `onChanged` runs after every success, e.g. to reload the list.
 */
export function useOfferActions(onChanged: () => void): OfferCommands {
  const { api, emit, navigate, checkout } = useWidgetEnvironment();
  const toast = useToast();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const fail = useCallback(
    (title: string, error: unknown, fallback: string) => {
      const detail = widgetError('offers-list', error, fallback);
      toast({ title, description: detail.message, variant: 'destructive' });
      emit('error', detail);
      return false;
    },
    [emit, toast],
  );

  const goToPayment = useCallback(
    (offerId: string, paymentUrl: string, delay: number) => {
      emit('payment-started', { offerId, paymentUrl });
      redirectTimer.current = setTimeout(() => navigate({ kind: 'checkout', url: paymentUrl }), delay);
    },
    [emit, navigate],
  );

  return useMemo<OfferCommands>(
    () => ({
      async respond(offer, action, notes) {
        try {
          await api.respondToOffer(offer.id, action, optional(notes));
        } catch (error) {
          return fail('Failed to Respond', error, `Failed to ${action} offer`);
        }
        if (action === 'accept') emit('offer-accepted', { offerId: offer.id, paymentUrl: null });
        toast({
          title: action === 'accept' ? 'Offer Accepted' : 'Offer Declined',
          description:
            action === 'accept'
              ? 'The buyer has been asked to pay. The booking is confirmed once payment is held in escrow.'
              : 'The buyer has been told you declined.',
          variant: 'success',
        });
        onChanged();
        return true;
      },

      async counter(offer, counterAmount, notes) {
        try {
          await api.counterOffer(offer.id, counterAmount, optional(notes));
        } catch (error) {
          return fail('Failed to Submit Counter-offer', error, 'Failed to submit counter-offer');
        }
        toast({
          title: 'Counter-offer Submitted',
          description: 'Your counter-offer has been sent to the buyer.',
          variant: 'success',
        });
        onChanged();
        return true;
      },

      async answerCounter(offer, action, notes) {
        let paymentUrl: string | null | undefined;
        try {
          ({ paymentUrl } = await api.answerCounterOffer(offer.id, action, optional(notes), checkout?.returnUrl()));
        } catch (error) {
          return fail('Failed to Respond', error, `Failed to ${action} offer`);
        }
        if (action === 'decline') {
          toast({ title: 'Offer Declined', description: 'The performer has been told.', variant: 'success' });
        } else {
          emit('offer-accepted', { offerId: offer.id, paymentUrl: paymentUrl ?? null });
          toast({ title: 'Offer Accepted!', description: 'Redirecting to payment page...', variant: 'success' });
          if (paymentUrl) goToPayment(offer.id, paymentUrl, PAYMENT_REDIRECT_MS);
        }
        onChanged();
        return true;
      },

      async pay(offer) {
        try {
          const { paymentUrl } = await api.startCheckout(offer.id, checkout?.returnUrl());
          goToPayment(offer.id, paymentUrl, 0);
          return true;
        } catch (error) {
          return fail('Payment Failed', error, 'Unable to start checkout. Please try again.');
        }
      },

      async cancel(offer, reason) {
        let refund: number;
        try {
          ({
            refund: { refund },
          } = await api.cancelOffer(offer.id, optional(reason)));
        } catch (error) {
          return fail('Failed to Cancel', error, 'Failed to cancel offer');
        }
        toast({
          title: 'Offer Cancelled',
          description: refund > 0 ? `${formatCents(refund)} will be refunded.` : 'No refund is due.',
          variant: 'success',
        });
        onChanged();
        return true;
      },
    }),
    [api, checkout, emit, fail, goToPayment, onChanged, toast],
  );
}
