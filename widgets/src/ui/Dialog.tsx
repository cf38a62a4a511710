import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from './media';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];

interface DialogProps {
  title: string;
  description?: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog, rendered while open: focus moves to its first field or button, Tab stays
 * inside, Escape and the backdrop close it, and focus returns to where it was. It renders in
 * place (no portal), so inside a web component's shadow root it keeps the widget's styles.
 */
export function Dialog({ title, description, onClose, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const root = panelRef.current!.getRootNode() as Document | ShadowRoot;
    const previous = root.activeElement as HTMLElement | null;
    (focusables(bodyRef.current!)[0] ?? panelRef.current!).focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, panelRef.current!);
    }
  };

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        <div ref={bodyRef}>{children}</div>
        <Close type="button" aria-label="Close dialog" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Close>
      </Panel>
    </Backdrop>
  );
}

function keepFocusInside(event: KeyboardEvent, panel: HTMLElement) {
  const items = focusables(panel);
  const active = (panel.getRootNode() as Document | ShadowRoot).activeElement;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !items.includes(active as HTMLElement))) {
    event.preventDefault();
    first.focus();
  }
}

/** The dialog's buttons, main action last; stacked full width on phones. */
export const DialogActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  margin-top: 20px;

  ${mediaUp('sm')} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** Above the toasts (100): a toast must never sit over, or take the taps of, a dialog's buttons. */
export const DIALOG_Z_INDEX = 110;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${DIALOG_Z_INDEX};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: 12px;
  background: rgb(0 0 0 / 0.5);

  ${mediaUp('sm')} {
    align-items: center;
    padding: 24px;
  }
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100dvh - 24px);
  overflow-y: auto;
  padding: 24px 20px 20px;
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.3);

  ${mediaUp('sm')} {
    padding: 28px;
  }
`;

const Title = styled.h2`
  margin: 0 40px 8px 0;
  font-family: var(--hl-font-heading);
  font-size: 1.375rem;
  font-weight: 800;
`;

const Description = styled.div`
  margin: 0 0 16px;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
`;

const Close = styled.button`
  position: absolute;
  top: 14px;
  right: 14px;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: var(--hl-radius-sm);
  background: transparent;
  color: var(--hl-color-text-muted);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
    color: var(--hl-color-text);
  }
`;
