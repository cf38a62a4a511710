import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnCalendar } from 'tenant-api/contract';
import { api } from '../../../api';

/** Every query of this feature starts with this key, so a change refreshes them all. */
export const AVAILABILITY_KEY = ['availability'] as const;

export const ownCalendarQueryOptions = (month: string | undefined) =>
  queryOptions({
    queryKey: [...AVAILABILITY_KEY, 'own', month ?? 'current'] as const,
    queryFn: ({ signal }) =>
      api.request<OwnCalendar>('GET', '/api/performers/me/availability', { query: { month }, signal }),
  });

/** The signed-in performer's month: blocks, weekly rules, bookings and the feed address. */
export const useOwnCalendar = (month: string | undefined) => useQuery(ownCalendarQueryOptions(month));
