import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { User } from 'tenant-api/contract';
import { useSignOut } from '../session/useSignOut';
import { mediaUp } from 'widgets/ui';
import { Avatar } from './Avatar';
import { accountLinks } from './navLinks';

/** The admin and operator consoles, for the roles that may use them. */
function consoleLinks(role: User['role']) {
  if (role === 'ADMIN') return [{ to: '/admin', label: 'Admin console' }];
  if (role === 'OPERATOR') return [{ to: '/operator', label: 'Operator console' }];
  return [];
}

/** A disclosure (button + panel of links): simpler for keyboard and screen-reader users than an ARIA menu. */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Wrapper ref={wrapperRef} onBlur={closeWhenFocusLeaves}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${fullName}`}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Avatar user={user} initialsInText={false} />
        <FirstName>{user.firstName}</FirstName>
        <Chevron viewBox="0 0 12 12" aria-hidden="true" $open={open}>
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </Chevron>
      </Trigger>
      {open && (
        <Panel id={panelId}>
          <Summary>
            <Avatar user={user} size={44} />
            <div>
              <Name>{fullName}</Name>
              <Email>{user.email}</Email>
              <Role>{user.role.toLowerCase()}</Role>
            </div>
          </Summary>
          <Links>
            {[...accountLinks(user.role), ...consoleLinks(user.role)].map((link) => (
              <li key={link.to}>
                <Item as={Link} to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </Item>
              </li>
            ))}
            <li>
              <Item as="button" type="button" onClick={signOut}>
                Sign Out
              </Item>
            </li>
          </Links>
        </Panel>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 4px 10px 4px 4px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  font-weight: 650;
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
  }
`;

const FirstName = styled.span`
  display: none;
  max-width: 12ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${mediaUp('md')} {
    display: inline;
  }
`;

const Chevron = styled.svg<{ $open: boolean }>`
  width: 12px;
  height: 12px;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 120ms ease;
`;

const Panel = styled.div`
  position: absolute;
  z-index: 60;
  top: calc(100% + 8px);
  right: 0;
  width: min(300px, calc(100vw - 32px));
  padding: 8px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  box-shadow: 0 18px 48px rgb(0 0 0 / 0.16);
`;

const Summary = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 12px 12px 16px;
  border-bottom: 1px solid var(--hl-color-border);
  min-width: 0;

  > div {
    min-width: 0;
  }
`;

const Name = styled.p`
  font-weight: 700;
  line-height: 1.3;
`;

const Email = styled.p`
  overflow: hidden;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Role = styled.p`
  margin-top: 4px;
  color: var(--hl-color-text-muted);
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
`;

const Links = styled.ul`
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-radius: var(--hl-radius-md);
  background: transparent;
  color: var(--hl-color-text);
  font-size: 0.9375rem;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
  }
`;
