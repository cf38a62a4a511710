import {
  CostsBody,
  OptimizeBody,
  RoutingSearchBody,
  TourBody,
  TourIdParams,
  TourIdPathParams,
  VenueNotificationIdParams,
  VenueNotificationListQuery,
  VenueNotificationUpdateBody,
} from '../contract';
import { costEstimatesOf, estimateCosts } from '../commands/routing/estimateCosts';
import { notifyVenues } from '../commands/routing/notifyVenues';
import { optimizeTourRoute } from '../commands/routing/optimizeTourRoute';
import { createTour, deleteTour, updateTour } from '../commands/routing/saveTour';
import { accessibleTour, type TourActor } from '../commands/routing/tourAccess';
import { changeVenueNotificationStatus, listVenueNotifications } from '../commands/routing/venueNotifications';
import { inTenant } from '../db/tenantScope';
import type { AppContext, AppRouter } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { requireUser } from '../http/session';
import { parseBody, parseParams, parseQuery, refuseBody } from '../http/validate';
import { isTenantAdmin } from '../policies/performers';
import { canPlanTours } from '../policies/routing';
import { presentTour } from '../presenters/routing';
import { opportunityCacheOf } from '../queries/opportunityCache';
import { findOpportunities } from '../queries/routingOpportunities';
import { allTours, performerIdOf, toursOfPerformer } from '../queries/tours';

async function actorOf(ctx: AppContext): Promise<TourActor> {
  return { user: await requireUser(ctx), tenant: ctx.state.tenant };
}

const opportunityCache = (ctx: AppContext) => opportunityCacheOf(ctx.deps.orm, ctx.deps.config.ROUTING_CACHE_MS);
/** A tour changed: the tenant's cached opportunity answers are out of date. */
const toursChanged = (ctx: AppContext) => opportunityCache(ctx).forget(ctx.state.tenant.id);

export function routingRoutes(router: AppRouter): void {
  router.get('/tours', async (ctx) => {
    const actor = await actorOf(ctx);
    if (!canPlanTours(actor.user) && !isTenantAdmin(actor.user, actor.tenant))
      throw forbidden('Only performers have tours');
    const tours = await inTenant(ctx.deps.orm, actor.tenant.id, async (em) => {
      if (actor.user.role === 'ADMIN') return allTours(em, actor.tenant.id);
      const performerId = await performerIdOf(em, actor.user);
      if (!performerId) throw notFound('Performer profile not found');
      return toursOfPerformer(em, actor.tenant.id, performerId);
    });
    ctx.body = { tours: tours.map(presentTour) };
  });

  router.post('/tours', async (ctx) => {
    const input = await parseBody(ctx, TourBody);
    const actor = await actorOf(ctx);
    const tour = await inTenant(ctx.deps.orm, actor.tenant.id, (em) => createTour(em, actor, input));
    toursChanged(ctx);
    ctx.status = 201;
    ctx.body = presentTour(tour);
  });

  router.get('/tours/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, TourIdParams);
    const actor = await actorOf(ctx);
    const { tour } = await inTenant(ctx.deps.orm, actor.tenant.id, (em) => accessibleTour(em, actor, id));
    ctx.body = presentTour(tour);
  });

  router.put('/tours/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, TourIdParams);
    const input = await parseBody(ctx, TourBody);
    const actor = await actorOf(ctx);
    ctx.body = presentTour(await inTenant(ctx.deps.orm, actor.tenant.id, (em) => updateTour(em, actor, id, input)));
    toursChanged(ctx);
  });

  router.delete('/tours/:id', async (ctx) => {
    await refuseBody(ctx);
    const { id } = parseParams(ctx.params, TourIdParams);
    const actor = await actorOf(ctx);
    await inTenant(ctx.deps.orm, actor.tenant.id, (em) => deleteTour(em, actor, id));
    toursChanged(ctx);
    ctx.status = 204;
  });

  router.post('/integration/routing/opportunities', async (ctx) => {
    const search = await parseBody(ctx, RoutingSearchBody);
    const actor = await actorOf(ctx);
    const opportunities = await opportunityCache(ctx).get(actor.tenant.id, search, () =>
      inTenant(ctx.deps.orm, actor.tenant.id, (em) => findOpportunities(em, actor.tenant.id, search)),
    );
    ctx.body = { success: true, data: { opportunities } };
  });

  router.post('/integration/routing/notify', async (ctx) => {
    const search = await parseBody(ctx, RoutingSearchBody);
    const actor = await actorOf(ctx);
    ctx.body = {
      success: true,
      data: await inTenant(ctx.deps.orm, actor.tenant.id, (em) => notifyVenues(em, actor, search)),
    };
  });

  router.post('/integration/routing/optimize/:tourId', async (ctx) => {
    const { tourId } = parseParams(ctx.params, TourIdPathParams);
    const { persist } = await parseBody(ctx, OptimizeBody);
    const actor = await actorOf(ctx);
    const optimizer = ctx.deps.routeOptimizer!;
    const data = await inTenant(ctx.deps.orm, actor.tenant.id, (em) =>
      optimizeTourRoute(em, actor, tourId, persist, (stops) => optimizer.optimize(actor.tenant.id, stops)),
    );
    if (persist) toursChanged(ctx);
    ctx.body = { success: true, data };
  });

  router.post('/integration/routing/costs', async (ctx) => {
    const { tourId } = await parseBody(ctx, CostsBody);
    const actor = await actorOf(ctx);
    const data = await inTenant(ctx.deps.orm, actor.tenant.id, (em) =>
      estimateCosts(em, actor, tourId, ctx.deps.clock()),
    );
    ctx.status = 201;
    ctx.body = { success: true, data };
  });

  router.get('/integration/routing/costs/:tourId', async (ctx) => {
    const { tourId } = parseParams(ctx.params, TourIdPathParams);
    const actor = await actorOf(ctx);
    const estimates = await inTenant(ctx.deps.orm, actor.tenant.id, (em) => costEstimatesOf(em, actor, tourId));
    ctx.body = { success: true, data: { estimates } };
  });

  router.get('/venue-notifications', async (ctx) => {
    const { status } = parseQuery(ctx, VenueNotificationListQuery);
    const actor = await actorOf(ctx);
    const notifications = await inTenant(ctx.deps.orm, actor.tenant.id, (em) =>
      listVenueNotifications(em, actor, status),
    );
    ctx.body = { notifications };
  });

  router.put('/venue-notifications/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, VenueNotificationIdParams);
    const { status } = await parseBody(ctx, VenueNotificationUpdateBody);
    const actor = await actorOf(ctx);
    ctx.body = await inTenant(ctx.deps.orm, actor.tenant.id, (em) =>
      changeVenueNotificationStatus(em, actor, id, status),
    );
  });
}
