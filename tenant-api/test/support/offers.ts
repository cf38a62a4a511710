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
