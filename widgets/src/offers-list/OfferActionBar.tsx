import { useState, type ComponentType } from 'react';
import styled from 'styled-components';
import type { OfferListItem } from 'tenant-api/contract';
import { formatCents } from '../format';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import type { CancelDialogProps } from './CancelDialog';
import { CounterDialog, NotesDialog } from './OfferDialogs';
import { CounterQuoteSummary } from './OfferParts';
import { cancelWording, type OfferActions } from './offerRules';
import type { OfferCommands } from './useOfferActions';

type DialogName = 'accept' | 'decline' | 'counter' | 'acceptCounter' | 'declineCounter' | 'cancel';

interface Props {
  offer: OfferListItem;
  actions: OfferActions;
  commands: OfferCommands;
  /** Cancelling is offered only where a screen passes its dialog (the offer's details page). */
  cancelDialog?: ComponentType<CancelDialogProps>;
  /** Why the viewer cannot pay yet (e.g. an unconfirmed e-mail address): Pay now is disabled and this is shown. */
  payBlocked?: string;
}

/** The buttons for what the viewer may do with one offer; each (but Pay now) opens its dialog. */
export function OfferActionBar({ offer, actions, commands, cancelDialog, payBlocked }: Props) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const [paying, setPaying] = useState(false);
  const close = () => setOpen(null);
  const pay = async () => {
    setPaying(true);
    if (!(await commands.pay(offer))) setPaying(false);
  };

  return (
    <>
      <Bar>
        {actions.acceptCounter && <Button onClick={() => setOpen('acceptCounter')}>Accept Counter-offer</Button>}
        {actions.declineCounter && (
          <Button $variant="secondary" onClick={() => setOpen('declineCounter')}>
            Decline Counter-offer
          </Button>
        )}
        {actions.pay && (
          <Button
            $variant="accent"
            onClick={pay}
            disabled={paying || payBlocked !== undefined}
            aria-describedby={payBlocked ? `pay-blocked-${offer.id}` : undefined}
          >
            {paying && <Spinner size={16} />}
            Pay now
          </Button>
        )}
        {actions.accept && <Button onClick={() => setOpen('accept')}>Accept</Button>}
        {actions.counter && (
          <Button $variant="secondary" onClick={() => setOpen('counter')}>
            Counter
          </Button>
        )}
        {actions.decline && (
          <Button $variant="ghost" onClick={() => setOpen('decline')}>
            Decline
          </Button>
        )}
        {actions.cancel && cancelDialog && (
          <Button $variant="ghost" onClick={() => setOpen('cancel')}>
            {cancelWording(offer.status).action}
          </Button>
        )}
      </Bar>
      {actions.pay && payBlocked && <HouseRule id={`pay-blocked-${offer.id}`}>{payBlocked}</HouseRule>}
      {actions.counterLimitReached && (
        <HouseRule>
          <strong>Maximum counter-offers reached.</strong> House rule: one counter-offer per offer.
        </HouseRule>
      )}
      {open && <OpenDialog name={open} offer={offer} commands={commands} cancelDialog={cancelDialog} onClose={close} />}
    </>
  );
}

function OpenDialog({
  name,
  offer,
  commands,
  cancelDialog: CancelDialog,
  onClose,
}: {
  name: DialogName;
  offer: OfferListItem;
  commands: OfferCommands;
  cancelDialog?: ComponentType<CancelDialogProps>;
  onClose(): void;
}) {
  const counterAmount = formatCents(offer.counterOfferAmount ?? offer.offerAmount);
  switch (name) {
    case 'counter':
      return (
        <CounterDialog
          offer={offer}
          onClose={onClose}
          onSubmit={(cents, notes) => commands.counter(offer, cents, notes)}
        />
      );
    case 'cancel':
      return (
        CancelDialog && (
          <CancelDialog offer={offer} onClose={onClose} onConfirm={(reason) => commands.cancel(offer, reason)} />
        )
      );
    case 'accept':
      return (
        <NotesDialog
          title="Accept this offer?"
          description={`You agree to perform at ${offer.eventName} for ${formatCents(offer.offerAmount)}. The buyer is then asked to pay into escrow.`}
          confirmLabel="Accept Offer"
          onClose={onClose}
          onConfirm={(notes) => commands.respond(offer, 'accept', notes)}
        />
      );
    case 'decline':
      return (
        <NotesDialog
          title="Decline this offer?"
          description={`${offer.eventName} will be declined. You can tell the buyer why.`}
          confirmLabel="Decline Offer"
          onClose={onClose}
          onConfirm={(notes) => commands.respond(offer, 'decline', notes)}
        />
      );
    case 'acceptCounter':
      return (
        <NotesDialog
          title="Accept the counter-offer?"
          description={
            offer.counterQuote
              ? `${offer.performer.stageName} asks ${counterAmount} for ${offer.eventName}. You then pay ${formatCents(offer.counterQuote.totalAmount)} into escrow.`
              : `${offer.performer.stageName} asks ${counterAmount} for ${offer.eventName}. You then pay into escrow.`
          }
          details={offer.counterQuote && <CounterQuoteSummary quote={offer.counterQuote} />}
          confirmLabel={
            offer.counterQuote ? `Accept and Pay ${formatCents(offer.counterQuote.totalAmount)}` : 'Accept and Pay'
          }
          onClose={onClose}
          onConfirm={(notes) => commands.answerCounter(offer, 'accept', notes)}
        />
      );
    case 'declineCounter':
      return (
        <NotesDialog
          title="Decline the counter-offer?"
          description={`The offer for ${offer.eventName} ends; ${offer.performer.stageName} is told.`}
          confirmLabel="Decline Counter-offer"
          onClose={onClose}
          onConfirm={(notes) => commands.answerCounter(offer, 'decline', notes)}
        />
      );
  }
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  &:empty {
    display: none;
  }
`;

const HouseRule = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
