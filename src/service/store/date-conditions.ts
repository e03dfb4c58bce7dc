import { gt, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DateTimeConditions } from '../../contract/list-filters.ts';

const day = 24 * 60 * 60 * 1000;

/** One SQL condition per date operator: after/before an instant, more/less than a number of days before `at`. */
export function dateConditionsToSql(column: PgColumn, conditions: DateTimeConditions, at: Date): SQL[] {
  const daysBefore = (days: number) => new Date(at.getTime() - days * day);
  const { $after, $before, $more_than, $less_than, $has_value, $is_unknown } = conditions;
  return [
    ...($after ? [gt(column, new Date($after[0]!))] : []),
    ...($before ? [lt(column, new Date($before[0]!))] : []),
    ...($more_than !== undefined ? [lt(column, daysBefore($more_than))] : []),
    ...($less_than !== undefined ? [gt(column, daysBefore($less_than))] : []),
    ...($has_value !== undefined ? [isNotNull(column)] : []),
    ...($is_unknown !== undefined ? [isNull(column)] : []),
  ];
}
