import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TENANT_SUSPENDED_MESSAGE } from 'tenant-api/contract/constants';
import { mediaUp } from 'widgets/ui';
import { useTenant } from './useTenant';

/**
 * While the operator has suspended this marketplace (GET /api/tenant says `suspended`), every
 * page is replaced by one clearly worded screen; the API answers 423 for everything else anyway.
 * While the tenant is loading, or if it cannot be loaded, the app renders as usual.
 */
export function SuspendedGate({ children }: { children: ReactNode }) {
  const { tenant } = useTenant();
  if (tenant?.status !== 'suspended') return <>{children}</>;
  return (
    <Screen>
      <Panel aria-labelledby="suspended-title">
        <Brand>{tenant.name}</Brand>
        <h1 id="suspended-title">Temporarily unavailable</h1>
        <p>{TENANT_SUSPENDED_MESSAGE}</p>
        <Muted>Your account and bookings are kept safe while the marketplace is offline.</Muted>
      </Panel>
    </Screen>
  );
}

const Screen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: 24px 16px;
  background: var(--hl-color-background);
  color: var(--hl-color-text);
`;

const Panel = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 520px;
  padding: 32px 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  text-align: center;

  ${mediaUp('sm')} {
    padding: 48px 40px;
  }

  h1 {
    font-family: var(--hl-font-heading);
    font-size: clamp(1.75rem, 1.3rem + 2vw, 2.25rem);
    line-height: 1.15;
  }

  p {
    font-size: 1.0625rem;
  }
`;

const Brand = styled.p`
  color: var(--hl-color-primary);
  font-family: var(--hl-font-heading);
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Muted = styled.p`
  color: var(--hl-color-text-muted);
`;
