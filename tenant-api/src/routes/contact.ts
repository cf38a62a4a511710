import { ContactBody } from '../contract';
import { sendContactMessage } from '../commands/contact/sendContactMessage';
import type { AppRouter } from '../http/context';
import { currentUser } from '../http/session';
import { parseBody } from '../http/validate';

export function contactRoutes(router: AppRouter): void {
  /** Public: the contact form and the white-label enquiry. Signed-in senders are linked to their account. */
  router.post('/contact', async (ctx) => {
    const input = await parseBody(ctx, ContactBody);
    const user = await currentUser(ctx);
    const sender = { tenantId: ctx.state.tenant.id, ip: ctx.ip, userId: user?.id ?? null };
    ctx.status = 201;
    ctx.body = await sendContactMessage(ctx.deps.orm, ctx.deps.rateLimiter, sender, input);
  });
}
