import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notificationReadRoute } from './notification-read.route.ts';
import { notificationsListRoute } from './notifications-list.route.ts';
import { notificationsReadAllRoute } from './notifications-read-all.route.ts';

/** The navbar bell: the caller's notifications, read one, read all. */
export async function notificationsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await notificationsListRoute(app, ctx);
  await notificationReadRoute(app, ctx);
  await notificationsReadAllRoute(app, ctx);
}
