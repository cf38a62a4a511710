import type {
  CostEstimate,
  RoutingOpportunity,
  RoutingSearchBody,
  Tour,
  TourBody,
  TourListResponse,
  VenueNotification,
} from 'tenant-api/contract';
import type { ApiClient } from 'widgets/api';

export interface RouteSegment {
  fromCity: string;
  toCity: string;
  distance: number;
}

export interface OptimizeResult {
  tourId: string;
  routeSegments: RouteSegment[];
  totalDistance: number;
  originalDistance: number;
  savedDistance: number;
  stops: { stopId: string; city: string; state: string; date: string }[];
  persisted: boolean;
}

export type NotificationStatus = VenueNotification['status'];

/** The tour-routing endpoints (docs/routing.md), typed from the contract. */
export interface RoutingApi {
  /** A page of tours, newest first (`after`: the previous page's `nextCursor`). */
  listTours(after: string | undefined, signal?: AbortSignal): Promise<TourListResponse>;
  getTour(id: string, signal?: AbortSignal): Promise<Tour>;
  createTour(body: TourBody): Promise<Tour>;
  updateTour(id: string, body: TourBody): Promise<Tour>;
  deleteTour(id: string): Promise<void>;
  opportunities(search: RoutingSearchBody, signal?: AbortSignal): Promise<RoutingOpportunity[]>;
  notify(search: RoutingSearchBody): Promise<{ notifiedVenues: number; alreadyNotified: number }>;
  optimize(tourId: string, persist?: boolean): Promise<OptimizeResult>;
  estimateCosts(tourId: string): Promise<CostEstimate>;
  costHistory(tourId: string, signal?: AbortSignal): Promise<CostEstimate[]>;
  notifications(signal?: AbortSignal): Promise<VenueNotification[]>;
  setNotificationStatus(id: string, status: NotificationStatus): Promise<VenueNotification>;
}

const id = (value: string) => encodeURIComponent(value);

/** Tours a page on this screen (the API's largest page: most performers have them all at once). */
export const TOURS_PAGE_SIZE = 100;

export function createRoutingApi(client: Pick<ApiClient, 'request'>): RoutingApi {
  const { request } = client;
  return {
    listTours: (after, signal) =>
      request<TourListResponse>('GET', '/api/tours', { query: { limit: TOURS_PAGE_SIZE, after }, signal }),
    getTour: (tourId, signal) => request<Tour>('GET', `/api/tours/${id(tourId)}`, { signal }),
    createTour: (body) => request<Tour>('POST', '/api/tours', { body }),
    updateTour: (tourId, body) => request<Tour>('PUT', `/api/tours/${id(tourId)}`, { body }),
    deleteTour: async (tourId) => {
      await request<unknown>('DELETE', `/api/tours/${id(tourId)}`);
    },
    opportunities: async (search, signal) =>
      (
        await request<{ data: { opportunities: RoutingOpportunity[] } }>(
          'POST',
          '/api/integration/routing/opportunities',
          { body: search, signal },
        )
      ).data.opportunities,
    notify: async (search) =>
      (
        await request<{ data: { notifiedVenues: number; alreadyNotified: number } }>(
          'POST',
          '/api/integration/routing/notify',
          { body: search },
        )
      ).data,
    optimize: async (tourId, persist = false) =>
      (
        await request<{ data: OptimizeResult }>('POST', `/api/integration/routing/optimize/${id(tourId)}`, {
          body: persist ? { persist: true } : {},
        })
      ).data,
    estimateCosts: async (tourId) =>
      (await request<{ data: CostEstimate }>('POST', '/api/integration/routing/costs', { body: { tourId } })).data,
    costHistory: async (tourId, signal) =>
      (
        await request<{ data: { estimates: CostEstimate[] } }>('GET', `/api/integration/routing/costs/${id(tourId)}`, {
          signal,
        })
      ).data.estimates,
    notifications: async (signal) =>
      (await request<{ notifications: VenueNotification[] }>('GET', '/api/venue-notifications', { signal }))
        .notifications,
    setNotificationStatus: (notificationId, status) =>
      request<VenueNotification>('PUT', `/api/venue-notifications/${id(notificationId)}`, { body: { status } }),
  };
}

/** react-query keys of this screen; invalidating ROUTING_KEY refreshes all of it. */
export const ROUTING_KEY = 'tour-routing';
export const routingKeys = {
  tours: [ROUTING_KEY, 'tours'] as const,
  tour: (tourId: string) => [ROUTING_KEY, 'tour', tourId] as const,
  opportunities: (search: RoutingSearchBody) => [ROUTING_KEY, 'opportunities', search] as const,
  costs: (tourId: string) => [ROUTING_KEY, 'costs', tourId] as const,
  notifications: [ROUTING_KEY, 'notifications'] as const,
};
