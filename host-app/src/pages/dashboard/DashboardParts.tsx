import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { DashboardOffer } from 'tenant-api/contract';
import { formatVenueWallClock } from '../../format/venueDates';
import { OfferStatusBadge } from 'widgets/offers-list';
import { Badge, mediaUp } from 'widgets/ui';
import { formatCents } from '../../format/money';

/** One headline number. `tone` highlights a card that asks for the user's attention. */
export function StatCard(props: { label: string; value: string; hint?: string; tone?: 'attention' }) {
  return (
    <Card $attention={props.tone === 'attention'}>
      <dt>{props.label}</dt>
      <dd>
        <StatValue>{props.value}</StatValue>
        {props.hint && <StatHint>{props.hint}</StatHint>}
      </dd>
    </Card>
  );
}

/** A titled block of the dashboard with an optional link to the full list. */
export function Section(props: {
  id: string;
  title: string;
  action?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <Block aria-labelledby={headingId}>
      <SectionHead>
        <h2 id={headingId}>{props.title}</h2>
        {props.action && <MoreLink to={props.action.to}>{props.action.label}</MoreLink>}
      </SectionHead>
      {props.children}
    </Block>
  );
}

export interface OfferRowsProps {
  offers: DashboardOffer[];
  /** "Total" for buyers, "Fee" for performers. */
  amountLabel: string;
  /** The words of the "needs action" badge for a highlighted row. */
  actionText(offer: DashboardOffer): string;
  empty: ReactNode;
}

/** Offers as rows; each row's event name links to /offers/{id} and the whole row is clickable. */
export function OfferRows({ offers, amountLabel, actionText, empty }: OfferRowsProps) {
  if (offers.length === 0) return <Empty>{empty}</Empty>;
  return (
    <Rows>
      {offers.map((offer) => (
        <Row key={offer.id} $attention={offer.needsAction}>
          <RowTop>
            <RowTitle>
              <RowLink to={`/offers/${offer.id}`}>{offer.eventName}</RowLink>
            </RowTitle>
            <Badges>
              {offer.needsAction && <Badge $tone="warning">{actionText(offer)}</Badge>}
              <OfferStatusBadge
                offer={{
                  status: offer.status,
                  isExpired: offer.expirationStatus.isExpired,
                  expirationStatus: offer.expirationStatus,
                }}
              />
            </Badges>
          </RowTop>
          <Meta>
            <time dateTime={offer.eventDate}>{formatVenueWallClock(offer)}</time>
            {' · '}
            {offer.venueName}, {offer.venueCity}, {offer.venueState}
          </Meta>
          <RowBottom>
            <span>with {offer.counterpart}</span>
            <Amount>
              {offer.status === 'COUNTER_OFFER' && offer.counterOfferAmount !== null
                ? `Counter ${formatCents(offer.counterOfferAmount)}`
                : `${amountLabel} ${formatCents(offer.amount)}`}
            </Amount>
          </RowBottom>
          {offer.expirationStatus.warningMessage && !offer.expirationStatus.isExpired && (
            <Warning $urgent={offer.expirationStatus.urgencyLevel === 'high'}>
              {offer.expirationStatus.warningMessage}
            </Warning>
          )}
        </Row>
      ))}
    </Rows>
  );
}

export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;

  ${mediaUp('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.div<{ $attention: boolean }>`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
  padding: 16px;
  border: ${({ $attention }) =>
    $attention ? '2px solid var(--hl-color-warning)' : '1px solid var(--hl-color-border)'};
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  dt {
    color: var(--hl-color-text-muted);
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  dd {
    display: grid;
    gap: 2px;
    margin: 0;
  }
`;

const StatValue = styled.span`
  overflow-wrap: anywhere;
  font-family: var(--hl-font-heading);
  font-size: clamp(1.375rem, 1.1rem + 1vw, 1.875rem);
  font-weight: 800;
  line-height: 1.15;
`;

const StatHint = styled.span`
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
`;

const Block = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: baseline;
  justify-content: space-between;

  h2 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.25rem;
    font-weight: 800;
  }
`;

const MoreLink = styled(Link)`
  color: var(--hl-color-primary);
  font-size: 0.9375rem;
  font-weight: 700;
`;

const Empty = styled.div`
  color: var(--hl-color-text-muted);

  a {
    color: var(--hl-color-primary);
    font-weight: 700;
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $attention: boolean }>`
  position: relative;
  display: grid;
  gap: 6px;
  min-width: 0;
  padding: 14px 16px;
  border: 1px solid var(--hl-color-border);
  border-left: 4px solid ${({ $attention }) => ($attention ? 'var(--hl-color-warning)' : 'var(--hl-color-border)')};
  border-radius: var(--hl-radius-md);
  background: ${({ $attention }) =>
    $attention ? 'color-mix(in srgb, var(--hl-color-warning) 8%, var(--hl-color-surface))' : 'var(--hl-color-surface)'};

  &:hover {
    background: var(--hl-color-surface-alt);
  }

  &:focus-within {
    outline: 3px solid var(--hl-color-focus, var(--hl-color-primary));
    outline-offset: 2px;
  }
`;

const RowTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  align-items: center;
  justify-content: space-between;
`;

const RowTitle = styled.h3`
  min-width: 0;
  margin: 0;
  font-size: 1rem;
  font-weight: 750;
  overflow-wrap: anywhere;
`;

/** The row's one link; its ::after stretches over the row so a click anywhere opens the offer. */
const RowLink = styled(Link)`
  color: var(--hl-color-text);
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Meta = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const RowBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  justify-content: space-between;
  font-size: 0.9375rem;
`;

const Amount = styled.span`
  font-weight: 750;
  white-space: nowrap;
`;

const Warning = styled.p<{ $urgent: boolean }>`
  margin: 0;
  color: ${({ $urgent }) => ($urgent ? 'var(--hl-color-danger)' : 'var(--hl-color-warning)')};
  font-size: 0.875rem;
  font-weight: 700;
`;

/** Two columns of sections on wide screens, one on phones. */
export const Columns = styled.div`
  display: grid;
  gap: 16px;

  ${mediaUp('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const QuickLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
