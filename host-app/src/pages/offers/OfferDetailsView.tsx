import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { emailUnverifiedMessage, type OfferDetails } from 'tenant-api/contract';
import {
  ContactDetails,
  detailActions,
  EventFacts,
  hasAnyAction,
  CancelDialog,
  OfferActionBar,
  OfferAmounts,
  OfferParty,
  OfferStatusBadge,
  OverlapWarning,
  CalendarConflictWarning,
  useOfferActions,
  type OffersRole,
} from 'widgets/offers-list';
import { mediaUp } from 'widgets/ui';
import { BookingReviewsPanel } from '../../features/reviews';
import { useSession } from '../../session/SessionProvider';
import { Container } from '../../ui/layout';
import { OfferHistory } from './OfferHistory';
import { humanizeEnum } from './offerHistory';
import { Facts, Page, Panel } from './PagePieces';

export const offerQueryKey = (id: string) => ['/api/offers', id];

/** The offer details screen: what was offered, its history, contacts and the viewer's actions. */
export function OfferDetailsView({ offer, role }: { offer: OfferDetails; role: OffersRole }) {
  const queryClient = useQueryClient();
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: offerQueryKey(offer.id) }),
    [queryClient, offer.id],
  );
  const commands = useOfferActions(reload);
  const { user } = useSession();
  const actions = detailActions(offer, role, offer.availableActions);
  const warning = offer.expirationStatus.warningMessage;

  return (
    <Page>
      <Container>
        <Back to="/offers">← Back to offers</Back>
        <Head>
          <h1>{offer.eventName}</h1>
          <OfferStatusBadge offer={offer} />
        </Head>
        {warning && <Warning>{warning}</Warning>}
        <Layout>
          <Main>
            <Panel aria-labelledby="summary-heading">
              <h2 id="summary-heading">Booking</h2>
              <EventFacts offer={offer} />
              <OfferParty offer={offer} role={role} />
              <OfferAmounts offer={offer} role={role} />
              <OverlapWarning offer={offer} role={role} />
              <CalendarConflictWarning offer={offer} role={role} />
              {(hasAnyAction(actions) || actions.counterLimitReached) && (
                <OfferActionBar
                  offer={offer}
                  actions={actions}
                  commands={commands}
                  cancelDialog={CancelDialog}
                  payBlocked={user && !user.emailVerified ? emailUnverifiedMessage(user.email) : undefined}
                />
              )}
            </Panel>
            <BookingReviewsPanel offer={offer} role={role} />
            <EventPanel offer={offer} />
            <Panel aria-labelledby="contact-heading">
              <h2 id="contact-heading">Contact details</h2>
              <ContactDetails offer={offer} role={role} />
            </Panel>
          </Main>
          <OfferHistory history={offer.history} />
        </Layout>
      </Container>
    </Page>
  );
}

function EventPanel({ offer }: { offer: OfferDetails }) {
  return (
    <Panel aria-labelledby="event-heading">
      <h2 id="event-heading">Event and venue</h2>
      <Facts>
        <dt>Event type</dt>
        <dd>{humanizeEnum(offer.eventType)}</dd>
        <dt>Audience</dt>
        <dd>{offer.audienceSize} people</dd>
        <dt>Content</dt>
        <dd>{humanizeEnum(offer.contentRating)}</dd>
        <dt>Set length</dt>
        <dd>{offer.performanceLength} minutes</dd>
        {offer.isMultiNight && (
          <>
            <dt>Nights</dt>
            <dd>{offer.numberOfNights}</dd>
          </>
        )}
        <dt>Venue</dt>
        <dd>
          {offer.venueName} ({humanizeEnum(offer.venueType)})
        </dd>
        {offer.specialRequests && (
          <>
            <dt>Requests</dt>
            <dd>{offer.specialRequests}</dd>
          </>
        )}
      </Facts>
    </Panel>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 16px;
  color: var(--hl-color-primary);
  font-weight: 650;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;

  h1 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem);
    font-weight: 800;
    overflow-wrap: anywhere;
  }
`;

const Warning = styled.p`
  margin: 8px 0 0;
  color: var(--hl-color-danger);
  font-weight: 700;
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 24px;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;
