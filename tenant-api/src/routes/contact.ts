import { ContactBody, ContactResponse } from '../contract';
import { sendContactMessage } from '../commands/contact/sendContactMessage';
import { currentUser } from '../http/session';
import { defineRoute, type Route } from '../http/routeTable';

export const contactRoutes: Route[] = [
  defineRoute({
    tags: ['Contact'],
    access: 'public',
    method: 'post',
    path: '/contact',
    operationId: 'sendContactMessage',
    summary: 'The contact form and the white-label enquiry (rate-limited per IP; signed-in senders are linked)',
    body: ContactBody,
    responses: { 201: ContactResponse },
    errors: { 429: 'Too many messages from this network' },
    async handler(ctx, { body: input }) {
      const user = await currentUser(ctx);
      const sender = { tenantId: ctx.state.tenant.id, ip: ctx.ip, userId: user?.id ?? null };
      ctx.status = 201;
      ctx.body = await sendContactMessage(ctx.deps.orm, ctx.deps.rateLimiter, sender, input);
    },
  }),
];
