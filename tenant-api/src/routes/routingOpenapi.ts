import { z } from 'zod';
import {
  CostHistoryResponse,
  CostsBody,
  CostsResponse,
  ErrorBody,
  NotifyResponse,
  OpportunitiesResponse,
  OptimizeBody,
  OptimizeResponse,
  RoutingSearchBody,
  Tour,
  TourBody,
  TourListResponse,
  VenueNotification,
  VenueNotificationListResponse,
  VenueNotificationUpdateBody,
} from '../contract';
import { body, errorsOf, json, security } from './openapiParts';

const errors = errorsOf('Unknown tenant, or not yours', 'Not allowed for this role');
const id = z.object({ id: z.uuid() });
const tourId = z.object({ tourId: z.uuid() });

/** The tour-routing part of the OpenAPI document (docs/routing.md). */
export const routingPaths = {
  '/tours': {
    get: {
      summary: 'The performer’s tours (an admin: the tenant’s)',
      security,
      responses: { '200': json(TourListResponse, 'Tours'), ...errors },
    },
    post: {
      summary: 'Create a tour; stops geocoded offline',
      security,
      requestBody: body(TourBody),
      responses: { '201': json(Tour, 'Created'), ...errors },
    },
  },
  '/tours/{id}': {
    get: {
      summary: 'One tour',
      security,
      requestParams: { path: id },
      responses: { '200': json(Tour, 'Tour'), ...errors },
    },
    put: {
      summary: 'Replace a tour’s name and stops (its performer only)',
      security,
      requestParams: { path: id },
      requestBody: body(TourBody),
      responses: { '200': json(Tour, 'Saved'), ...errors },
    },
    delete: {
      summary: 'Delete a tour (its performer only)',
      security,
      requestParams: { path: id },
      responses: { '204': { description: 'Deleted' }, ...errors },
    },
  },
  '/integration/routing/opportunities': {
    post: {
      summary: 'Venues within the detour of touring performers’ routes',
      security,
      requestBody: body(RoutingSearchBody),
      responses: { '200': json(OpportunitiesResponse, 'Opportunities, best first'), ...errors },
    },
  },
  '/integration/routing/notify': {
    post: {
      summary: 'Notify the matching venues (once per tour and venue)',
      security,
      requestBody: body(RoutingSearchBody),
      responses: { '200': json(NotifyResponse, 'Notified'), ...errors },
    },
  },
  '/integration/routing/optimize/{tourId}': {
    post: {
      summary: 'Order a tour’s stops for the least driving, fixed dates kept',
      security,
      requestParams: { path: tourId },
      requestBody: body(OptimizeBody),
      responses: {
        '200': json(OptimizeResponse, 'Optimised route'),
        ...errors,
        '429': json(
          ErrorBody,
          '`optimizer_busy`: the tenant already has OPTIMIZER_MAX_PER_TENANT optimisations running; `Retry-After` says when one frees',
        ),
        '503': json(
          ErrorBody,
          '`optimizer_timeout`: over the OPTIMIZER_TIMEOUT_MS budget (stopped) or no worker free in time; `optimizer_unavailable` while shutting down; `Retry-After` set',
        ),
      },
    },
  },
  '/integration/routing/costs': {
    post: {
      summary: 'Estimate a tour’s costs and margin (last 5 kept)',
      security,
      requestBody: body(CostsBody),
      responses: { '201': json(CostsResponse, 'Estimate'), ...errors },
    },
  },
  '/integration/routing/costs/{tourId}': {
    get: {
      summary: 'A tour’s last cost estimates, newest first',
      security,
      requestParams: { path: tourId },
      responses: { '200': json(CostHistoryResponse, 'Estimates'), ...errors },
    },
  },
  '/venue-notifications': {
    get: {
      summary: 'Venue notifications: a buyer’s venues, or the tenant’s for an admin',
      security,
      requestParams: { query: z.object({ status: z.string().optional() }) },
      responses: { '200': json(VenueNotificationListResponse, 'Notifications'), ...errors },
    },
  },
  '/venue-notifications/{id}': {
    put: {
      summary: 'Mark a notification booked or dismissed (or active again)',
      security,
      requestParams: { path: id },
      requestBody: body(VenueNotificationUpdateBody),
      responses: {
        '200': json(VenueNotification, 'Updated'),
        '409': json(ErrorBody, 'Not allowed from its status'),
        ...errors,
      },
    },
  },
};
