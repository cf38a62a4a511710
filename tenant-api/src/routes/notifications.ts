import { NotificationIdParams, NotificationListQuery } from '../contract';
import { inTenant } from '../db/tenantScope';
import { NotificationEntity, type Notification } from '../entities';
import type { AppRouter } from '../http/context';
import { notFound } from '../http/errors';
import { requireUser } from '../http/session';
import { parseParams, parseQuery, refuseBody } from '../http/validate';

const LIST_LIMIT = 50;

const present = (notification: Notification) => ({
  id: notification.id,
  kind: notification.kind,
  title: notification.title,
  body: notification.body,
  offerId: notification.offerId,
  read: notification.readAt !== null,
  createdAt: notification.createdAt.toISOString(),
});

export function notificationRoutes(router: AppRouter): void {
  router.get('/notifications', async (ctx) => {
    const query = parseQuery(ctx, NotificationListQuery);
    const user = await requireUser(ctx);
    ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
      const mine = { userId: user.id, ...(query.unread === 'true' ? { readAt: null } : {}) };
      const notifications = await em.find(NotificationEntity, mine, {
        orderBy: { createdAt: 'desc' },
        limit: LIST_LIMIT,
      });
      const unreadCount = await em.count(NotificationEntity, { userId: user.id, readAt: null });
      return { notifications: notifications.map(present), unreadCount };
    });
  });

  router.post('/notifications/:id/read', async (ctx) => {
    await refuseBody(ctx);
    const { id } = parseParams(ctx.params, NotificationIdParams);
    const user = await requireUser(ctx);
    ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
      const notification = await em.findOne(NotificationEntity, { id, userId: user.id });
      if (!notification) throw notFound('Notification not found');
      notification.readAt ??= new Date();
      await em.flush();
      return present(notification);
    });
  });

  router.post('/notifications/read-all', async (ctx) => {
    await refuseBody(ctx);
    const user = await requireUser(ctx);
    const marked = await inTenant(ctx.deps.orm, user.tenantId, (em) =>
      em.nativeUpdate(NotificationEntity, { userId: user.id, readAt: null }, { readAt: new Date() }),
    );
    ctx.body = { marked };
  });
}
