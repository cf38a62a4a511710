import type { Performer, User } from '../entities';
import type { PackedColumn } from '../db/packedRows';
import type { ListedOffer, OfferParties } from '../presenters/offer';

type Row = Record<string, unknown>;

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string));

/**
 * Each field of a listed offer as SQL over `o`, typed as the field is: the date as its text, the
 * bigint amounts as float8 (exact: cents stay far below 2^53, see MAX_AMOUNT_CENTS). A row of these columns
 * is the offer itself once its timestamps (text) are dates.
 */
const LISTED_OFFER_FIELDS: Record<keyof ListedOffer, string> = {
  id: 'o.id',
  buyerId: 'o.buyer_id',
  performerId: 'o.performer_id',
  status: 'o.status',
  eventName: 'o.event_name',
  eventDate: 'o.event_date::text',
  eventTime: 'o.event_time',
  eventType: 'o.event_type',
  audienceSize: 'o.audience_size',
  contentRating: 'o.content_rating',
  venueName: 'o.venue_name',
  venueAddress: 'o.venue_address',
  venueCity: 'o.venue_city',
  venueState: 'o.venue_state',
  venueTimeZone: 'o.venue_time_zone',
  venueType: 'o.venue_type',
  venuePhone: 'o.venue_phone',
  venueEmail: 'o.venue_email',
  performanceLength: 'o.performance_length',
  specialRequests: 'o.special_requests',
  isMultiNight: 'o.is_multi_night',
  numberOfNights: 'o.number_of_nights',
  offerAmountCents: 'o.offer_amount_cents::float8',
  counterOfferAmountCents: 'o.counter_offer_amount_cents::float8',
  counterOfferCount: 'o.counter_offer_count',
  serviceFeeBps: 'o.service_fee_bps',
  platformFeeCents: 'o.platform_fee_cents::float8',
  totalAmountCents: 'o.total_amount_cents::float8',
  requiresAdminApproval: 'o.requires_admin_approval',
  adminApproved: 'o.admin_approved',
  responseDeadline: 'o.response_deadline',
  paidAt: 'o.paid_at',
  createdAt: 'o.created_at',
};

/** The columns of a listed offer, named as its fields, for a query whose offers are `o`. */
export const LISTED_OFFER_COLUMNS: readonly PackedColumn[] = Object.entries(LISTED_OFFER_FIELDS);

const CONTACT = ['first_name', 'last_name', 'email', 'phone', 'company_name'] as const;

const BUYER_SIDE = {
  columns: CONTACT.map((column): PackedColumn => [`party_buyer_${column}`, `b.${column}`]),
  joins: ['join users b on b.tenant_id = o.tenant_id and b.id = o.buyer_id'],
};
const PERFORMER_SIDE = {
  columns: [
    ...['user_id', 'stage_name', 'city', 'state'].map((column): PackedColumn => [
      `party_performer_${column}`,
      `p.${column}`,
    ]),
    ...CONTACT.map((column): PackedColumn => [`party_performer_user_${column}`, `pu.${column}`]),
  ],
  joins: [
    'join performers p on p.tenant_id = o.tenant_id and p.id = o.performer_id',
    'join users pu on pu.tenant_id = p.tenant_id and pu.id = p.user_id',
  ],
};

/**
 * The columns that name an offer's parties, beside `LISTED_OFFER_COLUMNS` of a query whose offers
 * are `o`, and the joins they come from; read back with `offerWithParties`. A caller who is one of
 * the parties (My offers) knows their own side already: only the other side is read.
 */
export function partiesSql(caller: 'buyer' | 'performer' | null): { columns: PackedColumn[]; joins: string } {
  const sides =
    caller === 'buyer' ? [PERFORMER_SIDE] : caller === 'performer' ? [BUYER_SIDE] : [BUYER_SIDE, PERFORMER_SIDE];
  return {
    columns: sides.flatMap((side) => side.columns),
    joins: sides.flatMap((side) => side.joins).join('\n'),
  };
}

function contactOf(row: Row, prefix: string, id: unknown): User {
  return {
    id,
    firstName: row[`${prefix}first_name`],
    lastName: row[`${prefix}last_name`],
    email: row[`${prefix}email`],
    phone: row[`${prefix}phone`],
    companyName: row[`${prefix}company_name`],
  } as User;
}

const LISTED_TIMESTAMPS = ['createdAt', 'responseDeadline', 'paidAt'] as const;

/**
 * A row of `LISTED_OFFER_COLUMNS` and `partiesSql` as the offer (the row itself, its timestamps made
 * dates in place: its other columns are never shown) and its parties (the fields the offer
 * presenter shows), the `known` ones as given. A list maps thousands of rows a second: no copy.
 */
export function offerWithParties(
  row: Row,
  known: Partial<OfferParties> = {},
): { offer: ListedOffer; parties: OfferParties } {
  for (const field of LISTED_TIMESTAMPS) if (row[field] !== null) row[field] = asDate(row[field]);
  const offer = row as unknown as ListedOffer;
  return {
    offer,
    parties: {
      buyer: known.buyer ?? contactOf(row, 'party_buyer_', offer.buyerId),
      performer: known.performer ?? performerFromRow(row, offer.performerId),
      performerUser: known.performerUser ?? contactOf(row, 'party_performer_user_', row.party_performer_user_id),
    },
  };
}

function performerFromRow(row: Row, id: string): Performer {
  return {
    id,
    userId: row.party_performer_user_id,
    stageName: row.party_performer_stage_name,
    city: row.party_performer_city,
    state: row.party_performer_state,
  } as Performer;
}
