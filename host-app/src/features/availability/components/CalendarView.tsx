import { useState } from 'react';
import styled from 'styled-components';
import { MAX_AVAILABILITY_BLOCKS, MAX_WEEKLY_RULES } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { BlockForm, BlockList, FeedCard, MonthGrid } from 'widgets/availability';
import { Alert, Button, mediaUp, Spinner, useToast } from 'widgets/ui';
import { useAddBlock, useRemoveBlock, useRotateFeed } from '../api/changeCalendar';
import { useOwnCalendar } from '../api/ownCalendar';

/** The performer's calendar screen: the month, blocking time, the blocks, and the feed. */
export function CalendarView() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [date, setDate] = useState('');
  const calendar = useOwnCalendar(month);

  if (calendar.isPending) {
    return (
      <Centered role="status">
        <Spinner size={28} /> Loading your calendar…
      </Centered>
    );
  }
  if (calendar.isError) {
    return (
      <Alert title="Your calendar could not be loaded">
        {errorMessage(calendar.error, 'Check your connection and try again.')}{' '}
        <Button type="button" $variant="secondary" $size="sm" onClick={() => void calendar.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  const data = calendar.data;
  return (
    <Layout>
      <Panel>
        <MonthGrid
          month={data.month}
          days={data.days}
          bookings={data.bookings}
          timeZone={data.timeZone}
          selected={date}
          onMonthChange={setMonth}
          onSelect={setDate}
        />
      </Panel>
      <Side>
        <Panel>
          <SectionTitle>Block time</SectionTitle>
          <AddBlock date={date} onDateChange={setDate} />
        </Panel>
        <Panel>
          <SectionTitle>Your blocks and weekly rules</SectionTitle>
          <Blocks blocks={data.blocks} />
        </Panel>
        <Panel>
          <SectionTitle>Sync with your calendar app</SectionTitle>
          <Feed feedUrl={data.feedUrl} />
        </Panel>
      </Side>
    </Layout>
  );
}

function AddBlock({ date, onDateChange }: { date: string; onDateChange(date: string): void }) {
  const add = useAddBlock();
  const toast = useToast();
  const fieldErrors = isApiError(add.error) ? add.error.fields : undefined;
  return (
    <BlockForm
      date={date}
      onDateChange={onDateChange}
      busy={add.isPending}
      fieldErrors={fieldErrors}
      onAdd={async (body) => {
        try {
          await add.mutateAsync(body);
          toast({ title: 'Time blocked', description: 'Buyers can no longer book it.', variant: 'success' });
        } catch (error) {
          toast({
            title: 'Could not block this time',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
          throw error;
        }
      }}
    />
  );
}

function Blocks({ blocks }: { blocks: Parameters<typeof BlockList>[0]['blocks'] }) {
  const remove = useRemoveBlock();
  return (
    <>
      <BlockList
        blocks={blocks}
        removing={remove.isPending ? remove.variables : undefined}
        onRemove={(id) => remove.mutate(id)}
      />
      {blocks.length > 0 && (
        <Hint>
          {blocks.length} of {MAX_AVAILABILITY_BLOCKS} blocks and weekly rules used (at most {MAX_WEEKLY_RULES} weekly).
          {blocks.length >= MAX_AVAILABILITY_BLOCKS - 10 && ' Remove past dates to make room.'}
        </Hint>
      )}
    </>
  );
}

function Feed({ feedUrl }: { feedUrl: string }) {
  const rotate = useRotateFeed();
  const toast = useToast();
  return (
    <FeedCard
      feedUrl={feedUrl}
      rotating={rotate.isPending}
      onRotate={() =>
        rotate.mutate(undefined, {
          onSuccess: () =>
            toast({
              title: 'New calendar address',
              description: 'The old address no longer works.',
              variant: 'success',
            }),
        })
      }
    />
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 20px;
`;

const Panel = styled.section`
  display: grid;
  gap: 14px;
  min-width: 0;
  padding: 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: 1.125rem;
`;

const Hint = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  color: var(--hl-color-text-muted);
`;
