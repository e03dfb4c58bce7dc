import { z } from 'zod';
import { dateConditionsSchema } from './export.ts';

/** A number of days ago, for `$more_than` / `$less_than` on a date. */
const daysAgo = z.coerce.number().int().min(0).max(36_500);

/**
 * The official `FilterConditionsDateTime` of a list's `filters[<date field>][conditions]`: after or before an
 * instant (a date or a date-time), more or less than a number of days ago, set or not.
 */
export const dateTimeConditionsSchema = dateConditionsSchema.extend({
  $has_value: z.unknown().optional(),
  $is_unknown: z.unknown().optional(),
  $more_than: daysAgo.optional(),
  $less_than: daysAgo.optional(),
});
export type DateTimeConditions = z.infer<typeof dateTimeConditionsSchema>;
