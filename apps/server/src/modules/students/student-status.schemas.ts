import { STUDENT_STATUSES } from '@qc/domain';
import { z } from 'zod';

export const paramsSchema = z.object({ id: z.uuid() });

export const statusChangeSchema = z.object({
  to: z.enum(STUDENT_STATUSES),
  reason: z.string().trim().min(1).max(1000),
  date: z.iso.date(),
  /** Needed when activating a student who has no ring yet. */
  ringId: z.uuid().optional(),
});
