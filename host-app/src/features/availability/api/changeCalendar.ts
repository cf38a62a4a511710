import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityBlock, AvailabilityBlockBody } from 'tenant-api/contract';
import { api } from '../../../api';
import { AVAILABILITY_KEY } from './ownCalendar';

function useRefreshingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
  });
}

export const useAddBlock = () =>
  useRefreshingMutation((body: AvailabilityBlockBody) =>
    api.request<AvailabilityBlock>('POST', '/api/performers/me/availability/blocks', { body }),
  );

export const useRemoveBlock = () =>
  useRefreshingMutation((id: string) =>
    api.request<void>('DELETE', `/api/performers/me/availability/blocks/${encodeURIComponent(id)}`),
  );

export const useRotateFeed = () =>
  useRefreshingMutation(() => api.request<{ feedUrl: string }>('POST', '/api/performers/me/availability/feed/rotate'));
