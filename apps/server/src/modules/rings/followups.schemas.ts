import { listPageQuery } from '@qc/domain';
import { z } from 'zod';

export const followupSchema = z.object({
  visitedOn: z.iso.date(),
  reasonId: z.uuid().nullish(),
  findings: z.string().trim().max(4000).nullish(),
  score: z.number().int().min(0).max(100).nullish(),
  actions: z.string().trim().max(4000).nullish(),
});

export const listQuery = z.object({
  ringId: z.uuid().optional(),
  centreId: z.uuid().optional(),
  reasonId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...listPageQuery,
});
