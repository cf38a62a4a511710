import styled from 'styled-components';

/** The heart: a toggle button whose pressed state says whether the performer is saved. */
export function SaveButton({ name, saved, onToggle }: { name: string; saved: boolean; onToggle(): void }) {
  return (
    <Heart type="button" aria-pressed={saved} aria-label={`Save ${name}`} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.9 1.2 5.4 3.2 1.5-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </Heart>
  );
}

const Heart = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid var(--hl-color-border);
  border-radius: 50%;
  background: var(--hl-color-surface);
  color: var(--hl-color-text-muted);
  cursor: pointer;
  transition: transform 120ms ease;

  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }

  &[aria-pressed='true'] {
    color: var(--hl-color-primary);

    svg {
      fill: currentColor;
    }
  }

  &:hover {
    transform: scale(1.06);
  }

  &:focus-visible {
    outline: 3px solid var(--hl-color-focus);
    outline-offset: 2px;
  }
`;
