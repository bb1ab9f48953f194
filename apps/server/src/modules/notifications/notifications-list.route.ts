import { notificationsQuerySchema, type NotificationPage } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listNotifications } from './notifications.repository.ts';

/**
 * GET /api/notifications?page=&pageSize=&unread= → `{ items, total, unread }`: the caller's
 * own notifications, newest first (every signed-in user has a bell, whatever their roles).
 */
export async function notificationsListRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/notifications`,
    { config: { signedIn: true } },
    async (request): Promise<NotificationPage> => {
      const access = requireAccess(request);
      const query = parseInput(notificationsQuerySchema, request.query);
      return listNotifications(ctx.db, access.userId, query);
    },
  );
}
