import styled from 'styled-components';
import type { OfferListItem } from 'tenant-api/contract';
import { formatCents, formatEventWhen, formatPercent } from '../format';
import { Badge } from '../ui/Badge';
import { buyerName, statusBadge, type OffersRole } from './offerRules';

/** SPEC 4 status badge. */
export function OfferStatusBadge({
  offer,
}: {
  offer: Pick<OfferListItem, 'status' | 'isExpired' | 'expirationStatus'>;
}) {
  const { label, tone } = statusBadge(offer);
  return <Badge $tone={tone}>{label}</Badge>;
}

/** When and where: the event's date and time, the venue's name and town. */
export function EventFacts({ offer }: { offer: OfferListItem }) {
  return (
    <Facts>
      <li>
        <time dateTime={offer.eventStartsAt}>{formatEventWhen(offer)}</time>
      </li>
      <li>
        {offer.venueName}, {offer.venueCity}, {offer.venueState}
      </li>
    </Facts>
  );
}

/**
 * For the performer: the booking this offer would clash with (the server's `overlapsBooking`).
 * Accepting it would be refused, so the warning comes first, with what to do about it.
 */
export function OverlapWarning({ offer, role }: { offer: OfferListItem; role: OffersRole }) {
  const overlap = offer.overlapsBooking;
  if (role !== 'performer' || !overlap) return null;
  return (
    <Clash role="note">
      <strong>Overlaps your booking:</strong> “{overlap.eventName}” at {overlap.venueName}, {overlap.venueCity},{' '}
      {overlap.venueState} on {overlap.startsAt}. You can accept this offer only if that booking is cancelled.
    </Clash>
  );
}

/** For the performer: a block of their own calendar at this offer's time (accepting is still allowed). */
export function CalendarConflictWarning({ offer, role }: { offer: OfferListItem; role: OffersRole }) {
  const conflict = offer.calendarConflict;
  if (role !== 'performer' || !conflict) return null;
  return (
    <Clash role="note" data-testid="calendar-conflict">
      <strong>Calendar conflict:</strong> {conflict.message.replace(/^Calendar conflict: /, '')} Remove the block or
      decline if you cannot play.
    </Clash>
  );
}

/**
 * What accepting a counter-offer costs the buyer: subtotal, service fee and total as the API's
 * fee module quoted them (never recomputed here).
 */
export function CounterQuoteSummary({ quote }: { quote: NonNullable<OfferListItem['counterQuote']> }) {
  return (
    <Amounts aria-label="What you pay if you accept">
      <div>
        <dt>{quote.numberOfNights > 1 ? `Subtotal (${quote.numberOfNights} nights)` : 'Subtotal'}</dt>
        <dd>{formatCents(quote.subtotal)}</dd>
      </div>
      <div>
        <dt>Service fee ({formatPercent(quote.serviceFeeRate)})</dt>
        <dd>{formatCents(quote.platformFee)}</dd>
      </div>
      <div>
        <dt>New total</dt>
        <dd>{formatCents(quote.totalAmount)}</dd>
      </div>
    </Amounts>
  );
}

/** The other side of the offer: the buyer (and company) for performers, the act for buyers. */
export function OfferParty({ offer, role }: { offer: OfferListItem; role: OffersRole }) {
  return role === 'performer' ? (
    <Party>
      From <strong>{buyerName(offer)}</strong>
      {offer.buyer.companyName && <> · {offer.buyer.companyName}</>}
    </Party>
  ) : (
    <Party>
      Performer <strong>{offer.performer.stageName}</strong>
    </Party>
  );
}

/** Offer, counter-offer and (for buyers, who pay it) total cost, from integer cents. */
export function OfferAmounts({ offer, role }: { offer: OfferListItem; role: OffersRole }) {
  return (
    <Amounts>
      <div>
        <dt>Offer</dt>
        <dd>{formatCents(offer.offerAmount)}</dd>
      </div>
      {offer.counterOfferAmount !== null && (
        <div>
          <dt>Counter-offer</dt>
          <dd>{formatCents(offer.counterOfferAmount)}</dd>
        </div>
      )}
      {role === 'buyer' && (
        <div>
          <dt>{offer.status === 'COUNTER_OFFER' ? 'Total at original offer' : 'Total cost'}</dt>
          <dd>{formatCents(offer.totalAmount)}</dd>
        </div>
      )}
      {role === 'buyer' && offer.counterQuote && (
        <div>
          <dt>Total if you accept the counter</dt>
          <dd>{formatCents(offer.counterQuote.totalAmount)}</dd>
        </div>
      )}
    </Amounts>
  );
}

/**
 * The other side's contact details, only when the server marks them released; otherwise
 * its message saying when they will be.
 */
export function ContactDetails({ offer, role }: { offer: OfferListItem; role: OffersRole }) {
  const redaction = offer._contactRedaction;
  if (redaction.isRedacted) {
    return <Redacted>{redaction.message ?? 'Contact details are hidden until they are released.'}</Redacted>;
  }
  const lines = contactLines(offer, role);
  return (
    <Contact aria-label="Contact details">
      {lines.map(({ label, value, href }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{href ? <a href={href}>{value}</a> : value}</dd>
        </div>
      ))}
    </Contact>
  );
}

function contactLines(offer: OfferListItem, role: OffersRole) {
  const person = role === 'performer' ? offer.buyer.user : offer.performer.user;
  const lines = [
    { label: 'Name', value: `${person.firstName} ${person.lastName}`.trim(), href: undefined },
    { label: 'E-mail', value: person.email, href: person.email ? `mailto:${person.email}` : undefined },
    { label: 'Phone', value: person.phone, href: person.phone ? `tel:${person.phone}` : undefined },
  ];
  if (role === 'performer') {
    lines.push(
      { label: 'Venue address', value: offer.venueAddress, href: undefined },
      {
        label: 'Venue e-mail',
        value: offer.venueEmail,
        href: offer.venueEmail ? `mailto:${offer.venueEmail}` : undefined,
      },
      { label: 'Venue phone', value: offer.venuePhone, href: offer.venuePhone ? `tel:${offer.venuePhone}` : undefined },
    );
  }
  return lines.filter((line): line is { label: string; value: string; href: string | undefined } =>
    Boolean(line.value),
  );
}

const Facts = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
`;

const Party = styled.p`
  margin: 0;
  font-size: 0.9375rem;
`;

const Amounts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 28px;
  margin: 0;

  dt {
    color: var(--hl-color-text-muted);
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 800;
  }
`;

const Redacted = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Contact = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);
  font-size: 0.875rem;

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 8px;
  }

  dt {
    color: var(--hl-color-text-muted);
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: var(--hl-color-primary);
  }
`;

const Clash = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--hl-radius-md, 8px);
  border: 1px solid var(--hl-color-danger);
  color: var(--hl-color-danger);
  font-size: 0.875rem;
`;
