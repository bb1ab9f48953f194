import { z } from 'zod';

export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid');

export const ringTimeSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  startsAt: time,
  endsAt: time,
});

export const listQuery = z.object({
  ringId: z.uuid().optional(),
  teacherId: z.uuid().optional(),
  centreId: z.uuid().optional(),
  projectId: z.uuid().optional(),
  projectCode: z.string().trim().max(30).optional(),
});

export const idParams = z.object({ id: z.uuid() });
