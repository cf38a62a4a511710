import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatClockTime, formatDay } from '../format/dates';
import { formatCents } from '../format/money';
import { Button } from '../ui/Button';
import { mediaUp } from '../ui/media';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import {
  CONTENT_RATING_OPTIONS,
  EVENT_TYPE_OPTIONS,
  labelOf,
  toOfferDraft,
  VENUE_TYPE_OPTIONS,
  type OfferWizardDraft,
} from './draft';
import { FeeSummary } from './FeeSummary';
import type { StepNumber } from './steps';

interface Props {
  draft: OfferWizardDraft;
  onEdit(step: StepNumber): void;
}

/** Step 4: everything entered, each part with a way back to change it, and the fees. */
export function ReviewStep({ draft, onEdit }: Props) {
  const feesId = useId();
  const offer = toOfferDraft(draft, '');
  const place = [draft.venueAddress, draft.venueCity, [draft.venueState, draft.venueZip].filter(Boolean).join(' ')];
  return (
    <Layout>
      <Section title="Event" step={1} onEdit={onEdit}>
        <Fact label="Event">{draft.eventName}</Fact>
        <Fact label="When">
          {formatDay(draft.eventDate)} at {formatClockTime(draft.eventTime)}
        </Fact>
        <Fact label="Type">{labelOf(EVENT_TYPE_OPTIONS, draft.eventType)}</Fact>
        <Fact label="Audience">{draft.audienceSize} guests</Fact>
        <Fact label="Content">{labelOf(CONTENT_RATING_OPTIONS, draft.contentRating)}</Fact>
      </Section>
      <Section title="Venue" step={2} onEdit={onEdit}>
        <Fact label="Venue">
          {draft.venueName} ({labelOf(VENUE_TYPE_OPTIONS, draft.venueType)})
        </Fact>
        <Fact label="Address">{place.filter(Boolean).join(', ')}</Fact>
        {draft.venuePhone && <Fact label="Phone">{draft.venuePhone}</Fact>}
        {draft.venueEmail && <Fact label="Email">{draft.venueEmail}</Fact>}
      </Section>
      <Section title="Performance" step={3} onEdit={onEdit}>
        <Fact label="Length">{draft.performanceLength} minutes</Fact>
        <Fact label="Offer">
          {formatCents(offer.offerAmount ?? 0)}
          {draft.isMultiNight ? ` per night, ${draft.numberOfNights} nights` : ''}
        </Fact>
        {draft.specialRequests.trim() && <Fact label="Requests">{draft.specialRequests}</Fact>}
      </Section>
      <Fees aria-labelledby={feesId}>
        <h3 id={feesId}>Fee calculation</h3>
        <FeeSummary
          offerAmount={offer.offerAmount}
          venueType={offer.venueType}
          isMultiNight={offer.isMultiNight}
          numberOfNights={offer.numberOfNights}
        />
      </Fees>
    </Layout>
  );
}

function Section(props: { title: string; step: StepNumber; onEdit(step: StepNumber): void; children: ReactNode }) {
  return (
    <Part>
      <PartHeader>
        <h3>{props.title}</h3>
        <Button $variant="ghost" $size="sm" onClick={() => props.onEdit(props.step)}>
          Edit <VisuallyHidden>{props.title.toLowerCase()}</VisuallyHidden>
        </Button>
      </PartHeader>
      <Facts>{props.children}</Facts>
    </Part>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 16px;

  ${mediaUp('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h3 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.0625rem;
    font-weight: 800;
  }
`;

const Part = styled.section`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
`;

const PartHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(72px, auto) 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.9375rem;

  div {
    display: contents;
  }

  dt {
    color: var(--hl-color-text-muted);
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Fees = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 16px;
  border: 2px solid var(--hl-color-primary);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);
`;
