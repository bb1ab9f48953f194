import { z } from 'zod';

export const MAX_EVIDENCE_BYTES = 3 * 1024 * 1024;

export const specialCaseSchema = z.object({
  caseType: z.string().trim().min(1).max(50),
  description: z.string().trim().max(4000).nullish(),
  monthlySupport: z.number().int().min(0).max(100_000_000).nullish(),
  startsOn: z.iso.date().nullish(),
  endsOn: z.iso.date().nullish(),
  evidence: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(255),
        contentType: z.string().trim().max(100).default('application/octet-stream'),
        contentBase64: z
          .string()
          .min(1)
          .max(Math.ceil((MAX_EVIDENCE_BYTES * 4) / 3) + 4),
      }),
    )
    .max(5)
    .default([]),
});

export const listQuery = z.object({
  caseType: z.string().trim().max(50).optional(),
  centreId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});
