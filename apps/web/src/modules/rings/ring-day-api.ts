import type { RingChoice } from '@qc/domain';
import { api, isApiError } from '../../app/http/client.ts';
import type { DayView } from './ring-day-model.ts';
import { classify, type QueuedDay, type SendResult } from './ring-day-queue.ts';

/** The rings whose day the caller may open (a teacher: their own rings). */
export const fetchRings = () =>
  api.get<{ items: RingChoice[] }>('/ring-day/rings').then((r) => r.items);

export const fetchDay = (ringId: string, date: string) =>
  api.get<DayView>(`/rings/${ringId}/day/${date}`);

/**
 * Sends one queued ring day. PUT is never retried by the client, so the queue sees every
 * failure itself: no connection or a 5xx keeps the day queued ("offline"), a 400 keeps it with
 * the server's per-row messages for the teacher to correct.
 */
export async function sendDay(day: QueuedDay): Promise<SendResult> {
  try {
    await api.put(`/rings/${day.ringId}/day/${day.date}`, { rows: day.rows });
    return classify(200);
  } catch (error) {
    if (!isApiError(error)) return classify(null);
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([k, v]) => [
        k,
        { code: v.code ?? '', message: v.message },
      ]),
    );
    return classify(error.status, {
      error: { code: error.code, message: error.message, fields },
    });
  }
}
