import type { ReadingSearchPage, RingFigures, RingInfo, StarRanking } from '@qc/domain';
import { api } from '../../app/http/client.ts';
import { resourceApi, type ApiRecord, type ListParams } from '../../resources/resource-api.ts';

/** Pages a timetable reads at most (100 slots each): the old single answer held 2000 slots. */
const MAX_PAGES = 30;

/**
 * Every record a generic list matches, read page by page (100 a page). For a bounded set that a
 * screen draws whole, such as a week's timetable (a few slots per ring), where a page of the
 * week would hide clashes.
 */
export async function listEveryPage(
  resource: string,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ApiRecord[]> {
  const items: ApiRecord[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await resourceApi.list(
      resource,
      { ...params, page: String(page), pageSize: '100' },
      signal,
    );
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) break;
  }
  return items;
}

export const fetchRingsInfo = (query: Record<string, string | undefined>) =>
  api.get<{ items: RingFigures[] }>('/rings-info', { query }).then((r) => r.items);

export const fetchRingInfo = (id: string) => api.get<RingInfo>(`/rings-info/${id}`);

/** The five rings with the most stars among every award the filters match (counted by the server). */
export const fetchStarRanking = (query: Record<string, string | undefined>) =>
  api.get<{ items: StarRanking[] }>('/ring-stars/ranking', { query }).then((r) => r.items);

export const searchReadings = (query: Record<string, string | number | undefined>) =>
  api.get<ReadingSearchPage>('/readings', { query });

/** Saturday first, as the countries of the organisation start their week. */
export const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;
