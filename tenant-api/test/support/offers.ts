import type pg from 'pg';

/** A day `days` from now, as the API's event dates are written (YYYY-MM-DD). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid offer body for tests: a $2,000 evening in Denver `eventInDays` from now. */
export function offerBody(performerId: string, label: string, eventInDays = 30) {
  return {
    performerId,
    eventName: `${label} ${Math.random().toString(36).slice(2, 8)}`,
    eventDate: inDays(eventInDays),
    eventTime: '20:00',
    venueName: 'Hall',
    venueAddress: '1 Main St',
    venueCity: 'Denver',
    venueState: 'CO' as const,
    offerAmount: 200_000,
  };
}

/** The Austin club several money and race tests book (its venue key groups their bookings). */
export const LAUGH_LOFT = {
  venueName: 'The Laugh Loft',
  venueAddress: '12 Main St',
  venueCity: 'Austin',
  venueState: 'TX' as const,
};

let slot = 0;

/**
 * A start time no other offer of this test file has, with the shortest performance (15 minutes).
 * A performer cannot accept two offers whose times overlap (issue 15), so a test file that
 * accepts many offers of one performer on one day gives each its own slot: 08:00, 08:15, …,
 * 23:45 (64 a day; a file needing more varies the date too).
 */
export function ownSlot(): { eventTime: string; performanceLength: number } {
  const minutes = 8 * 60 + 15 * (slot++ % 64);
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return { eventTime: `${hours}:${String(minutes % 60).padStart(2, '0')}`, performanceLength: 15 };
}

/** An offer written straight into `offers` (past the API and its rules): booking history at a venue. */
export async function insertOfferAtVenue(
  owner: pg.Client,
  offer: {
    tenantId: string;
    buyerId: string;
    performerId: string;
    status: string;
    venue: { name: string; city: string; state: string };
    subtotalCents: number;
    nights?: number;
    offerAmountCents?: number;
  },
): Promise<string> {
  const { rows } = await owner.query(
    `insert into offers (tenant_id, id, buyer_id, performer_id, status, event_name, event_date, event_time,
       event_type, audience_size, content_rating, venue_name, venue_address, venue_city, venue_state,
       venue_type, performance_length, number_of_nights, offer_amount_cents, buyer_tier, service_fee_bps,
       commission_bps, subtotal_cents, platform_fee_cents, total_amount_cents, requires_admin_approval,
       venue_time_zone)
     values ($1, gen_random_uuid(), $2, $3, $4, 'Show', current_date, '20:00', 'COMEDY', 100, 'CLEAN',
       $5, '1 Main St', $6, $7, 'BAR', 60, $8, $9, 'BASIC', 0, 0, $10, 0, $10, false, 'America/Chicago')
     returning id`,
    [
      offer.tenantId,
      offer.buyerId,
      offer.performerId,
      offer.status,
      offer.venue.name,
      offer.venue.city,
      offer.venue.state,
      offer.nights ?? 1,
      offer.offerAmountCents ?? offer.subtotalCents,
      offer.subtotalCents,
    ],
  );
  return rows[0].id as string;
}
