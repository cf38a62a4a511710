import styled from 'styled-components';
import type { CreateOfferResponse } from 'tenant-api/contract';
import { WidgetButtonLink } from '../core/WidgetLink';

/** Shown once the offer is made, for hosts that keep the wizard on screen instead of moving on. */
export function SubmittedPanel({ result }: { result: CreateOfferResponse }) {
  return (
    <Panel role="status">
      <h3>{result.requiresApproval ? 'Offer Submitted for Approval' : 'Offer Sent Successfully'}</h3>
      <p>{result.message}</p>
      <Actions>
        <WidgetButtonLink to={{ kind: 'offers' }}>View My Offers</WidgetButtonLink>
        <WidgetButtonLink to={{ kind: 'browse' }} $variant="secondary">
          Browse more performers
        </WidgetButtonLink>
      </Actions>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: 12px;
  padding: 24px;
  border: 1px solid var(--hl-color-border);
  border-left: 5px solid var(--hl-color-success);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h3 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.375rem;
    font-weight: 800;
  }

  p {
    margin: 0;
    color: var(--hl-color-text-muted);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
