import {
  CostHistoryResponse,
  CostsBody,
  CostsResponse,
  NotifyResponse,
  OpportunitiesResponse,
  OpportunitySearchBody,
  OptimizeBody,
  OptimizeResponse,
  RoutingSearchBody,
  Tour,
  TourBody,
  TourIdParams,
  TourIdPathParams,
  TourListQuery,
  TourListResponse,
  VenueNotification,
  VenueNotificationIdParams,
  VenueNotificationListQuery,
  VenueNotificationListResponse,
  VenueNotificationUpdateBody,
} from '../contract';
import { costEstimatesOf, estimateCosts } from '../commands/routing/estimateCosts';
import { notifyVenues } from '../commands/routing/notifyVenues';
import { optimizeTourRoute } from '../commands/routing/optimizeTourRoute';
import { createTour, deleteTour, updateTour } from '../commands/routing/saveTour';
import { accessibleTour, type TourActor } from '../commands/routing/tourAccess';
import { changeVenueNotificationStatus, listVenueNotifications } from '../commands/routing/venueNotifications';
import { inTenant } from '../db/tenantScope';
import type { AppContext } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { requireUser, userReadAlong } from '../http/session';
import { cachesChanged } from '../http/cacheChanges';
import { defineRoute, type Route } from '../http/routeTable';
import { isTenantAdmin } from '../policies/performers';
import { canPlanTours } from '../policies/routing';
import { presentTour } from '../presenters/routing';
import { opportunityCacheOf } from '../queries/opportunityCache';
import { searchOpportunities } from '../queries/routingSearch';
import { performerIdOf, tourPage } from '../queries/tours';

async function actorOf(ctx: AppContext): Promise<TourActor> {
  return { user: await requireUser(ctx), tenant: ctx.state.tenant };
}

/** Keyed by the primary's ORM (what cachesChanged forgets), also while this request reads on the replica. */
const opportunityCache = (ctx: AppContext) =>
  opportunityCacheOf(ctx.deps.primaryOrm ?? ctx.deps.orm, ctx.deps.config.ROUTING_CACHE_MS);
/** A tour changed: the tenant's cached opportunity answers are out of date. */
const toursChanged = (ctx: AppContext) => cachesChanged(ctx, { cache: 'routing', tenantId: ctx.state.tenant.id });

export const routingRoutes: Route[] = [
  defineRoute({
    tags: ['Tours'],
    access: 'user',
    method: 'get',
    path: '/tours',
    operationId: 'listTours',
    summary: 'The performer’s tours (an admin: the tenant’s), newest first, a page at a time',
    query: TourListQuery,
    responses: { 200: TourListResponse },
    errors: { 403: 'Only performers have tours', 404: 'Performer profile not found' },
    async handler(ctx, { query }) {
      const actor = await actorOf(ctx);
      if (!canPlanTours(actor.user) && !isTenantAdmin(actor.user, actor.tenant))
        throw forbidden('Only performers have tours');
      const page = await inTenant(ctx.deps.orm, actor.tenant.id, async (em) => {
        if (actor.user.role === 'ADMIN') return tourPage(em, actor.tenant.id, null, query);
        const performerId = await performerIdOf(em, actor.user);
        if (!performerId) throw notFound('Performer profile not found');
        return tourPage(em, actor.tenant.id, performerId, query);
      });
      ctx.body = { tours: page.tours.map(presentTour), nextCursor: page.nextCursor };
    },
  }),

  defineRoute({
    tags: ['Tours'],
    access: 'user',
    method: 'post',
    path: '/tours',
    operationId: 'createTour',
    summary: 'Create a tour; stops geocoded offline',
    body: TourBody,
    responses: { 201: Tour },
    errors: { 403: 'Only performers have tours' },
    async handler(ctx, { body: input }) {
      const actor = await actorOf(ctx);
      const tour = await inTenant(ctx.deps.orm, actor.tenant.id, (em) => createTour(em, actor, input));
      toursChanged(ctx);
      ctx.status = 201;
      ctx.body = presentTour(tour);
    },
  }),

  defineRoute({
    tags: ['Tours'],
    access: 'user',
    method: 'get',
    path: '/tours/:id',
    operationId: 'getTour',
    summary: 'One tour',
    params: TourIdParams,
    responses: { 200: Tour },
    errors: { 403: 'Not this tour’s performer', 404: 'Tour not found' },
    async handler(ctx, { params: { id } }) {
      const actor = await actorOf(ctx);
      const { tour } = await inTenant(ctx.deps.orm, actor.tenant.id, (em) => accessibleTour(em, actor, id));
      ctx.body = presentTour(tour);
    },
  }),

  defineRoute({
    tags: ['Tours'],
    access: 'user',
    method: 'put',
    path: '/tours/:id',
    operationId: 'updateTour',
    summary: 'Replace a tour’s name and stops (its performer only)',
    params: TourIdParams,
    body: TourBody,
    responses: { 200: Tour },
    errors: { 403: 'Not this tour’s performer', 404: 'Tour not found' },
    async handler(ctx, { params: { id }, body: input }) {
      const actor = await actorOf(ctx);
      ctx.body = presentTour(await inTenant(ctx.deps.orm, actor.tenant.id, (em) => updateTour(em, actor, id, input)));
      toursChanged(ctx);
    },
  }),

  defineRoute({
    tags: ['Tours'],
    access: 'user',
    method: 'delete',
    path: '/tours/:id',
    operationId: 'deleteTour',
    summary: 'Delete a tour (its performer only)',
    params: TourIdParams,
    responses: { 204: { description: 'Deleted' } },
    errors: { 403: 'Not this tour’s performer', 404: 'Tour not found' },
    async handler(ctx, { params: { id } }) {
      const actor = await actorOf(ctx);
      await inTenant(ctx.deps.orm, actor.tenant.id, (em) => deleteTour(em, actor, id));
      toursChanged(ctx);
      ctx.status = 204;
    },
  }),

  defineRoute({
    tags: ['Routing'],
    access: 'user',
    method: 'post',
    path: '/integration/routing/opportunities',
    /** A search sent as a body: it only reads, so it runs on the read replica. */
    readOnly: true,
    readsUserAlong: true,
    operationId: 'findRoutingOpportunities',
    summary: 'Venues within the detour of touring performers’ routes (the best `limit`, 50 unless asked)',
    body: OpportunitySearchBody,
    responses: { 200: OpportunitiesResponse },
    async handler(ctx, { body: search }) {
      const tenantId = ctx.state.tenant.id;
      const find = (options?: Parameters<typeof searchOpportunities>[3]) =>
        searchOpportunities(ctx.deps.orm, tenantId, search, options);
      // A client that just saved a tour reads past the cache (the answer may predate its write).
      if (ctx.deps.config.ROUTING_CACHE_MS > 0 && !ctx.state.afterOwnWrite) {
        await requireUser(ctx);
        ctx.body = {
          success: true,
          data: { opportunities: await opportunityCache(ctx).get(tenantId, search, find) },
        };
        return;
      }
      // Any signed-in user may search: the user is read in the search's own round trip.
      const opportunities = await find({ alongside: await userReadAlong(ctx) });
      ctx.body = { success: true, data: { opportunities } };
    },
  }),

  defineRoute({
    tags: ['Routing'],
    access: 'user',
    method: 'post',
    path: '/integration/routing/notify',
    operationId: 'notifyVenues',
    summary: 'Notify the matching venues (once per tour and venue)',
    body: RoutingSearchBody,
    responses: { 200: NotifyResponse },
    errors: {
      403: 'Only performers and admins notify venues',
      503: 'The search workers are busy or the search is over its time budget (Retry-After)',
    },
    async handler(ctx, { body: search }) {
      const actor = await actorOf(ctx);
      ctx.body = { success: true, data: await notifyVenues(ctx.deps.orm, actor, search) };
    },
  }),

  defineRoute({
    tags: ['Routing'],
    access: 'user',
    method: 'post',
    path: '/integration/routing/optimize/:tourId',
    operationId: 'optimizeTour',
    summary: 'Order a tour’s stops for the least driving, fixed dates kept',
    params: TourIdPathParams,
    body: OptimizeBody,
    responses: { 200: OptimizeResponse },
    errors: {
      403: 'Not this tour’s performer',
      404: 'Tour not found',
      429: 'Too many optimisations running for this agency (Retry-After)',
      503: 'Over its time budget, or the optimiser is busy or restarting (Retry-After)',
    },
    async handler(ctx, { params: { tourId }, body: { persist } }) {
      const actor = await actorOf(ctx);
      const optimizer = ctx.deps.routeOptimizer!;
      const data = await inTenant(ctx.deps.orm, actor.tenant.id, (em) =>
        optimizeTourRoute(em, actor, tourId, persist, (stops) => optimizer.optimize(actor.tenant.id, stops)),
      );
      if (persist) toursChanged(ctx);
      ctx.body = { success: true, data };
    },
  }),

  defineRoute({
    tags: ['Routing'],
    access: 'user',
    method: 'post',
    path: '/integration/routing/costs',
    operationId: 'estimateTourCosts',
    summary: 'Estimate a tour’s costs and margin (last 5 kept)',
    body: CostsBody,
    responses: { 201: CostsResponse },
    errors: { 403: 'Not this tour’s performer', 404: 'Tour not found' },
    async handler(ctx, { body: { tourId } }) {
      const actor = await actorOf(ctx);
      const data = await inTenant(ctx.deps.orm, actor.tenant.id, (em) =>
        estimateCosts(em, actor, tourId, ctx.deps.clock()),
      );
      ctx.status = 201;
      ctx.body = { success: true, data };
    },
  }),

  defineRoute({
    tags: ['Routing'],
    access: 'user',
    method: 'get',
    path: '/integration/routing/costs/:tourId',
    operationId: 'listTourCosts',
    summary: 'A tour’s last cost estimates, newest first',
    params: TourIdPathParams,
    responses: { 200: CostHistoryResponse },
    errors: { 403: 'Not this tour’s performer', 404: 'Tour not found' },
    async handler(ctx, { params: { tourId } }) {
      const actor = await actorOf(ctx);
      const estimates = await inTenant(ctx.deps.orm, actor.tenant.id, (em) => costEstimatesOf(em, actor, tourId));
      ctx.body = { success: true, data: { estimates } };
    },
  }),

  defineRoute({
    tags: ['Routing'],
    access: 'user',
    method: 'get',
    path: '/venue-notifications',
    operationId: 'listVenueNotifications',
    summary: 'Venue notifications: a buyer’s venues, or the tenant’s for an admin',
    query: VenueNotificationListQuery,
    responses: { 200: VenueNotificationListResponse },
    async handler(ctx, { query: { status } }) {
      const actor = await actorOf(ctx);
      const notifications = await inTenant(ctx.deps.orm, actor.tenant.id, (em) =>
        listVenueNotifications(em, actor, status),
      );
      ctx.body = { notifications };
    },
  }),

  defineRoute({
    tags: ['Routing'],
    access: 'user',
    method: 'put',
    path: '/venue-notifications/:id',
    operationId: 'updateVenueNotification',
    summary: 'Mark a notification booked or dismissed (or active again)',
    params: VenueNotificationIdParams,
    body: VenueNotificationUpdateBody,
    responses: { 200: VenueNotification },
    errors: { 403: 'Not this venue’s buyer', 404: 'Notification not found', 409: 'Not allowed from its status' },
    async handler(ctx, { params: { id }, body: { status } }) {
      const actor = await actorOf(ctx);
      ctx.body = await inTenant(ctx.deps.orm, actor.tenant.id, (em) =>
        changeVenueNotificationStatus(em, actor, id, status),
      );
    },
  }),
];
