import { notificationIdParams, REALTIME_EVENTS, type NotificationPayload } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { notificationView, readNotification } from './notifications.repository.ts';

/**
 * POST /api/notifications/:id/read: marks one of the caller's notifications read (another
 * user's is not found), then tells the caller's other tabs the new unread count.
 */
export async function notificationReadRoute(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${ctx.config.API_BASE}/notifications/:id/read`,
    { config: { signedIn: true } },
    async (request): Promise<{ notification: NotificationPayload; unread: number }> => {
      const access = requireAccess(request);
      const { id } = parseInput(notificationIdParams, request.params);
      const read = await readNotification(ctx.db, access.userId, id);
      if (!read) throw notFound();
      const { row, unread } = read;
      ctx.events.toUsers([access.userId], REALTIME_EVENTS.notificationsUnread, { count: unread });
      return { notification: notificationView(row), unread };
    },
  );
}
