import { Link } from 'react-router';
import styled from 'styled-components';
import type { PerformerProfile } from 'tenant-api/contract';
import { Badge, VisuallyHidden } from 'widgets/ui';
import { formatCents } from '../../format/money';
import { ButtonLink } from '../../ui/ButtonLink';
import { memberSince, responseTimeText, type BookingAction } from './profileModel';

/** Price, availability, response time and the one primary action: Make Offer (or why not). */
export function BookingPanel({ performer, action }: { performer: PerformerProfile; action: BookingAction }) {
  const since = memberSince(performer.createdAt);
  return (
    <Panel aria-labelledby="booking-heading">
      <h2 id="booking-heading">Booking</h2>
      <Availability>
        {performer.isAvailable ? (
          <Badge $tone="success">Available</Badge>
        ) : (
          <Badge $tone="warning">Not currently taking bookings</Badge>
        )}
      </Availability>
      <Price>
        <span>From</span> <strong>{formatCents(performer.baseFee)}</strong>
      </Price>
      <Facts>
        <dt>Response time</dt>
        <dd>Usually within {responseTimeText(performer.responseTime)}</dd>
        {since && (
          <>
            <dt>Member since</dt>
            <dd>{since}</dd>
          </>
        )}
      </Facts>
      <ActionOrNote action={action} name={performer.stageName} />
    </Panel>
  );
}

function ActionOrNote({ action, name }: { action: BookingAction; name: string }) {
  switch (action.kind) {
    case 'offer':
      return (
        <>
          <ButtonLink to={action.href} $size="lg" $block>
            Make Offer <VisuallyHidden>to {name}</VisuallyHidden>
          </ButtonLink>
          <Small>Payment is held in escrow until after your event.</Small>
        </>
      );
    case 'own-profile':
      return (
        <Note>
          This is your public profile, as buyers see it. Their offers arrive in{' '}
          <Link to="/offers">your incoming offers</Link>.
        </Note>
      );
    case 'performer-viewer':
      return <Note>You are signed in as a performer. Only buyers can make offers to performers.</Note>;
    case 'unavailable':
      return (
        <Note>
          {name} is not taking bookings right now. <Link to="/browse">Browse other performers</Link>.
        </Note>
      );
    case 'unvetted':
      return <Note>This performer has not been vetted yet, so offers cannot be sent.</Note>;
  }
}

const Panel = styled.aside`
  display: grid;
  gap: 14px;
  align-content: start;
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h2 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.25rem;
    font-weight: 800;
  }
`;

/** The long "not taking bookings" badge may wrap on narrow phones. */
const Availability = styled.p`
  margin: 0;

  span {
    white-space: normal;
  }
`;

const Price = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-weight: 600;

  strong {
    color: var(--hl-color-text);
    font-family: var(--hl-font-heading);
    font-size: 2rem;
    font-weight: 800;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0;
  font-size: 0.9375rem;

  dt {
    color: var(--hl-color-text-muted);
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 12px 14px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);
  font-size: 0.9375rem;

  a {
    color: var(--hl-color-primary);
    font-weight: 600;
  }
`;

const Small = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
  text-align: center;
`;
