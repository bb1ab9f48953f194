import { listPageQuery } from '@qc/domain';
import { z } from 'zod';

export const transferSchema = z.object({
  toRingId: z.uuid(),
  reason: z.string().trim().min(3).max(1000),
  date: z.iso.date(),
});

export const listQuery = z.object({
  studentId: z.uuid().optional(),
  centreId: z.uuid().optional(),
  ...listPageQuery,
});
