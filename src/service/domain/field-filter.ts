/*
 * The hosted filter language's conditions (`{field: {conditions: {$op: operand}}}`, fields joined by `junction`),
 * judged in memory: segment filters on customers and qualification filters on redeemables read it. `$is` is exact;
 * a value the subject lacks holds only `$is_unknown`, `$is_not`, `$not_in` and `$not_contain`. An operand is a value
 * or a list (the hosted docs send both `"$is": "Poland"` and `"$after": ["2021-12-01T…"]`).
 */

const dayMs = 86_400_000;

const first = (operand: unknown) => (Array.isArray(operand) ? operand[0] : operand);
const list = (operand: unknown) => (Array.isArray(operand) ? operand : [operand]);
const isMissing = (value: unknown) => value === undefined || value === null || value === '';

function timeOf(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** Numbers compare as numbers, anything else as text: metadata `"10"` equals `10`, as a form field would. */
const same = (value: unknown, operand: unknown) =>
  typeof value === 'number' || typeof operand === 'number'
    ? Number(value) === Number(operand)
    : String(value) === String(operand);

export function conditionHolds(op: string, operand: unknown, value: unknown, isDate: boolean, now: Date): boolean {
  if (op === '$is_unknown') return isMissing(value);
  if (op === '$has_value') return !isMissing(value);
  if (op === '$is_not') return isMissing(value) || !same(value, first(operand));
  if (op === '$not_in') return isMissing(value) || !list(operand).some((o) => same(value, o));
  if (op === '$not_contain') return isMissing(value) || !String(value).includes(String(first(operand)));
  if (isMissing(value)) return false;
  const text = String(value);
  switch (op) {
    case '$is':
      return same(value, first(operand));
    case '$in':
      return list(operand).some((o) => same(value, o));
    case '$contains':
      return text.includes(String(first(operand)));
    case '$starts_with':
      return text.startsWith(String(first(operand)));
    case '$ends_with':
      return text.endsWith(String(first(operand)));
    case '$after':
    case '$before': {
      const [at, bound] = [timeOf(value), timeOf(first(operand))];
      if (at === undefined || bound === undefined) return false;
      return op === '$after' ? at > bound : at < bound;
    }
  }
  if (isDate) {
    // Dates: `$more_than: 10` is "more than 10 days ago", `$less_than: 10` "within the last 10 days".
    const at = timeOf(value);
    const days = Number(first(operand));
    if (at === undefined || Number.isNaN(days)) return false;
    const ago = (now.getTime() - at) / dayMs;
    return op === '$more_than' ? ago > days : ago < days;
  }
  const [n, bound] = [Number(value), Number(first(operand))];
  if (typeof value === 'boolean' || Number.isNaN(n) || Number.isNaN(bound)) return false;
  if (op === '$more_than') return n > bound;
  if (op === '$more_than_equal') return n >= bound;
  if (op === '$less_than') return n < bound;
  return op === '$less_than_equal' && n <= bound;
}

/**
 * Whether every condition of each field holds for `valueOf(field)`, the fields joined by `junction` (`and` when
 * absent, either case). `isDate(field)` says which fields compare as dates.
 */
export function matchesFilter(
  fields: readonly (readonly [string, { conditions: Record<string, unknown> }])[],
  junction: string | undefined,
  valueOf: (field: string) => unknown,
  now: Date,
  isDate: (field: string) => boolean = () => false,
): boolean {
  const fieldHolds = ([field, { conditions }]: readonly [string, { conditions: Record<string, unknown> }]) =>
    Object.entries(conditions).every(([op, operand]) =>
      conditionHolds(op, operand, valueOf(field), isDate(field), now),
    );
  return junction?.toLowerCase() === 'or' ? fields.some(fieldHolds) : fields.every(fieldHolds);
}
