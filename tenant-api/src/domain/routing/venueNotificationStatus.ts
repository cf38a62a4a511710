/** Venue notification lifecycle as data: which status each action leads to, and from where. */
export const VENUE_NOTIFICATION_STATUSES = ['active', 'booked', 'dismissed'] as const;
export type VenueNotificationStatus = (typeof VENUE_NOTIFICATION_STATUSES)[number];

export const VENUE_NOTIFICATION_TRANSITIONS: Record<VenueNotificationStatus, readonly VenueNotificationStatus[]> = {
  active: ['booked', 'dismissed'],
  dismissed: ['active'],
  booked: [],
};

export function canMoveVenueNotification(from: VenueNotificationStatus, to: VenueNotificationStatus): boolean {
  return VENUE_NOTIFICATION_TRANSITIONS[from].includes(to);
}
