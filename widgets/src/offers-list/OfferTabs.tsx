import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { MyOffersFirstPage } from 'tenant-api/contract';
import type { OfferTab } from '../api';
import { OFFER_TAB_LABELS, OFFER_TABS } from './offerRules';

interface Props {
  selected: OfferTab;
  counts: MyOffersFirstPage['counts'] | undefined;
  onSelect(tab: OfferTab): void;
  /** Prefix of the tab ids; the panel they control is `${idPrefix}-panel`. */
  idPrefix: string;
}

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export const tabId = (prefix: string, tab: OfferTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/** The filter tabs as an ARIA tablist: one tab stop, arrow keys, Home and End move and select. */
export function OfferTabs({ selected, counts, onSelect, idPrefix }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = OFFER_TABS[step(OFFER_TABS.indexOf(selected), OFFER_TABS.length - 1)]!;
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <List ref={listRef} role="tablist" aria-label="Filter offers by status" onKeyDown={onKeyDown}>
      {OFFER_TABS.map((tab) => (
        <Tab
          key={tab}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          data-tab={tab}
          aria-selected={tab === selected}
          aria-controls={panelId(idPrefix)}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {OFFER_TAB_LABELS[tab]} {counts && <Count>{counts[tab]}</Count>}
        </Tab>
      ))}
    </List>
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
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 14px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--hl-color-text-muted);
  font-weight: 700;
  cursor: pointer;

  &:hover {
    color: var(--hl-color-text);
  }

  &[aria-selected='true'] {
    border-bottom-color: var(--hl-color-primary);
    color: var(--hl-color-text);
  }
`;

const Count = styled.span`
  min-width: 24px;
  padding: 1px 8px;
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface-alt);
  color: var(--hl-color-text);
  font-size: 0.8125rem;
`;
