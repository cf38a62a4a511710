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
