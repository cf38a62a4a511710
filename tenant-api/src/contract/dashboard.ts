import { z } from 'zod';
import { ExpirationStatus, OfferStatus } from './offers';

/** How many offers each dashboard list shows; the counts cover all of them. */
export const DASHBOARD_LIST_LIMIT = 10;
export const DASHBOARD_PAYOUT_LIMIT = 5;

/** One offer as a dashboard row links it: enough to recognise it, amounts in integer cents. */
export const DashboardOffer = z
  .object({
    id: z.uuid(),
    eventName: z.string(),
    eventDate: z.string(),
    eventTime: z.string(),
    venueName: z.string(),
    venueCity: z.string(),
    venueState: z.string(),
    /** The venue's IANA time zone (eventDate and eventTime are its wall clock). */
    venueTimeZone: z.string(),
    status: OfferStatus,
    /** Buyer: the total they pay (or paid); performer: the booking's amount before commission. */
    amount: z.number().int(),
    counterOfferAmount: z.number().int().nullable(),
    /** Buyer: the performer's stage name; performer: the buyer's company, else their name. */
    counterpart: z.string(),
    /** True when the viewer is the one who must answer (or pay) next. */
    needsAction: z.boolean(),
    expirationStatus: ExpirationStatus,
  })
  .meta({ id: 'DashboardOffer' });
export type DashboardOffer = z.infer<typeof DashboardOffer>;

export const BuyerDashboard = z
  .object({
    role: z.literal('buyer'),
    stats: z.object({
      /** Charged minus refunded, from the ledger. */
      totalSpent: z.number().int(),
      totalCharged: z.number().int(),
      totalRefunded: z.number().int(),
      upcomingCount: z.number().int(),
      pendingCount: z.number().int(),
      actionNeededCount: z.number().int(),
    }),
    /** ACCEPTED or PAID offers whose event is today or later, soonest first. */
    upcomingBookings: z.array(DashboardOffer),
    /** Waiting for the admin or the performer, and counter-offers waiting for the buyer (first). */
    pendingOffers: z.array(DashboardOffer),
  })
  .meta({ id: 'BuyerDashboard' });
export type BuyerDashboard = z.infer<typeof BuyerDashboard>;

export const DashboardPayout = z.object({
  offerId: z.uuid(),
  eventName: z.string(),
  amount: z.number().int(),
  paidAt: z.string(),
});
export type DashboardPayout = z.infer<typeof DashboardPayout>;

export const PerformerDashboard = z
  .object({
    role: z.literal('performer'),
    stats: z.object({
      incomingCount: z.number().int(),
      upcomingCount: z.number().int(),
    }),
    /** From the double-entry ledger, integer cents: booked = inEscrow + paidOut + commission. */
    earnings: z.object({
      booked: z.number().int(),
      inEscrow: z.number().int(),
      paidOut: z.number().int(),
      commission: z.number().int(),
    }),
    /** PENDING offers still open for an answer, most urgent first. */
    incomingOffers: z.array(DashboardOffer),
    /** ACCEPTED or PAID bookings whose event is today or later, soonest first. */
    upcomingGigs: z.array(DashboardOffer),
    recentPayouts: z.array(DashboardPayout),
  })
  .meta({ id: 'PerformerDashboard' });
export type PerformerDashboard = z.infer<typeof PerformerDashboard>;

export const AdminDashboard = z
  .object({
    role: z.literal('admin'),
    stats: z.object({ pendingApprovalCount: z.number().int() }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** Roles without a dashboard of their own (operators, a performer without a profile yet). */
export const EmptyDashboard = z.object({ role: z.literal('none') }).meta({ id: 'EmptyDashboard' });

export const DashboardResponse = z
  .discriminatedUnion('role', [BuyerDashboard, PerformerDashboard, AdminDashboard, EmptyDashboard])
  .meta({ id: 'DashboardResponse' });
export type DashboardResponse = z.infer<typeof DashboardResponse>;
