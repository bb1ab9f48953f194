import type { RingChoice } from '@qc/domain';
import { api } from '../../app/http/client.ts';
import type { DayView } from './ring-day-model.ts';

/** The rings whose day the caller may open (a teacher: their own rings). */
export const fetchRings = () =>
  api.get<{ items: RingChoice[] }>('/ring-day/rings').then((r) => r.items);

export const fetchDay = (ringId: string, date: string) =>
  api.get<DayView>(`/rings/${ringId}/day/${date}`);
