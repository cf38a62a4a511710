import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { useSession } from '../session/SessionProvider';
import { useSignOut } from '../session/useSignOut';
import { breakpoints, DIALOG_Z_INDEX, mediaUp } from 'widgets/ui';
import { ButtonLink } from '../ui/ButtonLink';
import { Button } from 'widgets/ui';
import { MAIN_NAV, accountLinks } from './navLinks';

interface Props {
  id: string;
  onClose(): void;
  /** Gets focus back when the panel closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The small-screen navigation: a modal panel from the right (SPEC 2.2, 9). */
export function MobileNav({ id, onClose, returnFocusTo }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { user } = useSession();
  const signOut = useSignOut();

  useEffect(() => {
    const trigger = returnFocusTo.current;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const wide = window.matchMedia(`(min-width: ${breakpoints.md}px)`);
    const closeWhenWide = () => wide.matches && onClose();
    wide.addEventListener('change', closeWhenWide);
    return () => {
      document.body.style.overflow = previousOverflow;
      wide.removeEventListener('change', closeWhenWide);
      trigger?.focus();
    };
  }, [onClose, returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(panelRef.current, event);
    }
  };

  return createPortal(
    <>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label="Menu" onKeyDown={onKeyDown}>
        <PanelHeader>
          <PanelTitle>Menu</PanelTitle>
          <CloseButton type="button" aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </PanelHeader>
        <nav aria-label="Main">
          <LinkList>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <PanelLink to={item.to} onClick={onClose}>
                  {item.label}
                </PanelLink>
              </li>
            ))}
          </LinkList>
        </nav>
        <Divider />
        {user ? (
          <>
            <SignedInAs>
              Signed in as <strong>{`${user.firstName} ${user.lastName}`}</strong>
            </SignedInAs>
            <LinkList>
              {accountLinks(user.role).map((item) => (
                <li key={item.to}>
                  <PanelLink to={item.to} onClick={onClose}>
                    {item.label}
                  </PanelLink>
                </li>
              ))}
            </LinkList>
            <Button
              $variant="secondary"
              $block
              onClick={() => {
                onClose();
                signOut();
              }}
            >
              Sign Out
            </Button>
          </>
        ) : (
          <AuthButtons>
            <ButtonLink to="/signup" $block onClick={onClose}>
              Get Started
            </ButtonLink>
            <ButtonLink to="/signin" $variant="secondary" $block onClick={onClose}>
              Sign In
            </ButtonLink>
          </AuthButtons>
        )}
      </Panel>
    </>,
    document.body,
  );
}

function keepFocusInside(container: HTMLElement | null, event: KeyboardEvent): void {
  const focusable = container?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
  if (!focusable || focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

const fadeIn = keyframes`from { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(100%); }`;

/** A sheet: above the toasts, like every dialog. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${DIALOG_Z_INDEX};
  background: rgb(0 0 0 / 0.45);
  animation: ${fadeIn} 160ms ease-out;
`;

const Panel = styled.div`
  position: fixed;
  z-index: ${DIALOG_Z_INDEX + 1};
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(300px, 100vw);
  padding: 16px 20px 24px;
  overflow-y: auto;
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  box-shadow: -16px 0 48px rgb(0 0 0 / 0.2);
  animation: ${slideIn} 200ms ease-out;

  ${mediaUp('sm')} {
    width: 400px;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const PanelTitle = styled.p`
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: var(--hl-radius-md);
  background: transparent;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
  }
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PanelLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 8px 12px;
  border-radius: var(--hl-radius-md);
  color: var(--hl-color-text);
  font-size: 1.0625rem;
  font-weight: 650;
  text-decoration: none;

  &:hover {
    background: var(--hl-color-surface-alt);
  }

  &[aria-current='page'] {
    box-shadow: inset 3px 0 0 var(--hl-color-primary);
    background: var(--hl-color-surface-alt);
  }
`;

const Divider = styled.hr`
  width: 100%;
  margin: 4px 0;
  border: 0;
  border-top: 1px solid var(--hl-color-border);
`;

const SignedInAs = styled.p`
  padding: 0 12px;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;

  strong {
    color: var(--hl-color-text);
  }
`;

const AuthButtons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
