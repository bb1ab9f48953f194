import { TEACHER_LOG_API, type CheckInput, type MyTeacherLog } from '@qc/domain';
import { todayIso } from '../../app/format/today.ts';
import { api } from '../../app/http/client.ts';
import { contractPath as path } from '../../app/http/contract-path.ts';
import type { OutboxEntry } from '../../app/offline/offline-db.ts';
import { withOfflineCopy } from '../../app/offline/offline-data.ts';
import { outbox } from '../../app/offline/outbox.ts';

/**
 * The teacher log's check-in on the shared offline services (docs/offline.md): with no network
 * the check-in goes to the outbox with the phone's time (`at`, the server counts the arrival
 * then) and is sent with an idempotency key when the connection is back; the caller's day is
 * kept on the device so the screen opens offline.
 */

export const CHECK_IN_KIND = 'teacher-log.check-in';
const MY_LOG_COPY = 'teacher-log:mine';

/** Queues a check-in made with no network, at the phone's time. */
export function queueCheckIn(userId: string, input: CheckInput): Promise<OutboxEntry> {
  return outbox.add({
    kind: CHECK_IN_KIND,
    method: 'POST',
    path: path(TEACHER_LOG_API.checkIn),
    body: { ...input, at: new Date().toISOString() },
    label: { key: 'offline.kind.checkIn' },
    date: todayIso(),
    userId,
  });
}

/**
 * The caller's day: from the server, kept; offline, the kept copy. A copy of an earlier day is
 * today with nothing recorded (its arrival and sessions were that day's).
 */
export async function myLogOffline(): Promise<MyTeacherLog> {
  let fresh = false;
  const mine = await withOfflineCopy<MyTeacherLog>(MY_LOG_COPY, async () => {
    const answer = await api.get<MyTeacherLog>(path(TEACHER_LOG_API.mine));
    fresh = true;
    return answer;
  });
  const today = todayIso();
  return fresh || mine.today === today ? mine : { ...mine, today, log: null, sessions: [] };
}
