import { REALTIME_EVENTS, translate, type ChangedPayload } from '@qc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  insertNotificationsAlone,
  notificationView,
  unreadCounts,
} from '../modules/notifications/notifications.repository.ts';
import type { ChangeEvent, NotificationInput, RealtimeEvents } from './events.ts';
import type { AppServer } from './realtime-server.ts';
import { completeScope, scopeNeedsCompletion } from './realtime.repository.ts';
import { EVERYONE_ROOM, roomsForChange, userRoom } from './rooms.ts';

/**
 * The real RealtimeEvents: emits through socket.io (and so, with the Redis adapter, through
 * every server process). `io` is null where no socket server runs (scripts): notifications are
 * still stored, nothing is pushed.
 */
export function createSocketEvents(
  io: AppServer | null,
  db: Db,
  log: FastifyBaseLogger,
): RealtimeEvents {
  const emit = (rooms: readonly string[], event: string, payload: unknown) => {
    // An empty room list would mean "everyone": never send that.
    if (!io || rooms.length === 0) return;
    io.to([...rooms]).emit(event, payload);
  };

  return {
    changed(event: ChangeEvent) {
      const payload: ChangedPayload = {
        resource: event.resource,
        action: event.action,
        ...(event.id ? { id: event.id } : {}),
      };
      if (event.everyone) {
        emit([EVERYONE_ROOM], REALTIME_EVENTS.changed, payload);
        return;
      }
      const readers = event.readers?.length ? event.readers : event.resource;
      const scope = event.scope;
      if (!scope || !scopeNeedsCompletion(scope)) {
        emit(roomsForChange(readers, scope), REALTIME_EVENTS.changed, payload);
        return;
      }
      completeScope(db, scope).then(
        (full) => emit(roomsForChange(readers, full), REALTIME_EVENTS.changed, payload),
        (err: unknown) => log.warn({ err, resource: event.resource }, 'change event not sent'),
      );
    },

    async notify(input: NotificationInput) {
      const userIds = [...new Set(input.userIds)];
      if (userIds.length === 0) return;
      if (translate('en', input.titleKey) === input.titleKey) {
        log.warn({ titleKey: input.titleKey }, 'notification title is not a known message key');
      }
      const rows = await insertNotificationsAlone(db, {
        userIds,
        kind: input.kind ?? 'general',
        titleKey: input.titleKey,
        values: input.values ?? {},
        link: input.link ?? null,
      });
      if (!io) return;
      const counts = await unreadCounts(db, userIds);
      for (const row of rows) {
        const room = userRoom(row.userId);
        emit([room], REALTIME_EVENTS.notification, notificationView(row));
        emit([room], REALTIME_EVENTS.notificationsUnread, {
          count: counts.get(row.userId) ?? 0,
        });
      }
    },

    toUsers(userIds: readonly string[], event: string, payload: unknown) {
      emit([...new Set(userIds)].map(userRoom), event, payload);
    },
  };
}
