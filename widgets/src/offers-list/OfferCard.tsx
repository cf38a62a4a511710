import { useId } from 'react';
import styled from 'styled-components';
import type { OfferListItem } from 'tenant-api/contract';
import { WidgetButtonLink } from '../core/WidgetLink';
import { OfferActionBar } from './OfferActionBar';
import {
  CalendarConflictWarning,
  ContactDetails,
  EventFacts,
  OfferAmounts,
  OfferParty,
  OfferStatusBadge,
  OverlapWarning,
} from './OfferParts';
import { listActions, type OffersRole } from './offerRules';
import type { OfferCommands } from './useOfferActions';

interface Props {
  offer: OfferListItem;
  role: OffersRole;
  commands: OfferCommands;
}

/** One offer in the list (SPEC 2.11): event, venue, status, amounts, the other side, actions. */
export function OfferCard({ offer, role, commands }: Props) {
  const titleId = useId();
  const warning = offer.expirationStatus.warningMessage;
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>{offer.eventName}</Title>
        <OfferStatusBadge offer={offer} />
      </Head>
      <EventFacts offer={offer} />
      {warning && <Warning $urgent={offer.expirationStatus.urgencyLevel !== 'low'}>{warning}</Warning>}
      <OverlapWarning offer={offer} role={role} />
      <CalendarConflictWarning offer={offer} role={role} />
      <OfferParty offer={offer} role={role} />
      <OfferAmounts offer={offer} role={role} />
      <ContactDetails offer={offer} role={role} />
      <Footer>
        <OfferActionBar offer={offer} actions={listActions(offer, role)} commands={commands} />
        <WidgetButtonLink
          to={{ kind: 'offer', offerId: offer.id }}
          $variant="ghost"
          $size="sm"
          aria-describedby={titleId}
        >
          View Details
        </WidgetButtonLink>
      </Footer>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: 12px;
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: flex-start;
  justify-content: space-between;
`;

const Title = styled.h3`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: 1.25rem;
  font-weight: 800;
  overflow-wrap: anywhere;
`;

const Warning = styled.p<{ $urgent: boolean }>`
  margin: 0;
  color: ${({ $urgent }) => ($urgent ? 'var(--hl-color-danger)' : 'var(--hl-color-warning)')};
  font-size: 0.875rem;
  font-weight: 700;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: space-between;
  padding-top: 12px;
  border-top: 1px solid var(--hl-color-border);

  > a {
    margin-left: auto;
  }
`;
