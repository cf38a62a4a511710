import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { NotificationPreferences } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { Alert, Button, Checkbox, Spinner, useToast } from 'widgets/ui';
import { PREFERENCES_QUERY_KEY, accountApi } from './accountApi';

type Key = keyof NotificationPreferences;

const TOGGLES: { key: Key; label: string; hint: string }[] = [
  {
    key: 'bookingConfirmations',
    label: 'Booking confirmations',
    hint: 'E-mails when an offer is accepted, paid or cancelled.',
  },
  { key: 'tourRoutingAlerts', label: 'Tour routing alerts', hint: 'New routing opportunities along your tours.' },
  { key: 'marketingEmails', label: 'Marketing emails', hint: 'News, tips and offers from us. Off unless you opt in.' },
  { key: 'sms', label: 'SMS notifications', hint: 'Text messages for urgent booking updates.' },
];

/** SPEC 2.17 notification toggles; each change is saved at once through PUT /api/auth/me/preferences. */
export function NotificationSettings() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const preferences = useQuery({ queryKey: PREFERENCES_QUERY_KEY, queryFn: accountApi.preferences });

  const save = useMutation({
    mutationFn: (change: Partial<NotificationPreferences>) => accountApi.updatePreferences(change),
    // The switch moves at once; a failed save puts it back.
    onMutate: (change) => {
      setStatus('Saving…');
      const previous = queryClient.getQueryData<NotificationPreferences>(PREFERENCES_QUERY_KEY);
      if (previous) queryClient.setQueryData(PREFERENCES_QUERY_KEY, { ...previous, ...change });
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      setStatus('Preferences saved');
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(PREFERENCES_QUERY_KEY, context.previous);
      setStatus('Not saved');
      toast({
        title: 'Preferences Not Saved',
        description: errorMessage(error, 'We could not save your notification preferences. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (preferences.isPending) {
    return (
      <Loading role="status">
        <Spinner size={20} />
        <span>Loading notification preferences…</span>
      </Loading>
    );
  }
  if (preferences.isError) {
    return (
      <Failure>
        <Alert title="Notification preferences are unavailable">We couldn’t load them. Please try again.</Alert>
        <Button $variant="secondary" $size="sm" onClick={() => void preferences.refetch()}>
          Try again
        </Button>
      </Failure>
    );
  }

  const shown = preferences.data;
  return (
    <Fieldset aria-describedby="notification-status">
      <Legend>Send me</Legend>
      {TOGGLES.map((toggle) => (
        <Checkbox
          key={toggle.key}
          role="switch"
          name={toggle.key}
          label={toggle.label}
          hint={toggle.hint}
          checked={shown[toggle.key]}
          aria-checked={shown[toggle.key]}
          onChange={(event) => save.mutate({ [toggle.key]: event.target.checked })}
        />
      ))}
      <Status id="notification-status" role="status">
        {status}
      </Status>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: 4px;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  font-weight: 650;
`;

const Status = styled.p`
  min-height: 1.5em;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  font-weight: 650;
`;

const Loading = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  color: var(--hl-color-text-muted);
`;

const Failure = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;

  > div {
    width: 100%;
  }
`;
