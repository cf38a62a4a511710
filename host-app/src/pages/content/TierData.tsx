import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TiersResponse } from 'tenant-api/contract';
import { Alert, Button, Spinner } from 'widgets/ui';
import { useTiers } from '../../tenant/useTiers';

/**
 * Renders `children` with the tenant's tiers (GET /api/tiers), with a loading and an error state,
 * so no price or fee on a page is ever written by hand.
 */
export function TierData({ children, what = 'prices' }: { children(tiers: TiersResponse): ReactNode; what?: string }) {
  const tiers = useTiers();
  if (tiers.isPending) {
    return (
      <Status role="status">
        <Spinner size={28} />
        <span>Loading {what}…</span>
      </Status>
    );
  }
  if (tiers.isError) {
    return (
      <Failure>
        <Alert title={`Our ${what} are unavailable right now`}>We couldn’t load them. Please try again.</Alert>
        <Button $variant="secondary" onClick={() => void tiers.refetch()}>
          Try again
        </Button>
      </Failure>
    );
  }
  return children(tiers.data);
}

const Status = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  padding: 48px 0;
  color: var(--hl-color-text-muted);
  font-weight: 600;
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: flex-start;
  max-width: 560px;
  padding: 24px 0;

  > div {
    width: 100%;
  }
`;
