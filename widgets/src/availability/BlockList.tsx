import styled from 'styled-components';
import type { AvailabilityBlock } from 'tenant-api/contract';
import { Button } from '../ui/Button';
import { describeBlock } from './calendarText';

export interface BlockListProps {
  blocks: readonly AvailabilityBlock[];
  onRemove(id: string): void;
  /** The block being removed, whose button waits. */
  removing?: string | undefined;
}

/** The performer's weekly rules and one-off blocks, each with Remove. */
export function BlockList({ blocks, onRemove, removing }: BlockListProps) {
  if (!blocks.length) return <Empty>No blocked time yet: buyers can book any date.</Empty>;
  return (
    <List aria-label="Blocked time">
      {blocks.map((block) => (
        <Item key={block.id}>
          <div>
            <strong>{describeBlock(block)}</strong>
            {block.note && <Note>{block.note}</Note>}
          </div>
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            disabled={removing === block.id}
            aria-label={`Remove ${describeBlock(block)}`}
            onClick={() => onRemove(block.id)}
          >
            Remove
          </Button>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 2px 0 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Empty = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
`;
