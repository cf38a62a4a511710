import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Spinner } from 'widgets/ui';
import { adminApi, PENDING_APPROVALS_QUERY_KEY } from './adminApi';
import { Muted, SectionHeading } from '../../ui/AdminParts';

const SHORTCUTS = [
  {
    to: '/admin/approvals',
    title: 'Approve guest offers',
    text: 'Guest buyers’ offers wait for you before they reach performers.',
  },
  { to: '/admin/performers', title: 'Vet performers', text: 'Review applications and set vetted, elite and featured.' },
  { to: '/admin/theme', title: 'Brand the site', text: 'Pick a theme pack, colours, fonts and logo.' },
  { to: '/admin/fees', title: 'Set tiers and fees', text: 'Prices, service fees and commissions.' },
  { to: '/admin/embeds', title: 'Embed the widgets', text: 'Publishable key, allowed origins and snippets.' },
  { to: '/admin/audit', title: 'Audit log', text: 'Every change made in this console.' },
] as const;

export function OverviewSection() {
  const queue = useQuery({
    queryKey: PENDING_APPROVALS_QUERY_KEY,
    queryFn: ({ signal }) => adminApi.pendingOffers({ signal }),
    staleTime: 0,
  });
  const count = queue.data?.offers.length;
  return (
    <>
      <SectionHeading title="Overview">What needs your attention on this marketplace.</SectionHeading>
      <QueueCard aria-labelledby="admin-queue-title">
        <h3 id="admin-queue-title">Approval queue</h3>
        {queue.isPending ? (
          <Spinner label="Loading the approval queue" />
        ) : queue.isError ? (
          <Muted role="alert">The approval queue could not be loaded.</Muted>
        ) : (
          <p>
            <strong>{count}</strong> {count === 1 ? 'offer is' : 'offers are'} waiting for approval.{' '}
            {count ? <Link to="/admin/approvals">Review them</Link> : null}
          </p>
        )}
      </QueueCard>
      <Shortcuts>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to}>{shortcut.title}</Link>
            <Muted>{shortcut.text}</Muted>
          </li>
        ))}
      </Shortcuts>
    </>
  );
}

const QueueCard = styled.section`
  margin-bottom: 20px;
  padding: 16px 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h3 {
    margin: 0 0 6px;
    font-size: 1.125rem;
  }

  p {
    margin: 0;
  }

  a {
    color: var(--hl-color-primary);
    font-weight: 700;
  }
`;

const Shortcuts = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));

  li {
    display: grid;
    gap: 4px;
    padding: 16px;
    border: 1px solid var(--hl-color-border);
    border-radius: var(--hl-radius-lg);
    background: var(--hl-color-surface);
  }

  a {
    color: var(--hl-color-text);
    font-weight: 700;
  }
`;
