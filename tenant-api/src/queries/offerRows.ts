import type { TenantEm } from '../db/tenantScope';
import type { Offer, Performer, User } from '../entities';
import type { OfferParties } from '../presenters/offer';

type Row = Record<string, unknown>;

const TIMESTAMPS = new Set(['stateEnteredAt', 'responseDeadline', 'paidAt', 'createdAt', 'updatedAt']);
const BIGINTS = new Set(['subtotalCents', 'platformFeeCents', 'totalAmountCents']);

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * An offers row as the plain object the presenters read (the entity's field names and types),
 * without the ORM's hydration and identity map: lists map hundreds of rows per request.
 */
export function offerFromRow(row: Row): Offer {
  const offer: Row = {};
  for (const [column, value] of Object.entries(row)) {
    const field = camel(column);
    if (value === null || value === undefined) offer[field] = value ?? null;
    else if (TIMESTAMPS.has(field)) offer[field] = new Date(value as string);
    else if (BIGINTS.has(field)) offer[field] = Number(value);
    else if (field === 'eventDate' && value instanceof Date) offer[field] = value.toISOString().slice(0, 10);
    else offer[field] = value;
  }
  return offer as unknown as Offer;
}

/**
 * The buyers, performers and performer users of a page of offers, in one statement, read as
 * plain rows (the fields the offer presenter shows).
 */
export async function partiesOf(em: TenantEm, offers: Offer[]): Promise<(offer: Offer) => OfferParties> {
  if (!offers.length) return () => ({}) as OfferParties;
  const ids = [...new Set(offers.flatMap((offer) => [offer.buyerId, offer.performerId]))];
  const rows = await em.execute<Row[]>(
    `select 'user' as kind, u.id, u.id as user_id, u.first_name, u.last_name, u.email, u.phone, u.company_name,
            null as stage_name, null as city, null as state
       from users u where u.id = any(?::uuid[])
     union all
     select 'performer', p.id, p.user_id, pu.first_name, pu.last_name, pu.email, pu.phone, pu.company_name,
            p.stage_name, p.city, p.state
       from performers p join users pu on pu.tenant_id = p.tenant_id and pu.id = p.user_id
      where p.id = any(?::uuid[])`,
    [`{${ids.join(',')}}`, `{${ids.join(',')}}`],
  );
  const users = new Map<string, User>();
  const performers = new Map<string, { performer: Performer; user: User }>();
  for (const row of rows) {
    const user = {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      companyName: row.company_name,
    } as User;
    if (row.kind === 'user') users.set(row.id as string, user);
    else {
      const performer = {
        id: row.id,
        userId: row.user_id,
        stageName: row.stage_name,
        city: row.city,
        state: row.state,
      };
      performers.set(row.id as string, { performer: performer as Performer, user });
    }
  }
  return (offer) => {
    const performer = performers.get(offer.performerId)!;
    return { buyer: users.get(offer.buyerId)!, performer: performer.performer, performerUser: performer.user };
  };
}
