import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Rendered only while this tab is selected. */
  panel: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tablist for screen readers, e.g. "Pricing sections". */
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect(id: T): void;
}

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * ARIA tabs: one tab stop; arrow keys, Home and End move and select (automatic activation);
 * the panel is focusable and labelled by its tab.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect }: TabsProps<T>) {
  const prefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${prefix}-tab-${id}`;
  const panelId = (id: T) => `${prefix}-panel-${id}`;
  const current = items.find((item) => item.id === selected) ?? items[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step || !current) return;
    event.preventDefault();
    const next = items[step(items.indexOf(current), items.length - 1)]!;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  };

  return (
    <>
      <List ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.id}
            type="button"
            role="tab"
            id={tabId(item.id)}
            data-tab={item.id}
            aria-selected={item === current}
            aria-controls={panelId(item.id)}
            tabIndex={item === current ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {current && (
        <Panel role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0}>
          {current.panel}
        </Panel>
      )}
    </>
  );
}

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid var(--hl-color-border);
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  min-height: 48px;
  padding: 10px 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
  font-weight: 700;
  cursor: pointer;

  /* Four account tabs fit a 375 px phone without scrolling. */
  @media (max-width: 420px) {
    padding: 10px 8px;
    font-size: 0.875rem;
  }

  &:hover {
    color: var(--hl-color-text);
  }

  &[aria-selected='true'] {
    border-bottom-color: var(--hl-color-primary);
    color: var(--hl-color-text);
  }
`;

const Panel = styled.div`
  padding-top: 32px;
  border-radius: var(--hl-radius-sm);

  &:focus-visible {
    outline: 2px solid var(--hl-color-focus, var(--hl-color-primary));
    outline-offset: 4px;
  }
`;
