import { z } from 'zod';

/** `page` (from 1) and `pageSize` (1..200) of list queries. */
export const paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
};

export const idParams = z.object({ id: z.string().uuid() });
