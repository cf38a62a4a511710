import styled from 'styled-components';

/** SPEC 2.2: four social links without targets. Focusable, announced as unavailable, do nothing. */
const NETWORKS = [
  {
    name: 'Instagram',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm5.5-3a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  },
  { name: 'X', path: 'M4 3h4.6l4 5.6L17.4 3H20l-6.2 7.3L21 21h-4.6l-4.4-6.1L6.7 21H4l6.8-8L4 3Z' },
  {
    name: 'YouTube',
    path: 'M21.6 7.2a2.8 2.8 0 0 0-2-2C17.9 4.8 12 4.8 12 4.8s-5.9 0-7.6.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 2 12a29 29 0 0 0 .4 4.8 2.8 2.8 0 0 0 2 2c1.7.4 7.6.4 7.6.4s5.9 0 7.6-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 22 12a29 29 0 0 0-.4-4.8ZM10 15.2V8.8l5.2 3.2-5.2 3.2Z',
  },
  { name: 'TikTok', path: 'M14 3h3a5 5 0 0 0 4 4v3a8 8 0 0 1-4-1.2V15a6 6 0 1 1-6-6h.5v3.2H11a2.8 2.8 0 1 0 3 2.8V3Z' },
] as const;

export function SocialPlaceholders() {
  return (
    <List aria-label="Social media (coming soon)">
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <Placeholder
            type="button"
            aria-disabled="true"
            aria-label={`${network.name} (coming soon)`}
            title="Coming soon"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={network.path} fill="currentColor" fillRule="evenodd" />
            </svg>
          </Placeholder>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Placeholder = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid var(--hl-color-border);
  border-radius: 50%;
  background: transparent;
  color: var(--hl-color-text-muted);
  cursor: not-allowed;

  svg {
    width: 18px;
    height: 18px;
  }
`;
