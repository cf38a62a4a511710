import { z } from 'zod';
import { Cents, UsState, pageCursor, queryInt } from './common';
import { Genre } from './performers';

export const MAX_TOUR_STOPS = 40;
export const ROUTING_DEFAULT_MAX_DETOUR_MILES = 100;
export const ROUTING_MAX_DETOUR_MILES = 500;
export const ROUTING_MAX_WINDOW_DAYS = 366;

const isCalendarDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** A calendar day, YYYY-MM-DD. */
export const CalendarDate = z
  .string({ error: 'Use a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const TourStopInput = z.strictObject({
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(80, 'City is too long'),
  state: UsState,
  date: CalendarDate,
  isFixedDate: z.boolean().default(false),
  venueId: z.uuid({ error: 'Venue id must be a UUID' }).nullish(),
});

/** A tour as a performer enters it: stops in the order played, one stop a day. */
export const TourBody = z
  .strictObject({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
    stops: z
      .array(TourStopInput, { error: 'Stops are required' })
      .min(1, 'A tour needs at least one stop')
      .max(MAX_TOUR_STOPS, `A tour has at most ${MAX_TOUR_STOPS} stops`),
  })
  .superRefine((tour, ctx) => {
    tour.stops.forEach((stop, index) => {
      if (index > 0 && dayOf(stop.date) <= dayOf(tour.stops[index - 1]!.date)) {
        ctx.addIssue({
          code: 'custom',
          path: ['stops', index, 'date'],
          message: 'Each stop must be after the one before',
        });
      }
    });
  })
  .meta({ id: 'TourBody' });
export type TourBody = z.input<typeof TourBody>;

export const TourStop = z.object({
  id: z.uuid(),
  position: z.number().int(),
  city: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
  date: z.string(),
  isFixedDate: z.boolean(),
  venueId: z.uuid().nullable(),
});

export const Tour = z
  .object({
    id: z.uuid(),
    performerId: z.uuid(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    stops: z.array(TourStop),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Tour' });
export type Tour = z.infer<typeof Tour>;

/** Tours a page: newest first; the next page after the `nextCursor` the answer gave. */
export const TOUR_PAGE_SIZE = 50;
export const MAX_TOUR_PAGE = 100;

export const TourListQuery = z.strictObject({
  limit: queryInt(1, MAX_TOUR_PAGE).default(TOUR_PAGE_SIZE),
  after: pageCursor().optional(),
});
export type TourListQuery = z.output<typeof TourListQuery>;

export const TourListResponse = z
  .object({
    tours: z.array(Tour),
    /** Pass as `after` for the next (older) tours; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'TourListResponse' });
export type TourListResponse = z.infer<typeof TourListResponse>;

export const TourIdParams = z.strictObject({ id: z.uuid({ error: 'Tour id must be a UUID' }) });
export const TourIdPathParams = z.strictObject({ tourId: z.uuid({ error: 'Tour id must be a UUID' }) });

const CityState = z
  .string()
  .regex(/^\s*[^,]+?\s*,\s*[A-Za-z]{2}\s*$/, "Use 'City, ST'")
  .refine((value) => UsState.safeParse(value.split(',').pop()!.trim().toUpperCase()).success, 'Unknown state');

const routingSearchFields = {
  performerId: z.union([z.literal('all'), z.uuid({ error: "Use 'all' or a performer id" })]).default('all'),
  startDate: CalendarDate,
  endDate: CalendarDate,
  cities: z.array(CityState).max(50, 'At most 50 cities').default([]),
  maxDetourMiles: z
    .number({ error: 'Max detour must be a number of miles' })
    .positive('Max detour must be above 0')
    .max(ROUTING_MAX_DETOUR_MILES, `Max detour is at most ${ROUTING_MAX_DETOUR_MILES} miles`)
    .default(ROUTING_DEFAULT_MAX_DETOUR_MILES),
  city: z.string().trim().max(80).optional(),
  state: UsState.optional(),
  genre: Genre.optional(),
};

function windowOfAtMostAYear(body: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  const span = dayOf(body.endDate) - dayOf(body.startDate);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before start date' });
  if (span > ROUTING_MAX_WINDOW_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: `Search at most ${ROUTING_MAX_WINDOW_DAYS} days` });
  }
}

/** SPEC 7 routing search: a date window, optional places and filters, and the detour allowed. */
export const RoutingSearchBody = z
  .strictObject(routingSearchFields)
  .superRefine(windowOfAtMostAYear)
  .meta({ id: 'RoutingSearchBody' });
export type RoutingSearchBody = z.input<typeof RoutingSearchBody>;

/** Opportunities an answer holds at most, and by default (a page of cards: the best first). */
export const ROUTING_MAX_OPPORTUNITIES = 200;
export const ROUTING_DEFAULT_OPPORTUNITIES = 50;

/** The opportunity search: a routing search and how many of the best opportunities to answer. */
export const OpportunitySearchBody = z
  .strictObject({
    ...routingSearchFields,
    limit: z
      .number({ error: 'Limit must be a number of opportunities' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(ROUTING_MAX_OPPORTUNITIES, `Limit is at most ${ROUTING_MAX_OPPORTUNITIES}`)
      .default(ROUTING_DEFAULT_OPPORTUNITIES),
  })
  .superRefine(windowOfAtMostAYear)
  .meta({ id: 'OpportunitySearchBody' });
export type OpportunitySearchBody = z.input<typeof OpportunitySearchBody>;

export const RoutingConfidence = z.enum(['HIGH', 'MEDIUM', 'LOW']);

export const RoutingOpportunity = z
  .object({
    venueId: z.uuid(),
    venueName: z.string(),
    city: z.string(),
    state: z.string(),
    /** The venue's position (WGS84 degrees); always sent, optional for older clients' fixtures. */
    lat: z.number().optional(),
    lng: z.number().optional(),
    /** Extra miles (great circle) of the detour through the venue. */
    distance: z.number(),
    estimatedFee: Cents,
    suggestedDate: z.string(),
    confidence: RoutingConfidence,
    score: z.number().int(),
    performerId: z.uuid(),
    performerName: z.string(),
    tourId: z.uuid(),
    tourName: z.string(),
    betweenCities: z.tuple([z.string(), z.string()]),
  })
  .meta({ id: 'RoutingOpportunity' });
export type RoutingOpportunity = z.infer<typeof RoutingOpportunity>;

export const OpportunitiesResponse = z
  .object({ success: z.literal(true), data: z.object({ opportunities: z.array(RoutingOpportunity) }) })
  .meta({ id: 'OpportunitiesResponse' });

export const NotifyResponse = z
  .object({
    success: z.literal(true),
    data: z.object({ notifiedVenues: z.number().int(), alreadyNotified: z.number().int() }),
  })
  .meta({ id: 'NotifyResponse' });

export const OptimizeBody = z.strictObject({ persist: z.boolean().default(false) }).meta({ id: 'OptimizeBody' });

export const RouteSegment = z.object({ fromCity: z.string(), toCity: z.string(), distance: z.number() });

export const OptimizeResponse = z
  .object({
    success: z.literal(true),
    data: z.object({
      tourId: z.uuid(),
      routeSegments: z.array(RouteSegment),
      totalDistance: z.number(),
      originalDistance: z.number(),
      savedDistance: z.number(),
      stops: z.array(z.object({ stopId: z.uuid(), city: z.string(), state: z.string(), date: z.string() })),
      persisted: z.boolean(),
    }),
  })
  .meta({ id: 'OptimizeResponse' });

export const CostsBody = z
  .strictObject({ tourId: z.uuid({ error: 'Tour id must be a UUID' }) })
  .meta({ id: 'CostsBody' });

export const CostEstimate = z
  .object({
    id: z.uuid(),
    tourId: z.uuid(),
    totalDistance: z.number(),
    totalEstimatedCost: Cents,
    estimatedFuelCost: Cents,
    estimatedAccommodationCost: Cents,
    estimatedFoodCost: Cents,
    potentialRevenue: Cents,
    estimatedProfit: z.number().int(),
    profitMargin: z.number(),
    profitMarginBadge: z.enum(['Highly Profitable', 'Moderately Profitable', 'Consider Route Optimization']),
    createdAt: z.string(),
  })
  .meta({ id: 'CostEstimate' });
export type CostEstimate = z.infer<typeof CostEstimate>;

export const CostsResponse = z.object({ success: z.literal(true), data: CostEstimate }).meta({ id: 'CostsResponse' });
export const CostHistoryResponse = z
  .object({ success: z.literal(true), data: z.object({ estimates: z.array(CostEstimate) }) })
  .meta({ id: 'CostHistoryResponse' });

export const VenueNotificationStatusValue = z.enum(['active', 'booked', 'dismissed'], {
  error: 'Status must be active, booked or dismissed',
});

export const VenueNotification = z
  .object({
    id: z.uuid(),
    performerId: z.uuid(),
    performerName: z.string(),
    routeName: z.string(),
    tourId: z.uuid(),
    venueId: z.uuid(),
    venueName: z.string(),
    city: z.string(),
    state: z.string(),
    showDate: z.string(),
    estimatedFee: Cents,
    distance: z.number(),
    status: VenueNotificationStatusValue,
    createdAt: z.string(),
  })
  .meta({ id: 'VenueNotification' });
export type VenueNotification = z.infer<typeof VenueNotification>;

export const VenueNotificationListQuery = z.strictObject({ status: VenueNotificationStatusValue.optional() });
export const VenueNotificationListResponse = z
  .object({ notifications: z.array(VenueNotification) })
  .meta({ id: 'VenueNotificationListResponse' });
export const VenueNotificationIdParams = z.strictObject({ id: z.uuid({ error: 'Notification id must be a UUID' }) });
export const VenueNotificationUpdateBody = z
  .strictObject({ status: VenueNotificationStatusValue })
  .meta({ id: 'VenueNotificationUpdateBody' });
