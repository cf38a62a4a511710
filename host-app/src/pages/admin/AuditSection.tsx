import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { AuditEntry } from 'tenant-api/contract';
import { formatInstant } from 'widgets/format';
import { Badge, TextField } from 'widgets/ui';
import { useDebounced } from '../tour-routing/useDebounced';
import { ADMIN_AUDIT_KEY, AUDIT_PAGE_SIZE, adminApi, type AuditFilter } from './adminApi';
import { auditDiff, auditValue } from './adminFormat';
import { Muted, Pager, QueryState, SectionHeading, Toolbar } from '../../ui/AdminParts';

const NO_FILTER: AuditFilter = { actor: '', action: '', from: '', to: '' };

export function AuditSection() {
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const actor = useDebounced(filter.actor.trim());
  const action = useDebounced(filter.action.trim().toLowerCase());
  const wanted: AuditFilter = { ...filter, actor, action };
  const list = useQuery({
    queryKey: [...ADMIN_AUDIT_KEY, wanted, page],
    queryFn: ({ signal }) => adminApi.audit({ ...wanted, page }, { signal }),
    placeholderData: keepPreviousData,
  });
  const narrowed = Object.values(wanted).some(Boolean);
  const field = (name: keyof AuditFilter) => ({
    name: `audit-${name}`,
    value: filter[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFilter({ ...filter, [name]: event.target.value });
      setPage(1);
    },
  });
  return (
    <>
      <SectionHeading title="Audit log">Every change made in this console, newest first.</SectionHeading>
      <Toolbar>
        <TextField label="Admin" type="search" placeholder="Part of an email" {...field('actor')} />
        <TextField label="Action" type="search" placeholder="offer, or offer.approve" {...field('action')} />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
      </Toolbar>
      {!list.data ? (
        <QueryState isPending={list.isPending} error={list.error} label="audit log" onRetry={() => list.refetch()} />
      ) : list.data.entries.length === 0 ? (
        <Muted>{narrowed ? 'No changes match.' : 'Nothing has been changed yet.'}</Muted>
      ) : (
        <>
          <Entries aria-busy={list.isFetching}>
            {list.data.entries.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </Entries>
          <Pager list={list.data} pageSize={AUDIT_PAGE_SIZE} label="Audit log" onPage={setPage} />
        </>
      )}
    </>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const changes = auditDiff(entry.before, entry.after);
  return (
    <li>
      <Head>
        <Badge $tone="primary">{entry.action}</Badge>
        <strong>{entry.target}</strong>
      </Head>
      <Muted>
        {entry.actor.email} · <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
      </Muted>
      {changes.length > 0 ? (
        <Changes aria-label="Changes">
          {changes.map((change) => (
            <div key={change.key}>
              <dt>{change.key}</dt>
              <dd>
                <del>{auditValue(change.before)}</del> <span aria-label="changed to">→</span>{' '}
                <ins>{auditValue(change.after)}</ins>
              </dd>
            </div>
          ))}
        </Changes>
      ) : (
        <Muted>No field changes recorded.</Muted>
      )}
    </li>
  );
}

const Entries = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: 6px;
    padding: 14px 16px;
    border: 1px solid var(--hl-color-border);
    border-radius: var(--hl-radius-lg);
    background: var(--hl-color-surface);
    min-width: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;

  strong {
    overflow-wrap: anywhere;
  }
`;

const Changes = styled.dl`
  display: grid;
  gap: 4px;
  margin: 4px 0 0;
  font-size: 0.875rem;

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
  }

  dt {
    font-family: ui-monospace, monospace;
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  del {
    color: var(--hl-color-danger);
  }

  ins {
    color: var(--hl-color-success);
    text-decoration: none;
  }
`;
