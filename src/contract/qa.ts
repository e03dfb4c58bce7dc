import { z } from 'zod';
import { timestampSchema } from './common.ts';

const tenYearsSeconds = 10 * 366 * 24 * 3600;

/** The QA clock as the service reads it: its time now and how far that is from the machine's. */
export const qaClockSchema = z.object({ now: timestampSchema, offset_ms: z.number().int() });

/** One change to the QA clock: move it by some seconds, set it to a moment, or put it back to the machine's time. */
export const qaClockChangeSchema = z.union([
  z.strictObject({ advance_seconds: z.number().int().min(-tenYearsSeconds).max(tenYearsSeconds) }),
  z.strictObject({ set: timestampSchema }),
  z.strictObject({ reset: z.literal(true) }),
]);
export type QaClockChange = z.infer<typeof qaClockChangeSchema>;
