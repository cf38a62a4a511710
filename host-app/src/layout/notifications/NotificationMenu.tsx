import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { NotificationItem } from 'tenant-api/contract';
import { formatInstant } from 'widgets/format';
import { Button, Spinner, VisuallyHidden, mediaDown } from 'widgets/ui';
import { notificationLink, useMarkAllRead, useMarkRead, useNotifications } from './notificationsApi';
import { timeAgo } from './timeAgo';

/** How many of the latest notifications the menu lists. */
export const MENU_LIMIT = 20;

export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header's bell: a disclosure (button + panel, like the user menu) listing the latest
 * notifications. Choosing one marks it read and opens what it is about. Closes on Escape,
 * outside clicks and when focus leaves; arrow keys move between the notifications.
 */
export function NotificationMenu({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const list = useNotifications(userId);
  const markRead = useMarkRead(userId);
  const markAllRead = useMarkAllRead(userId);
  const unread = list.data?.unreadCount ?? 0;
  const { refetch } = list;

  useEffect(() => {
    if (!open) return;
    void refetch();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
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
  }, [open, refetch]);

  // Only a move of focus to something else outside closes it (not a button that went away).
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapperRef.current?.contains(next)) setOpen(false);
  };

  const choose = (notification: NotificationItem) => {
    if (!notification.read) markRead.mutate(notification.id);
    const link = notificationLink(notification);
    if (link) {
      setOpen(false);
      void navigate(link);
    }
  };

  const moveFocus = (event: KeyboardEvent) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const target =
      event.key === 'ArrowDown'
        ? items[index < 0 ? 0 : Math.min(items.length - 1, index + 1)]
        : event.key === 'ArrowUp'
          ? items[Math.max(0, index - 1)]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items[items.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const notifications = list.data?.notifications.slice(0, MENU_LIMIT) ?? [];
  const now = new Date();

  return (
    <Wrapper ref={wrapperRef} onBlur={closeWhenFocusLeaves}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={bellLabel(unread)}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
      </Trigger>
      {open && (
        <Panel id={panelId} aria-labelledby={titleId} onKeyDown={moveFocus}>
          <PanelHead>
            <PanelTitle id={titleId}>Notifications</PanelTitle>
            {/* Stays in place when nothing is unread, so focus is not lost after using it. */}
            <MarkAll
              $variant="ghost"
              $size="sm"
              aria-disabled={unread === 0}
              onClick={() => unread > 0 && markAllRead.mutate()}
            >
              Mark all as read
            </MarkAll>
          </PanelHead>
          {list.isPending ? (
            <State role="status">
              <Spinner />
              <span>Loading notifications…</span>
            </State>
          ) : list.isError && !list.data ? (
            <State role="alert">
              <span>Notifications could not be loaded.</span>
              <Button $variant="secondary" $size="sm" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </State>
          ) : notifications.length === 0 ? (
            <State>
              <strong>You’re all caught up</strong>
              <span>Offers, answers and payouts will show up here.</span>
            </State>
          ) : (
            <Items ref={listRef}>
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <Item type="button" $unread={!notification.read} onClick={() => choose(notification)}>
                    <Dot $unread={!notification.read} aria-hidden="true" />
                    <ItemText>
                      {!notification.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                      <ItemTitle>{notification.title}</ItemTitle>
                      <ItemBody>{notification.body}</ItemBody>
                      <ItemTime dateTime={notification.createdAt} title={formatInstant(notification.createdAt)}>
                        {timeAgo(notification.createdAt, now)}
                      </ItemTime>
                    </ItemText>
                  </Item>
                </li>
              ))}
            </Items>
          )}
        </Panel>
      )}
    </Wrapper>
  );
}

/** Below sm the panel spans the header's width (the header bar is its positioned ancestor). */
const Wrapper = styled.div`
  position: relative;

  ${mediaDown('sm')} {
    position: static;
  }
`;

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
  }

  svg {
    width: 22px;
    height: 22px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid var(--hl-color-background);
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-danger);
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 800;
  line-height: 16px;
  text-align: center;
`;

const Panel = styled.section`
  position: absolute;
  z-index: 60;
  top: calc(100% + 8px);
  right: 0;
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - 32px));
  max-height: min(520px, calc(100vh - 120px));
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  box-shadow: 0 18px 48px rgb(0 0 0 / 0.16);

  ${mediaDown('sm')} {
    top: 100%;
    right: 12px;
    left: 12px;
    width: auto;
  }
`;

const PanelHead = styled.div`
  display: flex;
  flex: none;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  min-height: 52px;
  padding: 6px 8px 6px 16px;
  border-bottom: 1px solid var(--hl-color-border);
`;

const MarkAll = styled(Button)`
  &[aria-disabled='true'] {
    color: var(--hl-color-text-muted);
    cursor: default;
  }
`;

const PanelTitle = styled.p`
  font-weight: 800;
`;

const State = styled.div`
  display: grid;
  gap: 8px;
  justify-items: center;
  padding: 32px 16px;
  color: var(--hl-color-text-muted);
  text-align: center;

  strong {
    color: var(--hl-color-text);
  }
`;

const Items = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 6px;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.button<{ $unread: boolean }>`
  display: flex;
  gap: 10px;
  width: 100%;
  padding: 10px;
  border: 0;
  border-radius: var(--hl-radius-md);
  background: ${({ $unread }) =>
    $unread ? 'color-mix(in srgb, var(--hl-color-primary) 7%, var(--hl-color-surface))' : 'transparent'};
  color: var(--hl-color-text);
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
  }
`;

const Dot = styled.span<{ $unread: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ $unread }) => ($unread ? 'var(--hl-color-primary)' : 'transparent')};
`;

const ItemText = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const ItemTitle = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const ItemBody = styled.span`
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const ItemTime = styled.time`
  color: var(--hl-color-text-muted);
  font-size: 0.75rem;
`;
