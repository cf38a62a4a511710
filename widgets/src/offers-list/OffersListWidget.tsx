import { useId, useState } from 'react';
import styled from 'styled-components';
import type { MyOffersFirstPage } from 'tenant-api/contract';
import { errorMessage, type OfferTab } from '../api';
import { useOffersChanged } from '../core/offersChanged';
import { useLifecycleEvents } from '../core/useLifecycleEvents';
import { useRemote } from '../core/useRemote';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { WidgetButtonLink } from '../core/WidgetLink';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { OfferCard } from './OfferCard';
import { emptyState, listTitle, type OffersRole } from './offerRules';
import { OfferTabs, panelId, tabId } from './OfferTabs';
import { Cards } from './OfferCards';
import { OlderOffers } from './OlderOffers';
import { useCheckoutReturn } from './useCheckoutReturn';
import { useOfferActions } from './useOfferActions';

export interface OffersListWidgetProps {
  initialTab?: OfferTab;
  /** SPEC 9: the list refreshes every 30 s. */
  pollMs?: number;
  /** 1 when the widget is the page's main content (the host app), else 2. */
  headingLevel?: 1 | 2;
}

/** SPEC 2.11: the buyer's offers or the performer's incoming offers, by status tab. */
export function OffersListWidget({ initialTab = 'all', pollMs = 30_000, headingLevel = 2 }: OffersListWidgetProps) {
  const { api, user } = useWidgetEnvironment();
  const [tab, setTab] = useState<OfferTab>(initialTab);
  const remote = useRemote(`offers:${tab}`, (signal) => api.myOffers(tab, signal), { pollMs });
  const latest = useLatest(remote.data);
  const role: OffersRole = latest?.userRole ?? (user?.role === 'PERFORMER' ? 'performer' : 'buyer');
  const commands = useOfferActions(remote.reload);
  const idPrefix = useId();
  useLifecycleEvents('offers-list', remote.data, remote.error, 'Could not load offers');
  useOffersChanged(remote.reload);
  useCheckoutReturn(remote.reload);

  return (
    <Root>
      <Header>
        <Title as={`h${headingLevel}`}>{listTitle(role)}</Title>
        <HeaderActions>
          <Button $variant="secondary" $size="sm" onClick={() => void remote.reload()} aria-busy={remote.isRefreshing}>
            {remote.isRefreshing ? <Spinner size={16} /> : null}
            Refresh
          </Button>
          {role === 'buyer' && (
            <WidgetButtonLink to={{ kind: 'browse' }} $size="sm">
              Make New Offer
            </WidgetButtonLink>
          )}
        </HeaderActions>
      </Header>
      <OfferTabs selected={tab} counts={latest?.counts} onSelect={setTab} idPrefix={idPrefix} />
      <Panel role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, tab)} aria-busy={remote.isLoading}>
        <ListBody tab={tab} role={role} remote={remote} commands={commands} />
      </Panel>
    </Root>
  );
}

type Remote = ReturnType<typeof useRemote<MyOffersFirstPage>>;

function ListBody({
  tab,
  role,
  remote,
  commands,
}: {
  tab: OfferTab;
  role: OffersRole;
  remote: Remote;
  commands: ReturnType<typeof useOfferActions>;
}) {
  if (remote.isLoading) {
    return (
      <Centered>
        <Spinner size={32} />
        <p role="status">Loading offers…</p>
      </Centered>
    );
  }
  const failure = remote.error !== undefined && (
    <Alert title={remote.data ? 'Could not refresh your offers' : 'Could not load your offers'}>
      {errorMessage(remote.error, 'Please check your connection and try again.')}{' '}
      <Button $variant="secondary" $size="sm" onClick={() => void remote.reload()}>
        Try again
      </Button>
    </Alert>
  );
  if (!remote.data) return failure;
  const { offers } = remote.data;
  const empty = emptyState(role, tab);
  return (
    <>
      {failure}
      {offers.length === 0 ? (
        <Empty>
          <h3>{empty.title}</h3>
          <p>{empty.text}</p>
          {role === 'buyer' && tab === 'all' && (
            <WidgetButtonLink to={{ kind: 'browse' }}>Browse Performers</WidgetButtonLink>
          )}
        </Empty>
      ) : (
        <Cards>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} role={role} commands={commands} />
            </li>
          ))}
        </Cards>
      )}
      {remote.data.nextCursor && (
        <OlderOffers key={tab} tab={tab} role={role} commands={commands} after={remote.data.nextCursor} />
      )}
    </>
  );
}

/** The last defined value, so the title and counts stay while another tab loads. */
function useLatest<T>(value: T | undefined): T | undefined {
  const [latest, setLatest] = useState(value);
  if (value !== undefined && value !== latest) setLatest(value);
  return value ?? latest;
}

const Root = styled.section`
  display: grid;
  gap: 20px;
  min-width: 0;
  color: var(--hl-color-text);
  font-family: var(--hl-font-body);
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h2`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem);
  font-weight: 800;
  letter-spacing: 0.01em;
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Panel = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 0;
  color: var(--hl-color-text-muted);
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 20px;
  border: 1px dashed var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  text-align: center;

  h3 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.5rem;
    text-transform: uppercase;
  }

  p {
    max-width: 48ch;
    margin: 0;
    color: var(--hl-color-text-muted);
  }
`;
