/*
 * Whether a product belongs to an AUTO_UPDATE collection: each field's operators must all hold, and the fields join
 * by the filter's junction. Text operators compare case-sensitively, as `$is` does; `$in` holds when the value is
 * any of the listed ones. A field the product lacks (no source id, no such metadata key) holds only `$is_unknown`,
 * `$is_not` and `$not_in`.
 */
import type { CollectionFilter, FieldFilter } from '../../contract/product-collection.ts';

export interface FilterableProduct {
  id: string;
  sourceId: string | null;
  name: string | null;
  price: number | null;
  metadata: Record<string, unknown>;
}

type Value = string | number | boolean;

function fieldValue(product: FilterableProduct, field: string): unknown {
  if (field.startsWith('metadata.')) return product.metadata[field.slice('metadata.'.length)];
  const values: Record<string, unknown> = {
    id: product.id,
    source_id: product.sourceId,
    name: product.name,
    price: product.price,
  };
  return values[field];
}

function holds(actual: unknown, operator: string, values: readonly Value[]): boolean {
  const known = actual !== undefined && actual !== null && actual !== '';
  const first = values[0];
  const text = typeof actual === 'string' ? actual : undefined;
  const number = typeof actual === 'number' ? actual : undefined;
  switch (operator) {
    case '$is':
      return known && values.some((v) => v === actual);
    case '$is_not':
      return !values.some((v) => v === actual);
    case '$in':
      return known && values.includes(actual as Value);
    case '$not_in':
      return !values.includes(actual as Value);
    case '$has_value':
      return known;
    case '$is_unknown':
      return !known;
    case '$contains':
      return text !== undefined && values.some((v) => text.includes(String(v)));
    case '$not_contain':
      return !(text !== undefined && values.some((v) => text.includes(String(v))));
    case '$starts_with':
      return text !== undefined && values.some((v) => text.startsWith(String(v)));
    case '$ends_with':
      return text !== undefined && values.some((v) => text.endsWith(String(v)));
    case '$more_than':
      return number !== undefined && typeof first === 'number' && number > first;
    case '$more_than_equal':
      return number !== undefined && typeof first === 'number' && number >= first;
    case '$less_than':
      return number !== undefined && typeof first === 'number' && number < first;
    case '$less_than_equal':
      return number !== undefined && typeof first === 'number' && number <= first;
    default:
      // The contract refuses any other operator before a filter is stored.
      return false;
  }
}

const fieldHolds = (product: FilterableProduct, field: string, filter: FieldFilter) =>
  Object.entries(filter.conditions).every(([op, values]) => holds(fieldValue(product, field), op, values));

export function matchesFilter(product: FilterableProduct, filter: CollectionFilter): boolean {
  const results = Object.entries(filter.fields).map(([field, f]) => fieldHolds(product, field, f));
  return filter.junction === 'and' ? results.every(Boolean) : results.some(Boolean);
}
