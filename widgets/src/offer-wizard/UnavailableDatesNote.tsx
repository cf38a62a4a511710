import styled from 'styled-components';
import { formatDay } from '../format/dates';
import type { UnavailableDates } from './useUnavailableDates';

const shortDay = (date: string) => formatDay(date).replace(/, \d{4}$/, '');

/** Under the date picker: the month's dates the performer is away, all day or in part. */
export function UnavailableDatesNote({ unavailable, chosen }: { unavailable: UnavailableDates; chosen: string }) {
  if (!unavailable.days.length) return null;
  return (
    <Note aria-label="Dates the performer is unavailable" data-testid="unavailable-dates">
      <span>Performer unavailable:</span>
      <ul>
        {unavailable.days.map((day) => (
          <Day
            key={day.date}
            $partial={day.status === 'partial'}
            aria-current={day.date === chosen ? 'date' : undefined}
          >
            {shortDay(day.date)}
            {day.status === 'partial' ? ' (part of the day)' : ''}
          </Day>
        ))}
      </ul>
    </Note>
  );
}

const Note = styled.div`
  display: grid;
  gap: 6px;
  font-size: 0.875rem;
  color: var(--hl-color-text-muted);

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Day = styled.li<{ $partial: boolean }>`
  padding: 2px 8px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-sm);
  background: ${({ $partial }) => ($partial ? 'transparent' : 'var(--hl-color-surface-alt)')};
  color: var(--hl-color-text);
  text-decoration: ${({ $partial }) => ($partial ? 'none' : 'line-through')};

  &[aria-current='date'] {
    border-color: var(--hl-color-danger);
    color: var(--hl-color-danger);
    font-weight: 650;
  }
`;
