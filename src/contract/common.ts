import { z } from 'zod';
// Loaded with every contract: issues are worded the same in the service and the dashboard.
import './error-words.ts';

/**
 * The years a date of the interface may fall in, as written. Earlier or later is a slip of the keyboard (a start in
 * year 0000), and later than 9999 has no four-digit form; the service and the forms refuse both in these words.
 */
/**
 * A person's name or part of it, at most 100 characters. Required where it is used (`.min(1)`, with a form's own
 * words); the limit is here once so the service and every form refuse the same length at the field.
 */
export const personNameSchema = z.string().trim().max(100);

export const dateBounds = { firstYear: 1970, lastYear: 9999 } as const;
export const dateBoundsMessage = `Enter a date from ${dateBounds.firstYear} to ${dateBounds.lastYear}`;
/** Whether an ISO 8601 date or date-time is written in a year within `dateBounds`. */
export function withinDateBounds(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= dateBounds.firstYear && year <= dateBounds.lastYear;
}

/** ISO 8601 UTC timestamp with milliseconds, as every resource carries them. */
export const timestampSchema = z.iso.datetime({ offset: true }).refine(withinDateBounds, dateBoundsMessage);
/** A calendar day (`YYYY-MM-DD`) of a range or a window; birthdays are not bounded (`contract/customer.ts`). */
export const daySchema = z.iso.date().refine(withinDateBounds, dateBoundsMessage);

/** How deep metadata may nest (`{a: {b: 1}}` is 2 levels) and how large it may be as JSON. */
export const metadataLimits = { depth: 20, bytes: 16 * 1024 };

/** Levels of objects and arrays in a JSON value, counted without recursion up to just past `limit`. */
export function nestingDepth(root: unknown, limit: number = metadataLimits.depth): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[root, 0]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [value, depth] = item;
    if (value === null || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) break;
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Free key/value pairs attached to most resources, bounded in depth and size. */
export const metadataSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  if (nestingDepth(value) > metadataLimits.depth) {
    ctx.addIssue({ code: 'custom', message: `Metadata may nest at most ${metadataLimits.depth} levels deep` });
  } else if (new TextEncoder().encode(JSON.stringify(value)).length > metadataLimits.bytes) {
    ctx.addIssue({ code: 'custom', message: `Metadata may take at most ${metadataLimits.bytes} bytes as JSON` });
  }
});

/** Integer amount in minor currency units (2500 means 25.00). */
export const moneySchema = z.number().int();

/** One problem with one field of a request: `path` is the dotted field names (`metadata.tier`, `redeemables.0.id`). */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The interface's error body: `code` mirrors the HTTP status. */
export const errorBodySchema = z
  .object({
    code: z.number().int(),
    key: z.string(),
    message: z.string(),
    details: z.string(),
    request_id: z.string(),
    resource_id: z.string().optional(),
    resource_type: z.string().optional(),
    /** Promodesk's own addition on a 400 from a body or query: every issue, each at its field ("" for the whole). */
    errors: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');
const isoDuration = z
  .string()
  .regex(
    /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/,
    'Expected an ISO 8601 duration such as P1D or PT2H',
  );
export const isoDurationSchema = isoDuration;

export const dayOfWeekSchema = z.number().int().min(0).max(6);

export const validityTimeframeSchema = z.object({ interval: isoDuration.optional(), duration: isoDuration.optional() });

export const validityHoursSchema = z.object({
  daily: z.array(z.object({ start_time: hhmm, expiration_time: hhmm, days_of_week: z.array(dayOfWeekSchema) })),
});

/**
 * The validity window fields shared by campaigns, vouchers and promotion tiers. One that is not set is left out:
 * the official schemas type them as non-nullable.
 */
export const validityFields = {
  start_date: timestampSchema.optional(),
  expiration_date: timestampSchema.optional(),
  validity_timeframe: validityTimeframeSchema.optional(),
  validity_day_of_week: z.array(dayOfWeekSchema).optional(),
  validity_hours: validityHoursSchema.optional(),
};
export const validitySchema = z.object(validityFields);
export type Validity = z.infer<typeof validitySchema>;

/** The same fields in a request that changes them: `null` clears one. */
export const validityChangeFields = {
  start_date: timestampSchema.nullable().optional(),
  expiration_date: timestampSchema.nullable().optional(),
  validity_timeframe: validityTimeframeSchema.nullable().optional(),
  validity_day_of_week: z.array(dayOfWeekSchema).nullable().optional(),
  validity_hours: validityHoursSchema.nullable().optional(),
};

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  hierarchy: z.number().int(),
  stacking_rules_type: z.enum(['JOINT', 'EXCLUSIVE']).optional(),
  object: z.literal('category'),
  created_at: timestampSchema,
  updated_at: timestampSchema.optional(),
});

/** A query-string boolean: `true`/`false` as text. */
/** A query flag as the SDKs send it: `true`/`false`, or `1`/`0` (the Ruby and PHP SDKs' booleans). */
export const queryBooleanSchema = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Promodesk's own list-by-ids query parameter: ids separated by commas (`val_a,val_b`), at most 100, so a page that
 * names several resources reads them in one request instead of one each.
 */
export const idListQuerySchema = z
  .string()
  .transform((text) => [...new Set(text.split(',').filter(Boolean))])
  .pipe(z.array(z.string().max(100)).min(1, 'Name at least one id').max(100, 'Name at most 100 ids'));
