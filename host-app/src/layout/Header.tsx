import { useCallback, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../session/SessionProvider';
import { mediaDown, mediaUp } from 'widgets/ui';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/layout';
import { Spinner } from 'widgets/ui';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { MAIN_NAV } from './navLinks';
import { NotificationMenu } from './notifications/NotificationMenu';
import { UserMenu } from './UserMenu';
import { useScrolledPast } from './useScrolledPast';

const MOBILE_NAV_ID = 'mobile-navigation';

/** The bar's height, full and compact (scrolled down). */
const FULL_HEIGHT = 76;
const COMPACT_HEIGHT = 60;
/**
 * Where the bar turns compact and full again: further apart than the height it loses, so the
 * page's shift when it shrinks or grows never undoes the switch (useScrolledPast).
 */
const HEADER_EXPANDS_ABOVE = 8;
const HEADER_COMPACTS_PAST = HEADER_EXPANDS_ABOVE + (FULL_HEIGHT - COMPACT_HEIGHT) + 8;

export function Header() {
  const scrolled = useScrolledPast(HEADER_COMPACTS_PAST, HEADER_EXPANDS_ABOVE);
  const { user, isLoading } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Bar $scrolled={scrolled}>
      <Inner $scrolled={scrolled}>
        <Logo compact={scrolled} collapseText />
        <DesktopNav aria-label="Main">
          {MAIN_NAV.map((item) => (
            <TopLink key={item.to} to={item.to}>
              {item.label}
            </TopLink>
          ))}
        </DesktopNav>
        <Actions>
          {isLoading ? (
            <Spinner label="Loading your account" />
          ) : user ? (
            <>
              <NotificationMenu userId={user.id} />
              <UserMenu user={user} />
            </>
          ) : (
            <SignedOutLinks>
              <ButtonLink to="/signin" $variant="ghost" $size="sm">
                Sign In
              </ButtonLink>
              <ButtonLink to="/signup" $size="sm">
                Get Started
              </ButtonLink>
            </SignedOutLinks>
          )}
          <MenuButton
            ref={menuButtonRef}
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </MenuButton>
        </Actions>
      </Inner>
      {menuOpen && <MobileNav id={MOBILE_NAV_ID} onClose={closeMenu} returnFocusTo={menuButtonRef} />}
    </Bar>
  );
}

const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: 50;
  border-bottom: 1px solid ${({ $scrolled }) => ($scrolled ? 'var(--hl-color-border)' : 'transparent')};
  background: color-mix(in srgb, var(--hl-color-background) 92%, transparent);
  backdrop-filter: saturate(1.4) blur(10px);
  box-shadow: ${({ $scrolled }) => ($scrolled ? '0 6px 24px rgb(0 0 0 / 0.06)' : 'none')};
  transition:
    box-shadow 160ms ease,
    border-color 160ms ease;
`;

const Inner = styled(Container)<{ $scrolled: boolean }>`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: ${({ $scrolled }) => ($scrolled ? COMPACT_HEIGHT : FULL_HEIGHT)}px;
  transition: min-height 160ms ease;
`;

const DesktopNav = styled.nav`
  display: flex;
  flex: none;
  gap: 2px;
  margin-right: auto;

  ${mediaDown('md')} {
    display: none;
  }
`;

const TopLink = styled(NavLink)`
  padding: 8px;
  border-radius: var(--hl-radius-md);
  color: var(--hl-color-text);
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  ${mediaUp('lg')} {
    padding: 8px 10px;
    font-size: 0.9375rem;
  }

  &:hover {
    background: var(--hl-color-surface-alt);
  }

  &[aria-current='page'] {
    text-decoration: underline;
    text-decoration-color: var(--hl-color-primary);
    text-decoration-thickness: 3px;
    text-underline-offset: 10px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 8px;
  margin-left: auto;

  ${mediaUp('md')} {
    margin-left: 0;
  }
`;

const SignedOutLinks = styled.div`
  display: flex;
  gap: 8px;

  ${mediaDown('md')} {
    display: none;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  cursor: pointer;

  svg {
    width: 22px;
    height: 22px;
  }

  ${mediaUp('md')} {
    display: none;
  }
`;
