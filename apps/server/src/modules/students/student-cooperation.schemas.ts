import { z } from 'zod';

export const cooperationSchema = z.object({
  ringId: z.uuid(),
  tasks: z.string().trim().min(3).max(2000),
  hoursPerWeek: z.number().int().min(1).max(60),
  startsOn: z.iso.date(),
  endsOn: z.iso.date().nullish(),
});
