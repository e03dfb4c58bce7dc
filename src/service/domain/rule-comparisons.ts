/*
 * How a validation rule condition's operators compare what an order, a customer or a request holds (rules.ts walks
 * the rules and picks what each condition compares).
 */
import type { ConditionOperators, ConditionValue } from '../../contract/rule-conditions.ts';

const num = (a: unknown, b: ConditionValue, holds: (a: number, b: number) => boolean) =>
  typeof a === 'number' && typeof b === 'number' && holds(a, b);
const str = (a: unknown, b: ConditionValue, holds: (a: string, b: string) => boolean) =>
  typeof a === 'string' && typeof b === 'string' && holds(a, b);
const COMPARISONS: [keyof ConditionOperators, (value: unknown, bound: ConditionValue) => boolean][] = [
  ['$is', (v, b) => v === b],
  ['$is_not', (v, b) => v !== b],
  ['$more_than', (v, b) => num(v, b, (x, y) => x > y)],
  ['$more_than_or_equal', (v, b) => num(v, b, (x, y) => x >= y)],
  ['$less_than', (v, b) => num(v, b, (x, y) => x < y)],
  ['$less_than_or_equal', (v, b) => num(v, b, (x, y) => x <= y)],
  ['$starts_with', (v, b) => str(v, b, (x, y) => x.startsWith(y))],
  ['$ends_with', (v, b) => str(v, b, (x, y) => x.endsWith(y))],
  ['$contains', (v, b) => str(v, b, (x, y) => x.includes(y))],
];

/** Every single-valued operator holds for `value`. */
export function compare(ops: ConditionOperators, value: unknown): boolean {
  return COMPARISONS.every(([op, holds]) => {
    const bound = ops[op]?.[0];
    return bound === undefined || holds(value, bound);
  });
}

/** A metadata value against the operators; a list-valued property (tags) matches `$in` when any entry does. */
export function metadataHolds(
  ops: ConditionOperators,
  metadata: Record<string, unknown> | undefined,
  property: string,
) {
  // Own fields only: a property named like `constructor` must not read what every object inherits.
  const value = metadata && Object.hasOwn(metadata, property) ? metadata[property] : undefined;
  if (!compare(ops, value)) return false;
  const present: unknown[] = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (ops.$in && !ops.$in.some((v) => present.includes(v))) return false;
  return !ops.$not_in?.some((v) => present.includes(v));
}

/** Whether a listed id value names something with one of `ids` (or, for a collection, one of `collections`). */
export function refMatches(
  ref: ConditionValue,
  ids: readonly (string | undefined)[],
  collections: readonly string[] = [],
) {
  if (typeof ref === 'string') return ids.includes(ref);
  if (typeof ref !== 'object') return false;
  if (ref.object === 'products_collection') return ref.id !== undefined && collections.includes(ref.id);
  return (ref.id !== undefined && ids.includes(ref.id)) || (ref.source_id !== undefined && ids.includes(ref.source_id));
}

/** `$is`/`$in`: something matches a listed value; `$is_not`/`$not_in`: nothing does. */
export function idsHold(ops: ConditionOperators, matches: (ref: ConditionValue) => boolean): boolean {
  const positive = [...(ops.$is ?? []), ...(ops.$in ?? [])];
  const negative = [...(ops.$is_not ?? []), ...(ops.$not_in ?? [])];
  return (positive.length === 0 || positive.some(matches)) && !negative.some(matches);
}

/** A flag (`$is: [true]`, `$is_not: [false]`) against what holds. */
export const flagHolds = (ops: ConditionOperators, fact: boolean) =>
  (ops.$is === undefined || ops.$is[0] === fact) && (ops.$is_not === undefined || ops.$is_not[0] !== fact);
