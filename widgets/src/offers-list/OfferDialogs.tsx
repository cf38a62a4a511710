import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { OfferListItem } from 'tenant-api/contract';
import { MAX_AMOUNT_CENTS, MIN_OFFER_CENTS, wholeDollars } from 'tenant-api/contract/constants';
import { formatCents } from '../format';
import { useToast } from '../toast/ToastProvider';
import { Button, type ButtonVariant } from '../ui/Button';
import { Dialog, DialogActions } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { TextArea } from '../ui/TextArea';
import { checkCounterAmount } from './offerRules';

interface NotesDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  notesLabel?: string;
  /** Shown above the notes: what the viewer commits to (e.g. the counter-offer's new total). */
  details?: ReactNode;
  onConfirm(notes: string): Promise<boolean>;
  onClose(): void;
}

/** Accept, decline, and the buyer's answer to a counter-offer: a confirmation with optional notes. */
export function NotesDialog(props: NotesDialogProps) {
  const [notes, setNotes] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    if (await props.onConfirm(notes)) props.onClose();
    else setPending(false);
  };
  return (
    <Dialog title={props.title} description={props.description} onClose={props.onClose}>
      <form onSubmit={submit}>
        {props.details}
        <TextArea
          label={props.notesLabel ?? 'Notes (optional)'}
          name="notes"
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <DialogActions>
          <Button $variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" $variant={props.confirmVariant ?? 'primary'} disabled={pending}>
            {pending && <Spinner size={16} />}
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface CounterDialogProps {
  offer: Pick<OfferListItem, 'eventName' | 'offerAmount'>;
  onSubmit(counterAmount: number, notes: string): Promise<boolean>;
  onClose(): void;
}

/** SPEC 5: the counter amount in dollars (sent in cents), within the offer limits; submit disabled while empty. */
export function CounterDialog({ offer, onSubmit, onClose }: CounterDialogProps) {
  const toast = useToast();
  const [dollars, setDollars] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCounterAmount(dollars);
    if ('problem' in checked) {
      setError(checked.problem.description);
      toast({ ...checked.problem, variant: 'destructive' });
      return;
    }
    setPending(true);
    if (await onSubmit(checked.cents, notes)) onClose();
    else setPending(false);
  };
  return (
    <Dialog
      title="Make a Counter-offer"
      description={`The buyer offered ${formatCents(offer.offerAmount)} for ${offer.eventName}. You can counter once.`}
      onClose={onClose}
    >
      <Form onSubmit={submit} noValidate>
        <TextField
          label="Counter-offer amount (USD)"
          name="counterAmount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 750"
          hint={`In US dollars, ${wholeDollars(MIN_OFFER_CENTS)} to ${wholeDollars(MAX_AMOUNT_CENTS)}, e.g. 750. The buyer's service fee is added on top.`}
          value={dollars}
          error={error}
          onChange={(event) => {
            setDollars(event.target.value);
            setError(undefined);
          }}
        />
        <TextArea
          label="Notes (optional)"
          name="notes"
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={dollars.trim() === '' || pending}>
            {pending && <Spinner size={16} />}
            Send Counter-offer
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

export const Form = styled.form`
  display: grid;
  gap: 16px;
`;
