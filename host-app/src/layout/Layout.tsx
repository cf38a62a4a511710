import { Outlet } from 'react-router';
import styled from 'styled-components';
import { VerifyEmailBanner } from '../features/email-verification';
import { useTenant } from '../tenant/useTenant';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

export const MAIN_CONTENT_ID = 'main-content';

export function Layout() {
  const { tenant } = useTenant();
  return (
    <Shell>
      <ScrollToTop />
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>Skip to content</SkipLink>
      <Header />
      {tenant?.status === 'suspended' && (
        <Suspended role="status">{tenant.name} is temporarily unavailable. Bookings are paused.</Suspended>
      )}
      <VerifyEmailBanner />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  z-index: 200;
  top: 8px;
  left: 8px;
  padding: 10px 16px;
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-weight: 700;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Suspended = styled.p`
  padding: 10px 20px;
  background: var(--hl-color-surface-alt);
  color: var(--hl-color-text);
  text-align: center;
  font-weight: 600;
`;
