import { ATTENDANCE_STATUSES, READING_GRADES, READING_KINDS } from '@qc/domain';
import { z } from 'zod';

export const paramsSchema = z.object({ id: z.uuid(), date: z.iso.date() });

export const position = z.object({ surah: z.number().int(), ayah: z.number().int() });

export const ringDaySaveSchema = z.object({
  rows: z
    .array(
      z.object({
        studentId: z.uuid(),
        attendance: z
          .object({
            status: z.enum(ATTENDANCE_STATUSES),
            reason: z.string().trim().max(500).nullish(),
          })
          .nullish(),
        readings: z
          .array(
            z.object({
              clientId: z.uuid(),
              kind: z.enum(READING_KINDS),
              from: position,
              to: position,
              mistakesMemorisation: z.number().int().min(0).max(99).default(0),
              mistakesTajweed: z.number().int().min(0).max(99).default(0),
              grade: z.enum(READING_GRADES).nullish(),
              notes: z.string().trim().max(1000).nullish(),
            }),
          )
          .max(20)
          .default([]),
        removeReadings: z.array(z.uuid()).max(50).default([]),
      }),
    )
    .min(1)
    .max(300),
});

/** A day may be recorded up to "tomorrow" in UTC, so every time zone can record its today. */
export function isFuture(date: string): boolean {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return date > tomorrow;
}
