import styled from 'styled-components';

export const DEMO_PASSWORD = 'demo-password';
const DEMO_ACCOUNTS = [
  { email: 'buyer.basic@demo.test', label: 'Buyer (Basic plan)' },
  { email: 'performer@demo.test', label: 'Performer' },
] as const;

/** A hint box with the seeded demo accounts; choosing one fills the form. */
export function DemoCredentials({ onUse }: { onUse(email: string, password: string): void }) {
  return (
    <Box aria-labelledby="demo-accounts-title">
      <Title id="demo-accounts-title">Try a demo account</Title>
      <List>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <div>
              <Role>{account.label}</Role>
              <code>{account.email}</code>
            </div>
            <UseButton
              type="button"
              onClick={() => onUse(account.email, DEMO_PASSWORD)}
              aria-label={`Use ${account.label} demo account`}
            >
              Use
            </UseButton>
          </li>
        ))}
      </List>
      <Password>
        Password for both: <code>{DEMO_PASSWORD}</code>
      </Password>
    </Box>
  );
}

const Box = styled.section`
  padding: 16px;
  border: 1px dashed var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-background);
  font-size: 0.875rem;

  code {
    font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
`;

const Title = styled.h2`
  margin-bottom: 8px;
  font-family: var(--hl-font-body);
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
  }
`;

const Role = styled.span`
  display: block;
  color: var(--hl-color-text-muted);
  font-size: 0.75rem;
`;

const UseButton = styled.button`
  flex: none;
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface);
  font-size: 0.8125rem;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: var(--hl-color-surface-alt);
  }
`;

const Password = styled.p`
  color: var(--hl-color-text-muted);
`;
