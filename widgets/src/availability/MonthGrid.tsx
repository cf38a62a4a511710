import styled from 'styled-components';
import type { CalendarBooking, DayMark } from 'tenant-api/contract';
import { formatDay } from '../format/dates';
import { Button } from '../ui/Button';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { monthTitle, shiftMonth } from './calendarText';

export interface MonthGridProps {
  /** `YYYY-MM`. */
  month: string;
  days: readonly DayMark[];
  bookings: readonly CalendarBooking[];
  /** The performer's home zone, named under the title. */
  timeZone: string;
  /** The date picked for a new block, highlighted. */
  selected?: string | undefined;
  onMonthChange(month: string): void;
  onSelect?(date: string): void;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The month's dates in weeks from Monday, with blanks before the 1st. */
function weeksOf(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T12:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const count = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

type Status = DayMark['status'] | 'free';

function describeDay(date: string, status: Status, booked: readonly CalendarBooking[]): string {
  const state = { blocked: 'unavailable all day', partial: 'unavailable part of the day', free: 'available' }[status];
  const gigs = booked.map((booking) => `booked: ${booking.eventName}`);
  return [formatDay(date), state, ...gigs].join('; ');
}

/** A month of the performer's calendar: blocked days, partly blocked days and bookings. */
export function MonthGrid({ month, days, bookings, timeZone, selected, onMonthChange, onSelect }: MonthGridProps) {
  const statusOf = new Map(days.map((day) => [day.date, day.status]));
  return (
    <Frame>
      <Head>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <span aria-hidden="true">‹</span> Previous<VisuallyHidden> month</VisuallyHidden>
        </Button>
        <div>
          <Title>{monthTitle(month)}</Title>
          <Zone>Times in {timeZone.replace(/_/g, ' ')}</Zone>
        </div>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          Next<VisuallyHidden> month</VisuallyHidden> <span aria-hidden="true">›</span>
        </Button>
      </Head>
      <Table aria-label={`Calendar for ${monthTitle(month)}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    status={statusOf.get(date) ?? 'free'}
                    booked={bookings.filter((booking) => booking.date === date)}
                    selected={date === selected}
                    onSelect={onSelect}
                  />
                ) : (
                  <td key={`blank-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      <Legend aria-hidden="true">
        <span data-status="blocked">Away all day</span>
        <span data-status="partial">Away part of the day</span>
        <span data-status="booked">Booked</span>
      </Legend>
    </Frame>
  );
}

interface DayCellProps {
  date: string;
  status: Status;
  booked: readonly CalendarBooking[];
  selected: boolean;
  onSelect: ((date: string) => void) | undefined;
}

function DayCell({ date, status, booked, selected, onSelect }: DayCellProps) {
  return (
    <Cell data-status={status} data-booked={booked.length > 0 || undefined} data-date={date}>
      <DayButton
        type="button"
        aria-label={describeDay(date, status, booked)}
        aria-pressed={selected}
        disabled={!onSelect}
        onClick={() => onSelect?.(date)}
      >
        <span aria-hidden="true">{Number(date.slice(8))}</span>
        {status !== 'free' && <Tag aria-hidden="true">{status === 'blocked' ? 'Away' : 'Part'}</Tag>}
        {booked.map((booking) => (
          <Gig key={booking.offerId} aria-hidden="true">
            {booking.eventName}
          </Gig>
        ))}
      </DayButton>
    </Cell>
  );
}

const Frame = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: 1.25rem;
`;

const Zone = styled.p`
  margin: 2px 0 0;
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 4px;

  th {
    color: var(--hl-color-text-muted);
    font-size: 0.75rem;
    font-weight: 650;
  }
`;

const Cell = styled.td`
  padding: 0;
  vertical-align: top;

  &[data-status='blocked'] button {
    background: repeating-linear-gradient(135deg, var(--hl-color-surface-alt) 0 6px, var(--hl-color-surface) 6px 12px);
    color: var(--hl-color-text-muted);
    border-color: var(--hl-color-danger);
  }

  &[data-status='blocked'] span:first-child {
    text-decoration: line-through;
  }

  &[data-status='partial'] button {
    border-style: dashed;
    border-color: var(--hl-color-warning);
  }

  &[data-booked] button {
    box-shadow: inset 0 -3px 0 var(--hl-color-primary);
  }
`;

const DayButton = styled.button`
  display: grid;
  align-content: start;
  gap: 2px;
  width: 100%;
  min-height: 52px;
  padding: 4px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-sm);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }

  &[aria-pressed='true'] {
    outline: 2px solid var(--hl-color-focus);
    outline-offset: 1px;
  }

  &:focus-visible {
    outline: 2px solid var(--hl-color-focus);
  }
`;

const Tag = styled.span`
  color: var(--hl-color-danger);
  font-size: 0.6875rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

const Gig = styled.span`
  overflow: hidden;
  color: var(--hl-color-primary);
  font-size: 0.6875rem;
  font-weight: 650;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;

  span::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: 6px;
    vertical-align: -2px;
    border: 1px solid var(--hl-color-border);
    border-radius: 3px;
  }

  [data-status='blocked']::before {
    background: repeating-linear-gradient(135deg, var(--hl-color-surface-alt) 0 3px, var(--hl-color-surface) 3px 6px);
    border-color: var(--hl-color-danger);
  }

  [data-status='partial']::before {
    border-style: dashed;
    border-color: var(--hl-color-warning);
  }

  [data-status='booked']::before {
    box-shadow: inset 0 -3px 0 var(--hl-color-primary);
  }
`;
