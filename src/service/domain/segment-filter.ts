/*
 * Whether a customer matches a filtered segment's filter (already validated by the contract). Every condition of a
 * field must hold; the fields combine by the filter's junction (`and` when absent, either case). Text comparisons ignore nothing:
 * `$is` is exact, as the hosted filter is. A value the customer lacks holds only `$is_unknown`, `$is_not`,
 * `$not_in` and `$not_contain`.
 */
import type { SegmentFieldCondition, SegmentFilter } from '../../contract/segment.ts';

/** The customer fields a filter reads, by their hosted names (`metadata.<key>` reads `metadata`). */
export interface SegmentSubject {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  source_id?: string | null;
  description?: string | null;
  address?: Record<string, unknown> | null;
  metadata: Record<string, unknown>;
  created_at: Date;
  updated_at?: Date | null;
}

type Operand = SegmentFieldCondition['conditions'][string];
const dayMs = 86_400_000;

function valueOf(subject: SegmentSubject, field: string): unknown {
  if (field.startsWith('metadata.')) return subject.metadata[field.slice('metadata.'.length)];
  if (field.startsWith('address.')) return subject.address?.[field.slice('address.'.length)];
  return subject[field as keyof SegmentSubject];
}

const first = (operand: Operand) => (Array.isArray(operand) ? operand[0] : operand);
const list = (operand: Operand) => (Array.isArray(operand) ? operand : [operand]);
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

function holds(op: string, operand: Operand, value: unknown, isDate: boolean, now: Date): boolean {
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

export function matchesSegmentFilter(filter: SegmentFilter, subject: SegmentSubject, now: Date): boolean {
  const fields = Object.entries(filter).filter(
    (entry): entry is [string, SegmentFieldCondition] => entry[0] !== 'junction',
  );
  const fieldHolds = ([field, { conditions }]: [string, SegmentFieldCondition]) => {
    const value = valueOf(subject, field);
    const isDate = field === 'created_at' || field === 'updated_at';
    return Object.entries(conditions).every(([op, operand]) => holds(op, operand, value, isDate, now));
  };
  return filter.junction?.toLowerCase() === 'or' ? fields.some(fieldHolds) : fields.every(fieldHolds);
}
