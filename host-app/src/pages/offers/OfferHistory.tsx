import styled from 'styled-components';
import type { OfferDetails } from 'tenant-api/contract';
import { formatCents, formatInstant } from 'widgets/format';
import { statusLabel } from 'widgets/offers-list';
import { actorLabel, transitionLabel } from './offerHistory';
import { Panel } from './PagePieces';

/** Every step the offer took: who, when, from which status to which, the note and the amount. */
export function OfferHistory({ history }: { history: OfferDetails['history'] }) {
  return (
    <Panel aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {history.length === 0 ? (
        <Muted>Nothing has happened to this offer yet.</Muted>
      ) : (
        <Timeline>
          {history.map((entry) => (
            <li key={`${entry.createdAt}-${entry.transition}`}>
              <Step>{transitionLabel(entry.transition)}</Step>
              <Muted>
                {actorLabel(entry)} · <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
              </Muted>
              <Muted>
                {entry.fromStatus ? `${statusLabel(entry.fromStatus)} → ` : ''}
                {statusLabel(entry.toStatus)}
                {entry.amount !== null && <> · {formatCents(entry.amount)}</>}
              </Muted>
              {entry.note && <Note>“{entry.note}”</Note>}
            </li>
          ))}
        </Timeline>
      )}
    </Panel>
  );
}

const Timeline = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    display: grid;
    gap: 2px;
    padding: 0 0 18px 22px;
    border-left: 2px solid var(--hl-color-border);
  }

  li:last-child {
    padding-bottom: 0;
    border-left-color: transparent;
  }

  li::before {
    content: '';
    position: absolute;
    top: 4px;
    left: -7px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: var(--hl-color-primary);
  }
`;

const Step = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Note = styled.p`
  margin: 4px 0 0;
  font-style: italic;
`;
