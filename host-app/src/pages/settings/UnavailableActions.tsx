import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Badge, Button, mediaUp } from 'widgets/ui';

export interface UnavailableAction {
  title: string;
  description: string;
  button: string;
  /** Why it is off and what to do meanwhile. */
  note: string;
  /** A working alternative, e.g. the contact form with the subject filled in. */
  alternative?: { to: string; label: string };
}

/**
 * Actions the product lists but the API cannot do yet: shown, switched off, and saying so,
 * rather than buttons that do nothing when pressed.
 */
export function UnavailableActions({ actions }: { actions: readonly UnavailableAction[] }) {
  return (
    <List>
      {actions.map((action) => (
        <UnavailableRow key={action.title} action={action} />
      ))}
    </List>
  );
}

function UnavailableRow({ action }: { action: UnavailableAction }) {
  const noteId = useId();
  return (
    <Row>
      <div>
        <h3>
          {action.title} <Badge>Not available yet</Badge>
        </h3>
        <p>{action.description}</p>
        <Note id={noteId}>
          {action.note}
          {action.alternative && (
            <>
              {' '}
              <Link to={action.alternative.to}>{action.alternative.label}</Link>
            </>
          )}
        </Note>
      </div>
      <Button type="button" $variant="secondary" $size="sm" disabled aria-describedby={noteId}>
        {action.button}
      </Button>
    </Row>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);

  ${mediaUp('sm')} {
    grid-template-columns: 1fr auto;
    align-items: start;
  }

  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    font-size: 1rem;
    font-weight: 750;
  }

  p {
    color: var(--hl-color-text-muted);
    font-size: 0.9375rem;
  }

  > button {
    justify-self: start;
  }
`;

const Note = styled.p`
  margin-top: 6px;
  font-size: 0.875rem;

  a {
    color: var(--hl-color-primary);
    font-weight: 650;
  }
`;
