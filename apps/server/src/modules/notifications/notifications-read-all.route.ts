import { REALTIME_EVENTS } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAccess } from '../../access/require-access.ts';
import { readAllNotifications } from './notifications.repository.ts';

/** POST /api/notifications/read-all: marks every notification of the caller read. */
export async function notificationsReadAllRoute(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${ctx.config.API_BASE}/notifications/read-all`,
    { config: { signedIn: true } },
    async (request): Promise<{ marked: number; unread: number }> => {
      const access = requireAccess(request);
      const result = await readAllNotifications(ctx.db, access.userId);
      ctx.events.toUsers([access.userId], REALTIME_EVENTS.notificationsUnread, {
        count: result.unread,
      });
      return result;
    },
  );
}
