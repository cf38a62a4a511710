import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ContactBody, ContactResponse } from '../../contract';
import { enforceLimit, type RateLimiter } from '../../auth/rateLimiter';
import type { Orm } from '../../db/orm';
import { inTenant } from '../../db/tenantScope';

/** At most this many messages per IP address per tenant in one window. */
export const CONTACT_LIMIT = { maxPerIp: 5, windowSeconds: 60 * 60 };

export interface ContactSender {
  tenantId: string;
  ip: string;
  userId: string | null;
}

/** Stores a message from the contact or white-label form for the tenant's team to answer. */
export async function sendContactMessage(
  orm: Orm,
  limiter: RateLimiter,
  sender: ContactSender,
  input: z.output<typeof ContactBody>,
): Promise<ContactResponse> {
  const key = `contact:ip:${sender.tenantId}:${sender.ip}`;
  await enforceLimit(
    limiter,
    key,
    CONTACT_LIMIT.maxPerIp,
    CONTACT_LIMIT.windowSeconds,
    'Too many messages from your network.',
  );
  await limiter.hit(key, CONTACT_LIMIT.windowSeconds);
  const id = randomUUID();
  await inTenant(orm, sender.tenantId, (em) =>
    em.execute(
      `insert into contact_messages (tenant_id, id, user_id, type, name, email, subject, message, company, website, ip)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        sender.tenantId,
        id,
        sender.userId,
        input.type,
        input.name,
        input.email,
        input.subject,
        input.message,
        input.company || null,
        input.website || null,
        sender.ip,
      ],
    ),
  );
  return { id, status: 'received', message: "We'll get back to you within 24 hours." };
}
