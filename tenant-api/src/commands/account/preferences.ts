import type { z } from 'zod';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type UpdatePreferencesBody,
} from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';

interface PreferencesRow {
  booking_confirmations: boolean;
  tour_routing_alerts: boolean;
  marketing_emails: boolean;
  sms: boolean;
}

const fromRow = (row: PreferencesRow): NotificationPreferences => ({
  bookingConfirmations: row.booking_confirmations,
  tourRoutingAlerts: row.tour_routing_alerts,
  marketingEmails: row.marketing_emails,
  sms: row.sms,
});

/** The user's notification preferences, or the SPEC 2.17 defaults when never saved. */
export async function readPreferences(em: TenantEm, user: User): Promise<NotificationPreferences> {
  const rows = await em.execute<PreferencesRow[]>(
    `select booking_confirmations, tour_routing_alerts, marketing_emails, sms
       from user_preferences where tenant_id = ? and user_id = ?`,
    [user.tenantId, user.id],
  );
  return rows[0] ? fromRow(rows[0]) : { ...DEFAULT_NOTIFICATION_PREFERENCES };
}

/** Saves the toggles given; the others keep their saved (or default) value. */
export async function updatePreferences(
  em: TenantEm,
  user: User,
  input: z.output<typeof UpdatePreferencesBody>,
): Promise<NotificationPreferences> {
  const next = { ...(await readPreferences(em, user)), ...definedOnly(input) };
  const rows = await em.execute<PreferencesRow[]>(
    `insert into user_preferences
       (tenant_id, user_id, booking_confirmations, tour_routing_alerts, marketing_emails, sms, updated_at)
     values (?, ?, ?, ?, ?, ?, now())
     on conflict (tenant_id, user_id) do update set
       booking_confirmations = excluded.booking_confirmations,
       tour_routing_alerts = excluded.tour_routing_alerts,
       marketing_emails = excluded.marketing_emails,
       sms = excluded.sms,
       updated_at = excluded.updated_at
     returning booking_confirmations, tour_routing_alerts, marketing_emails, sms`,
    [user.tenantId, user.id, next.bookingConfirmations, next.tourRoutingAlerts, next.marketingEmails, next.sms],
  );
  return fromRow(rows[0]!);
}

function definedOnly(input: z.output<typeof UpdatePreferencesBody>): Partial<NotificationPreferences> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
