import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { OPERATOR_PAGE_SIZE, type OperatorTenant, type User } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { Alert, Badge, Button, Dialog, DialogActions, Spinner, useToast, VisuallyHidden } from 'widgets/ui';
import { Pager } from '../../ui/AdminParts';
import { Container } from '../../ui/layout';
import { NewTenantForm } from './NewTenantForm';
import { OPERATOR_TENANTS_KEY, operatorApi } from './operatorApi';

/** The platform operator's console: the tenants (50 a page), a "New tenant" form, suspend and reactivate. */
export function OperatorConsole({ user }: { user: User }) {
  if (user.role !== 'OPERATOR') {
    return (
      <Container>
        <Alert title="Not allowed">
          The platform console is only for the platform operator. You are signed in as {user.email} (
          {user.role.toLowerCase()}).
        </Alert>
      </Container>
    );
  }
  return <Tenants />;
}

function Tenants() {
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<OperatorTenant | null>(null);
  const [page, setPage] = useState(1);
  const tenants = useQuery({
    queryKey: [...OPERATOR_TENANTS_KEY, page],
    queryFn: ({ signal }) => operatorApi.tenants(page, { signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <Container>
      <Stack>
        <Section aria-labelledby="new-tenant-heading">
          <Heading>
            <h2 id="new-tenant-heading">New tenant</h2>
            {!creating && <Button onClick={() => setCreating(true)}>New tenant</Button>}
          </Heading>
          {creating ? (
            <NewTenantForm onDone={() => setCreating(false)} />
          ) : (
            <Muted>A new marketplace gets the default tiers and theme, and an invitation for its first admin.</Muted>
          )}
        </Section>

        <Section aria-labelledby="tenants-heading">
          <Heading>
            <h2 id="tenants-heading">Tenants</h2>
          </Heading>
          {tenants.isPending ? (
            <Spinner label="Loading tenants" />
          ) : tenants.isError ? (
            <Alert title="The tenants could not be loaded">
              <p>{errorMessage(tenants.error, 'Please try again.')}</p>
              <Button $variant="secondary" $size="sm" onClick={() => void tenants.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : tenants.data.tenants.length === 0 ? (
            <Muted>No tenants yet. Create the first one above.</Muted>
          ) : (
            <>
              <TenantTable tenants={tenants.data.tenants} onStatus={setConfirming} />
              <Pager list={tenants.data} pageSize={OPERATOR_PAGE_SIZE} label="Tenant" onPage={setPage} />
            </>
          )}
        </Section>
      </Stack>
      {confirming && <StatusDialog tenant={confirming} onClose={() => setConfirming(null)} />}
    </Container>
  );
}

function TenantTable({ tenants, onStatus }: { tenants: OperatorTenant[]; onStatus(tenant: OperatorTenant): void }) {
  return (
    <Scroller role="region" aria-labelledby="tenants-heading" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Slug</th>
            <th scope="col">Domains</th>
            <th scope="col">Status</th>
            <th scope="col">Users</th>
            <th scope="col">Performers</th>
            <th scope="col">Offers</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {tenants.map((tenant) => (
            <tr key={tenant.id}>
              <th scope="row">
                {tenant.name}
                {tenant.isDefault && <Small> (default)</Small>}
              </th>
              <td>
                <code>{tenant.slug}</code>
              </td>
              <td>{tenant.domains.length ? tenant.domains.join(', ') : <Small>none</Small>}</td>
              <td>
                <Badge $tone={tenant.status === 'active' ? 'success' : 'danger'}>
                  {tenant.status === 'active' ? 'Active' : 'Suspended'}
                </Badge>
              </td>
              <Num>{tenant.counts.users}</Num>
              <Num>{tenant.counts.performers}</Num>
              <Num>{tenant.counts.offers}</Num>
              <td>
                {tenant.isDefault ? (
                  <Small>Always on</Small>
                ) : (
                  <Button
                    $size="sm"
                    $variant="secondary"
                    aria-label={`${tenant.status === 'active' ? 'Suspend' : 'Reactivate'} ${tenant.name}`}
                    onClick={() => onStatus(tenant)}
                  >
                    {tenant.status === 'active' ? 'Suspend' : 'Reactivate'}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

function StatusDialog({ tenant, onClose }: { tenant: OperatorTenant; onClose(): void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const suspend = tenant.status === 'active';
  const change = useMutation({
    mutationFn: () => operatorApi.setStatus(tenant.id, suspend ? 'suspended' : 'active'),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: OPERATOR_TENANTS_KEY });
      toast({
        variant: 'success',
        title: `${updated.name} is ${updated.status === 'active' ? 'active' : 'suspended'}`,
      });
      onClose();
    },
  });
  return (
    <Dialog
      title={suspend ? `Suspend ${tenant.name}?` : `Reactivate ${tenant.name}?`}
      description={
        suspend
          ? 'Its site and widgets will say the marketplace is temporarily unavailable. No data is deleted; you can reactivate it at any time.'
          : 'Its site, widgets and accounts will work again at once, with all their data.'
      }
      onClose={onClose}
    >
      {change.isError && <Alert>{errorMessage(change.error, 'The status could not be changed.')}</Alert>}
      <DialogActions>
        <Button $variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={change.isPending} onClick={() => change.mutate()}>
          {change.isPending ? 'Saving…' : suspend ? 'Suspend' : 'Reactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 40px;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;

  h2 {
    font-family: var(--hl-font-heading);
    font-size: 1.5rem;
  }
`;

const Muted = styled.p`
  color: var(--hl-color-text-muted);
`;

const Small = styled.span`
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  font-weight: 400;
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);

  &:focus-visible {
    outline: 2px solid var(--hl-color-primary);
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;

  th,
  td {
    padding: 12px 14px;
    border-bottom: 1px solid var(--hl-color-border);
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    background: var(--hl-color-surface-alt);
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }

  tbody tr:last-child > * {
    border-bottom: none;
  }
`;

const Num = styled.td`
  font-variant-numeric: tabular-nums;
`;
