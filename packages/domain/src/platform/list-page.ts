import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../resources/list-query.ts';

/**
 * The paging of a workflow list, the same contract as the engine's generic lists: `page` from 1,
 * `pageSize` at most 100 (default 25), and the answer `{ items, total, page, pageSize }`. A list
 * is sorted stably (its last key is the id) so that pages never overlap.
 */
export const listPageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
};

/** One page of a list, as every paged list answers. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The rows to skip for a page. */
export function pageOffset(p: { page: number; pageSize: number }): number {
  return (p.page - 1) * p.pageSize;
}

/** The answer of a paged list as a schema (the API document), typed with its items' type. */
export function listPageSchema<T>(item: z.ZodType<T>): z.ZodType<ListPage<T>> {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
