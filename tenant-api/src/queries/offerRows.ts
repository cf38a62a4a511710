import type { Offer, Performer, User } from '../entities';
import type { OfferParties } from '../presenters/offer';

type Row = Record<string, unknown>;

const TIMESTAMPS = new Set(['stateEnteredAt', 'responseDeadline', 'paidAt', 'createdAt', 'updatedAt']);
const BIGINTS = new Set(['subtotalCents', 'platformFeeCents', 'totalAmountCents']);

type Convert = (value: unknown) => unknown;

const asDate: Convert = (value) => (value instanceof Date ? value : new Date(value as string));
const asCalendarDate: Convert = (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** How a column becomes a field: its name and conversion, or null for a column that is not the offer's. */
type ColumnPlan = { field: string; convert: Convert | null } | null;

const columnPlans = new Map<string, ColumnPlan>();

/**
 * `snake_case` column to `camelCase` field with its conversion, worked out once per column name (a
 * list maps thousands of columns a second). The parties' columns and the page position are skipped.
 */
function planOf(column: string): ColumnPlan {
  let plan = columnPlans.get(column);
  if (plan === undefined) {
    const field = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    plan =
      column.startsWith('party_') || column === 'position'
        ? null
        : {
            field,
            convert: TIMESTAMPS.has(field)
              ? asDate
              : BIGINTS.has(field)
                ? Number
                : field === 'eventDate'
                  ? asCalendarDate
                  : null,
          };
    columnPlans.set(column, plan);
  }
  return plan;
}

/**
 * An offers row as the plain object the presenters read (the entity's field names and types),
 * without the ORM's hydration and identity map: lists map hundreds of rows per request. Columns
 * named `party_…` (see partyColumns) and `position` (a keyset page's) are left out.
 */
export function offerFromRow(row: Row): Offer {
  const offer: Row = {};
  for (const column in row) {
    const plan = planOf(column);
    if (!plan) continue;
    const value = row[column];
    offer[plan.field] = value === null || value === undefined ? null : plan.convert ? plan.convert(value) : value;
  }
  return offer as unknown as Offer;
}

const CONTACT = ['first_name', 'last_name', 'email', 'phone', 'company_name'] as const;

/**
 * The columns that name an offer's parties, beside `o.*` of a query whose offers are `o`: joined
 * with `partyJoins`, read back with `offerWithParties`.
 */
export const partyColumns = [
  ...CONTACT.map((column) => `b.${column} as party_buyer_${column}`),
  ...['user_id', 'stage_name', 'city', 'state'].map((column) => `p.${column} as party_performer_${column}`),
  ...CONTACT.map((column) => `pu.${column} as party_performer_user_${column}`),
].join(', ');

export const partyJoins = `
  join users b on b.tenant_id = o.tenant_id and b.id = o.buyer_id
  join performers p on p.tenant_id = o.tenant_id and p.id = o.performer_id
  join users pu on pu.tenant_id = p.tenant_id and pu.id = p.user_id`;

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

/** A row of `o.*` and `partyColumns` as the offer and its parties (the fields the offer presenter shows). */
export function offerWithParties(row: Row): { offer: Offer; parties: OfferParties } {
  const offer = offerFromRow(row);
  const performerUserId = row.party_performer_user_id;
  const performer = {
    id: offer.performerId,
    userId: performerUserId,
    stageName: row.party_performer_stage_name,
    city: row.party_performer_city,
    state: row.party_performer_state,
  } as Performer;
  return {
    offer,
    parties: {
      buyer: contactOf(row, 'party_buyer_', offer.buyerId),
      performer,
      performerUser: contactOf(row, 'party_performer_user_', performerUserId),
    },
  };
}
