import { z } from 'zod';
import {
  AvailabilityBlock,
  AvailabilityBlockBody,
  BlockIdParams,
  CalendarMonthQuery,
  FeedTokenParams,
  MAX_AVAILABILITY_BLOCKS,
  MAX_WEEKLY_RULES,
  OwnCalendar,
  PerformerIdParams,
  PublicAvailability,
} from '../contract';
import { zonedDate } from '../contract/dates';
import {
  addBlock,
  homeTimeZone,
  ownCalendar,
  presentBlock,
  publicAvailability,
  removeBlock,
  rotateFeed,
  feedUrl,
} from '../commands/availability/calendar';
import { calendarFeed } from '../commands/availability/feed';
import { ownPerformer } from '../commands/performers/onboarding';
import { inTenant, type TenantEm } from '../db/tenantScope';
import type { Performer } from '../entities';
import { PerformerEntity } from '../entities';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { browseChanged } from '../http/cacheChanges';
import { defineRoute, type Route } from '../http/routeTable';
import { requireUser } from '../http/session';
import { siteOrigin } from '../http/siteOrigin';
import type { Config } from '../config';
import { WorkLimiter } from '../ops/workLimiter';

const own = { tags: ['Availability'], access: 'user' } as const;
const notPerformer = { 403: 'Not a performer', 404: 'Performer profile not found' } as const;

async function asPerformer<T>(ctx: AppContext, work: (em: TenantEm, performer: Performer) => Promise<T>): Promise<T> {
  const user = await requireUser(ctx);
  return inTenant(ctx.deps.orm, user.tenantId, async (em) => work(em, await ownPerformer(em, user)));
}

/**
 * The cap on iCalendar feeds rendered at once in this process, all tenants and per tenant
 * (ICAL_MAX_RENDERS, ICAL_MAX_PER_TENANT; 429 with Retry-After past them, docs/offers.md).
 */
export const feedRenderLimiter = WorkLimiter.perConfig((config: Config) => ({
  what: 'calendar feeds',
  perProcess: config.ICAL_MAX_RENDERS,
  perTenant: config.ICAL_MAX_PER_TENANT,
  retryAfterSeconds: config.ICAL_RETRY_SECONDS,
}));

/** This month on the performer's clock, unless one is asked for. */
const monthOr = (month: string | undefined, performer: Performer, now: Date) =>
  month ?? zonedDate(now, homeTimeZone(performer)).slice(0, 7);

export const availabilityRoutes: Route[] = [
  defineRoute({
    ...own,
    method: 'get',
    path: '/performers/me/availability',
    operationId: 'getOwnCalendar',
    summary: 'The performer’s calendar for a month: blocks, weekly rules, bookings and the feed address',
    query: CalendarMonthQuery,
    responses: { 200: OwnCalendar },
    errors: notPerformer,
    async handler(ctx, { query }) {
      const now = ctx.deps.clock();
      ctx.body = await asPerformer(ctx, (em, performer) =>
        ownCalendar(em, performer, monthOr(query.month, performer, now), siteOrigin(ctx), now),
      );
    },
  }),

  defineRoute({
    ...own,
    method: 'post',
    path: '/performers/me/availability/blocks',
    operationId: 'addAvailabilityBlock',
    summary: 'Block a date (all day or between two times) or a weekday every week',
    body: AvailabilityBlockBody,
    responses: { 201: AvailabilityBlock },
    errors: {
      ...notPerformer,
      409: `No room: ${MAX_AVAILABILITY_BLOCKS} blocks and weekly rules in all, ${MAX_WEEKLY_RULES} of them weekly (availability_limit_reached)`,
    },
    async handler(ctx, { body }) {
      const block = await asPerformer(ctx, async (em, performer) => {
        const created = await addBlock(em, performer, body, ctx.deps.clock());
        await em.flush();
        return created;
      });
      browseChanged(ctx); // "available on" in browse reads the blocks
      ctx.status = 201;
      ctx.body = presentBlock(block);
    },
  }),

  defineRoute({
    ...own,
    method: 'delete',
    path: '/performers/me/availability/blocks/:id',
    operationId: 'removeAvailabilityBlock',
    summary: 'Remove one of the performer’s blocks or weekly rules',
    params: BlockIdParams,
    responses: { 204: { description: 'Removed' } },
    errors: { 403: 'Not a performer', 404: 'No such block of this performer' },
    async handler(ctx, { params }) {
      await asPerformer(ctx, async (em, performer) => {
        await removeBlock(em, performer, params.id);
        await em.flush();
      });
      browseChanged(ctx);
      ctx.status = 204;
    },
  }),

  defineRoute({
    ...own,
    method: 'post',
    path: '/performers/me/availability/feed/rotate',
    operationId: 'rotateCalendarFeed',
    summary: 'A new secret iCalendar address; the old one stops working',
    responses: { 200: z.object({ feedUrl: z.string() }) },
    errors: notPerformer,
    async handler(ctx) {
      const token = await asPerformer(ctx, async (em, performer) => {
        const rotated = await rotateFeed(em, performer, ctx.deps.clock());
        await em.flush();
        return rotated;
      });
      ctx.body = { feedUrl: feedUrl(siteOrigin(ctx), token) };
    },
  }),

  defineRoute({
    tags: ['Availability'],
    access: 'public',
    method: 'get',
    path: '/performers/:id/availability',
    operationId: 'getPerformerAvailability',
    summary: 'The dates of a month a vetted performer is blocked, all day or in part (no reasons, no bookings)',
    params: PerformerIdParams,
    query: CalendarMonthQuery,
    responses: { 200: PublicAvailability },
    errors: { 404: 'Performer not found' },
    async handler(ctx, { params, query }) {
      ctx.body = await inTenant(ctx.deps.orm, ctx.state.tenant.id, async (em) => {
        const performer = await em.findOne(PerformerEntity, { id: params.id, isVetted: true });
        if (!performer) throw notFound('Performer not found');
        return publicAvailability(em, performer, monthOr(query.month, performer, ctx.deps.clock()));
      });
    },
  }),

  defineRoute({
    tags: ['Availability'],
    access: 'public',
    method: 'get',
    path: '/calendar-feeds/:token',
    operationId: 'getCalendarFeed',
    summary: 'A performer’s iCalendar feed at its secret address (blocks and bookings)',
    params: FeedTokenParams,
    responses: { 200: { description: 'The calendar', content: { 'text/calendar': z.string() } } },
    errors: {
      404: 'No feed at this address (rotated, or never was)',
      429: 'Too many feeds being rendered in this process, or for this marketplace (Retry-After)',
    },
    async handler(ctx, { params }) {
      const tenantId = ctx.state.tenant.id;
      const text = await feedRenderLimiter(ctx.deps.config).run(tenantId, () =>
        inTenant(ctx.deps.orm, tenantId, (em) => calendarFeed(em, params.token, ctx.deps.clock())),
      );
      if (text === null) throw notFound('No calendar at this address');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = text;
    },
  }),
];
