import { registrationInputSchema } from '@qc/domain';
import { z } from 'zod';

export const listQuery = z.object({
  source: z.enum(['online', 'centre']).optional(),
  status: z.enum(['pending', 'accepted', 'rejected']).optional(),
  centreId: z.uuid().optional(),
  linkId: z.uuid().optional(),
  // Paged like the engine's generic lists (newest first, then id, so pages never overlap).
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const centreRegistrationSchema = registrationInputSchema.extend({ centreId: z.uuid() });

export const acceptSchema = z.object({
  /** Place in this ring (the student becomes active); without it, the waiting list (accepted). */
  ringId: z.uuid().nullish(),
  /** Link the registration to this existing student instead of creating one. */
  studentId: z.uuid().nullish(),
  note: z.string().trim().max(1000).nullish(),
});

export const rejectSchema = z.object({ note: z.string().trim().min(3).max(1000) });
export const params = z.object({ id: z.uuid() });
