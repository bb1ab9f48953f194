import { z } from 'zod';

export const starsSchema = z
  .object({
    studentId: z.uuid().nullish(),
    starType: z.string().trim().min(1).max(50),
    stars: z.number().int().min(1).max(100).default(1),
    periodFrom: z.iso.date(),
    periodTo: z.iso.date(),
    reason: z.string().trim().max(1000).nullish(),
  })
  .refine((v) => v.periodFrom <= v.periodTo, {
    path: ['periodTo'],
    message: 'validation.invalidDate',
  });
