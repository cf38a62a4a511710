import { z } from 'zod';
import { BuyerTier } from './auth';
import { UsState, amountCents, pageCursor, queryInt } from './common';
import { MIN_OFFER_CENTS } from './constants';
import { MAX_NIGHTS, VenueType } from './fees';

export const OFFER_STATUSES = [
  'PENDING_ADMIN_APPROVAL',
  'PENDING',
  'COUNTER_OFFER',
  'ACCEPTED',
  'PAID',
  'COMPLETED',
  'PAID_OUT',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
] as const;
export const OfferStatus = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatus>;

export const EVENT_TYPES = [
  'COMEDY_SHOW',
  'VARIETY_SHOW',
  'CORPORATE_EVENT',
  'PRIVATE_PARTY',
  'FESTIVAL',
  'OTHER',
] as const;
export const EventType = z.enum(EVENT_TYPES);
export const CONTENT_RATINGS = ['CLEAN', 'PG13', 'ADULT'] as const;
export const ContentRating = z.enum(CONTENT_RATINGS);

export { MIN_OFFER_CENTS };
export const DEFAULT_OFFER_CENTS = 50_000;
export const MIN_PERFORMANCE_MINUTES = 15;
export const MAX_PERFORMANCE_MINUTES = 240;
export const MIN_MULTI_NIGHTS = 2;

const EVENT_DETAILS = 'Please fill in all event details.';
const VENUE_DETAILS = 'Please fill in all venue details.';
const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null);

/** SPEC 5 steps 1-3, checked again on the server. The event date must be after now (checked by the command). */
export const OfferDraft = z
  .strictObject({
    performerId: z.uuid({ error: 'Choose a performer' }),
    eventName: requiredText(EVENT_DETAILS),
    eventDate: z.iso.date({ error: EVENT_DETAILS }),
    eventTime: z.string({ error: EVENT_DETAILS }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_DETAILS),
    eventType: EventType.default('COMEDY_SHOW'),
    audienceSize: z.number().int().min(1, 'Audience size must be at least 1').max(1_000_000).default(100),
    contentRating: ContentRating.default('CLEAN'),
    venueName: requiredText(VENUE_DETAILS),
    venueAddress: requiredText(VENUE_DETAILS),
    venueCity: requiredText(VENUE_DETAILS, 100),
    venueState: UsState,
    venueZip: optionalText(10),
    venuePhone: optionalText(30),
    venueEmail: z
      .union([z.literal(''), z.email('Please enter a valid email address')])
      .optional()
      .transform((value) => value || null),
    venueType: VenueType.default('OTHER'),
    performanceLength: z
      .number()
      .int()
      .min(MIN_PERFORMANCE_MINUTES, 'Performance length must be 15 to 240 minutes')
      .max(MAX_PERFORMANCE_MINUTES, 'Performance length must be 15 to 240 minutes')
      .default(60),
    offerAmount: amountCents({ invalid: 'Offer amount must be a whole number of cents' }).default(DEFAULT_OFFER_CENTS),
    specialRequests: optionalText(2000),
    isMultiNight: z.boolean().default(false),
    numberOfNights: z
      .number()
      .int()
      .min(1)
      .max(MAX_NIGHTS, `Multi-night bookings are 2 to ${MAX_NIGHTS} nights`)
      .default(1),
  })
  .superRefine((draft, ctx) => {
    if (draft.isMultiNight && draft.numberOfNights < MIN_MULTI_NIGHTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['numberOfNights'],
        message: `Multi-night bookings are 2 to ${MAX_NIGHTS} nights`,
      });
    }
  })
  .meta({ id: 'OfferDraft' });
export type OfferDraftInput = z.input<typeof OfferDraft>;
export type OfferDraft = z.output<typeof OfferDraft>;

export const CreateOfferResponse = z
  .object({ message: z.string(), requiresApproval: z.boolean(), offerId: z.uuid(), status: OfferStatus })
  .meta({ id: 'CreateOfferResponse' });
export type CreateOfferResponse = z.infer<typeof CreateOfferResponse>;

const Notes = z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional();

export const CounterOfferBody = z
  .strictObject({
    /** Cents per night, within the offer limits (constants.ts): the buyer may accept it as the new offer. */
    counterAmount: amountCents({
      invalid: 'Please enter a valid counter-offer amount.',
      notPositive: 'Please enter a valid counter-offer amount.',
    }),
    notes: Notes,
  })
  .meta({ id: 'CounterOfferBody' });

export const RespondBody = z
  .strictObject({
    action: z.enum(['accept', 'decline'], { error: "Action must be 'accept' or 'decline'" }),
    notes: Notes,
  })
  .meta({ id: 'RespondBody' });

export const NotesBody = z.strictObject({ notes: Notes, reason: Notes }).meta({ id: 'NotesBody' });

/**
 * The page a checkout sends the buyer back to: an http(s) URL on the page that asked (an embedding
 * agency page, or the marketplace itself). Left out, the marketplace's own payment page is used.
 */
const ReturnUrl = z
  .url({ protocol: /^https?$/, error: 'The return page must be an http(s) URL' })
  .max(2048, 'The return page URL must be at most 2048 characters')
  .optional();

export const CheckoutBody = z.strictObject({ returnUrl: ReturnUrl }).meta({ id: 'CheckoutBody' });

export const CounterResponseBody = RespondBody.extend({ returnUrl: ReturnUrl }).meta({ id: 'CounterResponseBody' });

export const CheckoutResponse = z.object({ paymentUrl: z.url() }).meta({ id: 'CheckoutResponse' });

/** A performer's accept or decline, or a buyer's answer to a counter-offer: ACCEPTED answers come with the checkout link. */
export const OfferAnswerResponse = z
  .object({ action: z.enum(['accept', 'decline']), status: OfferStatus, paymentUrl: z.url().nullable() })
  .meta({ id: 'OfferAnswerResponse' });

export const CounterOfferResponse = z
  .object({ status: OfferStatus, counterOfferAmount: z.number().int(), message: z.string() })
  .meta({ id: 'CounterOfferResponse' });

/**
 * Where every cent of the payment ends up if the caller cancels now (domain/refunds.ts): the
 * buyer's refund (and what of it comes from the escrow and from the service fee), what the
 * performer is paid after the event and the commission on it, and what the platform keeps (the
 * service fee it does not return plus that commission). buyerRefund + performerPayout +
 * platformKeeps = what the buyer paid.
 */
export const CancellationSplit = z
  .object({
    buyerRefund: z.number().int(),
    refundFromEscrow: z.number().int(),
    refundFromServiceFee: z.number().int(),
    performerPayout: z.number().int(),
    commission: z.number().int(),
    platformKeeps: z.number().int(),
  })
  .meta({ id: 'CancellationSplit' });

/** What a cancellation by the caller would refund now (cents), by the refund policy, and the split. */
export const CancellationQuote = z
  .object({
    refund: z.number().int(),
    retained: z.number().int(),
    band: z.enum(['full', 'half', 'quarter', 'none', 'performer_cancelled']),
    rule: z.string(),
    daysBefore: z.number().int(),
    /** Whose cancellation this prices: the caller's role on the offer. */
    cancelledBy: z.enum(['buyer', 'performer', 'admin']),
    split: CancellationSplit,
  })
  .meta({ id: 'CancellationQuote' });

export const CancelOfferResponse = z
  .object({ status: OfferStatus, refund: CancellationQuote })
  .meta({ id: 'CancelOfferResponse' });

export const OfferStatusResponse = z.object({ status: OfferStatus }).meta({ id: 'OfferStatusResponse' });

export const OfferIdParams = z.strictObject({ id: z.uuid({ error: 'Offer id must be a UUID' }) });

/**
 * Offers in one list page unless `limit` asks for fewer or more (at most MAX_OFFER_PAGE): a
 * screenful of offer cards and then some (about 30 KB of JSON), the older ones a click away. The
 * lists are polled every 30 seconds, so the first page is what every poll pays for.
 */
export const OFFER_PAGE_SIZE = 20;
export const MAX_OFFER_PAGE = 100;

/** A list page: at most `limit` offers, the next page after the `nextCursor` the answer gave. */
export const OfferPageQuery = z.strictObject({
  limit: queryInt(1, MAX_OFFER_PAGE).default(OFFER_PAGE_SIZE),
  after: pageCursor().optional(),
});

export const MyOffersQuery = OfferPageQuery.extend({
  status: z.enum(['all', 'pending', 'accepted', 'declined', 'expired', ...OFFER_STATUSES]).optional(),
});

export const ExpirationStatus = z.object({
  isExpired: z.boolean(),
  hoursLeft: z.number().int().nullable(),
  warningMessage: z.string().nullable(),
  urgencyLevel: z.enum(['high', 'medium', 'low']),
});

/** A booking of the performer's whose time overlaps this offer's (shown to the performer only). */
export const OverlappingBooking = z
  .object({
    offerId: z.uuid(),
    eventName: z.string(),
    venueName: z.string(),
    venueCity: z.string(),
    venueState: z.string(),
    /** Its start on its venue's clock, e.g. "Sun, Jan 24, 2027, 8:00 PM CST". */
    startsAt: z.string(),
  })
  .meta({ id: 'OverlappingBooking' });
export type OverlappingBooking = z.infer<typeof OverlappingBooking>;

/** What the buyer would pay on accepting a counter-offer: the fee module's quote (cents). */
export const CounterQuote = z
  .object({
    offerAmount: z.number().int(),
    numberOfNights: z.number().int(),
    subtotal: z.number().int(),
    platformFee: z.number().int(),
    serviceFeeRate: z.number(),
    totalAmount: z.number().int(),
  })
  .meta({ id: 'CounterQuote' });
export type CounterQuote = z.infer<typeof CounterQuote>;

const ContactUser = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const OfferListItem = z
  .object({
    id: z.uuid(),
    eventName: z.string(),
    eventDate: z.string(),
    eventTime: z.string(),
    eventType: z.string(),
    audienceSize: z.number().int(),
    contentRating: z.string(),
    venueName: z.string(),
    venueAddress: z.string().nullable(),
    venueCity: z.string(),
    venueState: z.string(),
    /** The venue's IANA time zone; eventDate and eventTime are its wall clock. */
    venueTimeZone: z.string(),
    /** The event's start as an instant (ISO 8601, UTC). */
    eventStartsAt: z.string(),
    venueType: z.string(),
    venuePhone: z.string().nullable(),
    venueEmail: z.string().nullable(),
    performanceLength: z.number().int(),
    specialRequests: z.string().nullable(),
    isMultiNight: z.boolean(),
    numberOfNights: z.number().int(),
    status: OfferStatus,
    expirationStatus: ExpirationStatus,
    requiresAdminApproval: z.boolean(),
    adminApproved: z.boolean().nullable(),
    isExpired: z.boolean(),
    offerAmount: z.number().int(),
    counterOfferAmount: z.number().int().nullable(),
    counterOfferCount: z.number().int(),
    /** While a counter-offer waits for the buyer: the subtotal, fee and total accepting it means. */
    counterQuote: CounterQuote.nullable(),
    serviceFeeRate: z.number(),
    platformFee: z.number().int(),
    totalAmount: z.number().int(),
    createdAt: z.string(),
    buyer: z.object({ companyName: z.string().nullable(), user: ContactUser }),
    performer: z.object({
      id: z.uuid(),
      stageName: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      user: ContactUser,
    }),
    validation: z.object({ canAccept: z.boolean(), canCounterOffer: z.boolean(), canReject: z.boolean() }),
    /** For the performer, on an offer still to answer: the booking it would clash with (accepting answers 409). */
    overlapsBooking: OverlappingBooking.nullable(),
    /** For the performer, on an offer still to answer: a block in their own calendar at its time (a warning only). */
    calendarConflict: z.object({ date: z.string(), message: z.string() }).nullable(),
    _contactRedaction: z.object({ isRedacted: z.boolean(), message: z.string().nullable() }),
  })
  .meta({ id: 'OfferListItem' });
export type OfferListItem = z.infer<typeof OfferListItem>;

export const OFFER_TABS = ['all', 'pending', 'accepted', 'declined', 'expired'] as const;

export const MyOffersResponse = z
  .object({
    userRole: z.enum(['buyer', 'performer']),
    offers: z.array(OfferListItem),
    /** Offers per tab, over all of the caller's offers: on the first page only (null on pages read with `after`). */
    counts: z
      .object({
        all: z.number().int(),
        pending: z.number().int(),
        accepted: z.number().int(),
        declined: z.number().int(),
        expired: z.number().int(),
      })
      .nullable(),
    /** Cents: what all booked offers come to (the "accepted" tab): the buyer's totals with fees, or the performer's agreed fees. First page only, like `counts`. */
    bookedAmount: z.number().int().nullable(),
    /** Pass as `after` for the next (older) offers; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'MyOffersResponse' });
export type MyOffersResponse = z.infer<typeof MyOffersResponse>;
/** The first page of My offers (read without `after`): its tab counts and booked sum are always there. */
export type MyOffersFirstPage = MyOffersResponse & {
  counts: NonNullable<MyOffersResponse['counts']>;
  bookedAmount: number;
};

export const PendingApprovalsResponse = z
  .object({
    offers: z.array(OfferListItem.extend({ waitingMinutes: z.number().int() })),
    /** How many offers wait in all. */
    total: z.number().int(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'PendingApprovalsResponse' });

export const OfferHistoryEntry = z.object({
  transition: z.string(),
  fromStatus: OfferStatus.nullable(),
  toStatus: OfferStatus,
  actorRole: z.string(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  amount: z.number().int().nullable(),
  createdAt: z.string(),
});

export const OfferDetails = OfferListItem.extend({
  history: z.array(OfferHistoryEntry),
  availableActions: z.array(z.string()),
  buyerTier: BuyerTier,
}).meta({ id: 'OfferDetails' });
export type OfferDetails = z.infer<typeof OfferDetails>;

/** GET /api/payments/verify-{provider}-payment: the booking the buyer just paid for (SPEC 2.12). */
export const PaymentVerification = z
  .object({
    offerId: z.uuid(),
    status: OfferStatus,
    eventName: z.string(),
    eventDate: z.string(),
    eventTime: z.string(),
    venueName: z.string(),
    venueCity: z.string(),
    venueState: z.string(),
    /** The venue's IANA time zone (eventDate and eventTime are its wall clock). */
    venueTimeZone: z.string(),
    /** Cents. */
    totalPaidAmount: z.number().int(),
    performer: z.object({
      stageName: z.string(),
      user: z.object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
      }),
    }),
  })
  .meta({ id: 'PaymentVerification' });
export type PaymentVerification = z.infer<typeof PaymentVerification>;
