import { Fragment, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { OfferListItem } from 'tenant-api/contract';
import type { CancellationQuote } from '../api';
import { useRemote } from '../core/useRemote';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { formatCents } from '../format';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Dialog, DialogActions } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { TextArea } from '../ui/TextArea';
import { Form } from './OfferDialogs';
import { cancelWording, refundBandLabel } from './offerRules';

export interface CancelDialogProps {
  offer: Pick<OfferListItem, 'id' | 'eventName' | 'status'>;
  onConfirm(reason: string): Promise<boolean>;
  onClose(): void;
}

/** Shows what the cancellation policy gives now, the viewer's part of it, before the user confirms. */
export function CancelDialog({ offer, onConfirm, onClose }: CancelDialogProps) {
  const { api } = useWidgetEnvironment();
  const quote = useRemote(`cancellation:${offer.id}`, () => api.cancellationQuote(offer.id));
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const wording = cancelWording(offer.status);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    if (await onConfirm(reason)) onClose();
    else setPending(false);
  };
  return (
    <Dialog
      title={wording.title}
      description={`${offer.eventName} will be cancelled for both sides.`}
      onClose={onClose}
    >
      <Form onSubmit={submit}>
        {quote.isLoading && <Spinner label="Loading the refund" />}
        {quote.error !== undefined && (
          <Alert title="Refund unavailable">We could not work out the refund. Please try again.</Alert>
        )}
        {quote.data && (
          <Quote aria-label="Refund">
            {quoteLines(quote.data).map(([term, value]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </Quote>
        )}
        <TextArea
          label="Reason (optional)"
          name="reason"
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {wording.keep}
          </Button>
          <Button type="submit" disabled={!quote.data || pending}>
            {pending && <Spinner size={16} />}
            {wording.action}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * The part of the quote that matters to the viewer, headline first: the buyer's refund; the
 * performer's payout after the event (after commission); for an admin, where all of it goes.
 */
export function quoteLines(quote: CancellationQuote): [string, string][] {
  const policy: [string, string][] = [
    ['Band', refundBandLabel(quote.band)],
    ['Rule', quote.rule],
  ];
  const { split } = quote;
  if (!split || quote.cancelledBy === 'buyer' || !quote.cancelledBy) {
    return [[split && quote.cancelledBy ? 'You get back' : 'Refund', formatCents(quote.refund)], ...policy];
  }
  const payout: [string, string] = [
    quote.cancelledBy === 'performer' ? 'You are paid after the event' : 'Performer is paid after the event',
    split.commission > 0
      ? `${formatCents(split.performerPayout)} (after ${formatCents(split.commission)} commission)`
      : formatCents(split.performerPayout),
  ];
  if (quote.cancelledBy === 'performer') {
    return [payout, ['The buyer gets back', formatCents(split.buyerRefund)], ...policy];
  }
  return [
    ['The buyer gets back', formatCents(split.buyerRefund)],
    payout,
    ['The platform keeps', formatCents(split.platformKeeps)],
    ...policy,
  ];
}

const Quote = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0;
  padding: 14px 16px;
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);

  dt {
    color: var(--hl-color-text-muted);
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  dd:first-of-type {
    font-size: 1.25rem;
    font-weight: 800;
  }
`;
