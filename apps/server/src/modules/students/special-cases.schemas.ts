import { MAX_EVIDENCE_FILES } from '@qc/domain';
import { z } from 'zod';

/**
 * A new special case. Its evidence files are uploaded first through the stored files
 * (`POST /api/files?resource=student-special-cases&field=evidence`); the case names them by id.
 */
export const specialCaseSchema = z.object({
  caseType: z.string().trim().min(1).max(50),
  description: z.string().trim().max(4000).nullish(),
  monthlySupport: z.number().int().min(0).max(100_000_000).nullish(),
  startsOn: z.iso.date().nullish(),
  endsOn: z.iso.date().nullish(),
  evidence: z
    .array(z.object({ id: z.uuid() }))
    .max(MAX_EVIDENCE_FILES)
    .default([]),
});

export const listQuery = z.object({
  caseType: z.string().trim().max(50).optional(),
  centreId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
  // Paged like the engine's generic lists (newest first, then id).
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
