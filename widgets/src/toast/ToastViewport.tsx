import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { mediaUp } from '../ui/media';
import type { Toast } from './ToastProvider';

export const TOAST_DURATION_MS = 5000;
const SWIPE_DISMISS_PX = 50;

interface Props {
  toast: Toast | null;
  onDismiss(): void;
}

/** Always in the page so screen readers already watch the live region when a toast arrives. */
export function ToastViewport({ toast, onDismiss }: Props) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', focusOnF8);
    return () => window.removeEventListener('keydown', focusOnF8);
  }, []);

  return (
    <Region ref={regionRef} tabIndex={-1} aria-label="Notifications (F8)">
      <List>{toast && <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />}</List>
    </Region>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss(): void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, toast.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast, onDismiss]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    swipeStart.current = null;
    if (offset > SWIPE_DISMISS_PX) onDismiss();
    else setOffset(0);
  };

  // The role sits on the card inside a plain <li>: a live region must not replace the list item.
  return (
    <li>
      <Card
        role={destructive ? 'alert' : 'status'}
        aria-atomic="true"
        $variant={toast.variant ?? 'default'}
        style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        onKeyDown={(event) => event.key === 'Escape' && onDismiss()}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div>
          <Title>{toast.title}</Title>
          {toast.description && <Description>{toast.description}</Description>}
        </div>
        <Close type="button" aria-label="Dismiss notification" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Close>
      </Card>
    </li>
  );
}

const slideDown = keyframes`
  from { transform: translateY(-16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const slideUp = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** Below dialogs (110). On phones at the top: the bottom is where sheets and their buttons are. */
export const TOAST_Z_INDEX = 100;

const Region = styled.section`
  position: fixed;
  z-index: ${TOAST_Z_INDEX};
  top: calc(12px + env(safe-area-inset-top, 0px));
  right: 12px;
  width: calc(100% - 24px);
  max-width: 420px;
  outline-offset: 4px;

  ${mediaUp('sm')} {
    top: auto;
    right: 16px;
    bottom: 16px;
    width: calc(100% - 32px);
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const variantStyles = {
  default: css`
    border-left-color: var(--hl-color-text);
  `,
  success: css`
    border-left-color: var(--hl-color-success);
  `,
  destructive: css`
    border-left-color: var(--hl-color-danger);
  `,
};

const Card = styled.div<{ $variant: keyof typeof variantStyles }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  justify-content: space-between;
  padding: 16px 16px 16px 18px;
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  border: 1px solid var(--hl-color-border);
  border-left: 5px solid;
  border-radius: var(--hl-radius-md);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.18);
  animation: ${slideDown} 180ms ease-out;

  ${mediaUp('sm')} {
    animation-name: ${slideUp};
  }
  touch-action: pan-y;
  ${({ $variant }) => variantStyles[$variant]}
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 2px 0 0;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
`;

const Close = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: var(--hl-radius-sm);
  background: transparent;
  color: var(--hl-color-text-muted);
  font-size: 1.375rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
    color: var(--hl-color-text);
  }
`;
