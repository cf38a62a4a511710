import styled from 'styled-components';

export interface FilePickButtonProps {
  /** The file types offered, as the file input's `accept`. */
  accept: string;
  /** What the button says (and its accessible name). */
  label: string;
  /** While set, the button says this instead and cannot be used. */
  busyLabel?: string;
  onPick(file: File): void;
}

/**
 * A primary button that opens the file picker: a real file input stretched invisibly over the
 * label, so keyboard, screen readers and drag-and-drop onto the button all work. The input is
 * emptied after each pick, so the same file can be picked again after a refusal.
 */
export function FilePickButton({ accept, label, busyLabel, onPick }: FilePickButtonProps) {
  const busy = busyLabel !== undefined;
  return (
    <PickLabel $disabled={busy}>
      <input
        type="file"
        accept={accept}
        aria-label={label}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <span>{busyLabel ?? label}</span>
    </PickLabel>
  );
}

const PickLabel = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 18px;
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-weight: 700;
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: inherit;
  }

  &:focus-within {
    outline: 3px solid var(--hl-color-primary);
    outline-offset: 2px;
  }
`;
