import type { ReadingSearchPage, RingFigures, RingInfo, RingSlot } from '@qc/domain';
import { api } from '../../app/http/client.ts';

export const fetchSlots = (query: Record<string, string | undefined>) =>
  api.get<{ items: RingSlot[] }>('/ring-times', { query }).then((r) => r.items);

export const fetchRingsInfo = (query: Record<string, string | undefined>) =>
  api.get<{ items: RingFigures[] }>('/rings-info', { query }).then((r) => r.items);

export const fetchRingInfo = (id: string) => api.get<RingInfo>(`/rings-info/${id}`);

export const searchReadings = (query: Record<string, string | number | undefined>) =>
  api.get<ReadingSearchPage>('/readings', { query });

/** Saturday first, as the countries of the organisation start their week. */
export const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;
