import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLES, type Role } from 'tenant-api/contract';
import { formatDay } from 'widgets/format';
import { Badge, Select, TextField } from 'widgets/ui';
import { useDebounced } from '../tour-routing/useDebounced';
import { ADMIN_PAGE_SIZE, ADMIN_USERS_KEY, adminApi } from './adminApi';
import { countLabel, Muted, Pager, QueryState, SectionHeading, TableScroll, Toolbar } from '../../ui/AdminParts';

export function UsersSection() {
  const [role, setRole] = useState<Role | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim());
  const list = useQuery({
    queryKey: [...ADMIN_USERS_KEY, role, query, page],
    queryFn: ({ signal }) => adminApi.users({ role: role || undefined, query, page }, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <SectionHeading title="Users">Everyone with an account on this marketplace.</SectionHeading>
      <Toolbar>
        <Select
          label="Role"
          name="role"
          value={role}
          options={[
            { value: '', label: 'All roles' },
            ...ROLES.map((value) => ({ value, label: value.toLowerCase() })),
          ]}
          onChange={(event) => {
            setRole(event.target.value as Role | '');
            setPage(1);
          }}
        />
        <TextField
          label="Search users"
          name="user-search"
          type="search"
          value={search}
          placeholder="Name or email"
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </Toolbar>
      {!list.data ? (
        <QueryState isPending={list.isPending} error={list.error} label="users" onRetry={() => list.refetch()} />
      ) : list.data.users.length === 0 ? (
        <Muted>No users match.</Muted>
      ) : (
        <>
          <TableScroll>
            <table aria-busy={list.isFetching}>
              <caption>
                <Muted>{countLabel(list.data, 'user')}</Muted>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {list.data.users.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">
                      {user.firstName} {user.lastName}
                    </th>
                    <td>{user.email}</td>
                    <td>
                      <Badge $tone={user.role === 'ADMIN' ? 'primary' : 'neutral'}>{user.role.toLowerCase()}</Badge>
                    </td>
                    <td>{user.subscriptionTier.toLowerCase()}</td>
                    <td>{formatDay(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager list={list.data} pageSize={ADMIN_PAGE_SIZE} label="User" onPage={setPage} />
        </>
      )}
    </>
  );
}
