import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';

export interface FeedCardProps {
  feedUrl: string;
  onRotate(): void;
  rotating?: boolean;
}

/** The secret iCalendar address, to copy into a calendar app, and a new one when it leaked. */
export function FeedCard({ feedUrl, onRotate, rotating = false }: FeedCardProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card>
      <TextField
        label="Calendar feed (iCalendar)"
        name="feedUrl"
        readOnly
        value={feedUrl}
        hint="Subscribe to this address in Google Calendar, Apple Calendar or Outlook. Keep it private: anyone with it sees your calendar."
        onFocus={(event) => event.target.select()}
      />
      <Actions>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => void copy()}>
          Copy address
        </Button>
        <Button type="button" $variant="ghost" $size="sm" disabled={rotating} onClick={onRotate}>
          {rotating ? 'Making a new address…' : 'Get a new address'}
        </Button>
        <Status role="status">{copied ? 'Copied' : ''}</Status>
      </Actions>
    </Card>
  );
}

const Card = styled.div`
  display: grid;
  gap: 10px;

  input {
    font-family: ui-monospace, monospace;
    font-size: 0.8125rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Status = styled.span`
  color: var(--hl-color-success);
  font-size: 0.875rem;
  font-weight: 650;
`;
