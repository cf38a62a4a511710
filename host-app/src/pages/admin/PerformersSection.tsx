import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminPerformer } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Badge, Button, Tabs, TextField, useToast } from 'widgets/ui';
import { useDebounced } from '../tour-routing/useDebounced';
import {
  ADMIN_AUDIT_KEY,
  ADMIN_PAGE_SIZE,
  ADMIN_PERFORMERS_KEY,
  adminApi,
  type ApplicationDecision,
  type PerformerFilter,
  type PerformerFlags,
} from './adminApi';
import {
  ConfirmDialog,
  countLabel,
  Muted,
  Pager,
  QueryState,
  RowActions,
  SectionHeading,
  TableScroll,
  Toolbar,
} from '../../ui/AdminParts';

const FILTERS: readonly { id: PerformerFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending applications' },
  { id: 'vetted', label: 'Vetted' },
  { id: 'unvetted', label: 'Unvetted' },
  { id: 'elite', label: 'Elite' },
  { id: 'featured', label: 'Featured' },
];

const FLAGS = [
  { key: 'isVetted', label: 'Vetted' },
  { key: 'isElite', label: 'Elite' },
  { key: 'isFeatured', label: 'Featured' },
] as const;
type FlagKey = (typeof FLAGS)[number]['key'];

type Pending =
  | { kind: 'flag'; performer: AdminPerformer; key: FlagKey; label: string }
  | { kind: 'reject'; performer: AdminPerformer };

export function PerformersSection() {
  const [filter, setFilter] = useState<PerformerFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim());
  return (
    <>
      <SectionHeading title="Performers">
        Review applications and decide who is vetted, elite and featured.
      </SectionHeading>
      <Toolbar>
        <TextField
          label="Search performers"
          name="performer-search"
          type="search"
          value={search}
          placeholder="Stage name, city or email"
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </Toolbar>
      <Tabs
        label="Performer filters"
        selected={filter}
        onSelect={(id) => {
          setFilter(id);
          setPage(1);
        }}
        items={FILTERS.map((item) => ({
          id: item.id,
          label: item.label,
          panel: <PerformerList filter={filter} query={query} page={page} onPage={setPage} />,
        }))}
      />
    </>
  );
}

function PerformerList({
  filter,
  query: search,
  page,
  onPage,
}: {
  filter: PerformerFilter;
  query: string;
  page: number;
  onPage(page: number): void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useQuery({
    queryKey: [...ADMIN_PERFORMERS_KEY, filter, search, page],
    queryFn: ({ signal }) => adminApi.performers({ filter, query: search, page }, { signal }),
    placeholderData: keepPreviousData,
  });
  const done = (title: string) => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_PERFORMERS_KEY });
    void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    toast({ variant: 'success', title });
  };
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: isApiError(error) && error.status === 409 ? 'Already decided' : 'Not saved',
      description: errorMessage(error, 'Please try again.'),
    });
  const update = useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: PerformerFlags }) => adminApi.updatePerformer(id, flags),
    onSuccess: (performer) => done(`${performer.stageName} updated`),
    onError: failed,
  });
  const decide = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApplicationDecision }) => adminApi.decideApplication(id, body),
    onSuccess: (performer, { body }) =>
      done(`${performer.stageName}'s application ${body.decision === 'approve' ? 'approved' : 'rejected'}`),
    onError: failed,
  });
  const busy = update.isPending || decide.isPending;

  const toggle = (performer: AdminPerformer, key: FlagKey, label: string) => {
    if (performer[key]) setPending({ kind: 'flag', performer, key, label });
    else update.mutate({ id: performer.id, flags: { [key]: true } });
  };

  if (!list.data) {
    return (
      <QueryState isPending={list.isPending} error={list.error} label="performers" onRetry={() => list.refetch()} />
    );
  }
  const { performers } = list.data;
  return (
    <>
      {performers.length === 0 ? (
        <Muted>{search ? `No performers match “${search}”.` : 'No performers here.'}</Muted>
      ) : (
        <TableScroll>
          <table aria-busy={list.isFetching}>
            <caption>
              <Muted>{countLabel(list.data, 'performer')}</Muted>
            </caption>
            <thead>
              <tr>
                <th scope="col">Performer</th>
                <th scope="col">Application</th>
                <th scope="col">Placement</th>
              </tr>
            </thead>
            <tbody>
              {performers.map((performer) => {
                const application = performer.application;
                return (
                  <tr key={performer.id}>
                    <th scope="row">
                      <Name>{performer.stageName}</Name>
                      <Muted>
                        {performer.city}, {performer.state} · {performer.email}
                      </Muted>
                    </th>
                    <td>
                      {application ? (
                        <>
                          <Badge
                            $tone={
                              application.status === 'pending'
                                ? 'warning'
                                : application.status === 'approved'
                                  ? 'success'
                                  : 'danger'
                            }
                          >
                            {application.tier} · {application.status}
                          </Badge>
                          {application.status === 'pending' && (
                            <RowActions>
                              <Button
                                $size="sm"
                                disabled={busy}
                                onClick={() => decide.mutate({ id: application.id, body: { decision: 'approve' } })}
                                aria-label={`Approve ${performer.stageName}'s application`}
                              >
                                Approve
                              </Button>
                              <Button
                                $size="sm"
                                $variant="secondary"
                                disabled={busy}
                                onClick={() => setPending({ kind: 'reject', performer })}
                                aria-label={`Reject ${performer.stageName}'s application`}
                              >
                                Reject
                              </Button>
                            </RowActions>
                          )}
                          {application.decisionReason && <Muted>{application.decisionReason}</Muted>}
                        </>
                      ) : (
                        <Muted>None</Muted>
                      )}
                    </td>
                    <td>
                      <RowActions role="group" aria-label={`Placement of ${performer.stageName}`}>
                        {FLAGS.map(({ key, label }) => (
                          <Button
                            key={key}
                            $size="sm"
                            $variant={performer[key] ? 'primary' : 'secondary'}
                            aria-pressed={performer[key]}
                            disabled={busy}
                            onClick={() => toggle(performer, key, label)}
                          >
                            {label}
                          </Button>
                        ))}
                      </RowActions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager list={list.data} pageSize={ADMIN_PAGE_SIZE} label="Performer" onPage={onPage} />
      {pending?.kind === 'flag' && (
        <ConfirmDialog
          title={`Remove “${pending.label}”?`}
          description={`${pending.performer.stageName} will no longer be ${pending.label.toLowerCase()}.`}
          confirmLabel="Remove"
          onConfirm={() => {
            update.mutate({ id: pending.performer.id, flags: { [pending.key]: false } });
            setPending(null);
          }}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'reject' && pending.performer.application && (
        <ConfirmDialog
          title="Reject this application?"
          description={`${pending.performer.stageName} is told your reason.`}
          confirmLabel="Reject application"
          reasonLabel="Reason"
          onConfirm={(reason) => {
            decide.mutate({ id: pending.performer.application!.id, body: { decision: 'reject', reason } });
            setPending(null);
          }}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}

const Name = styled.span`
  display: block;
  font-weight: 700;
`;
