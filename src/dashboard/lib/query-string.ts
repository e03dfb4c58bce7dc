/**
 * Query params as the contract types them (`TemplateListQuery`, filters with `$has_value: unknown`, ...): scalars,
 * dates, arrays and nested objects, typed loosely so contract types can be passed without conversion.
 */
export type QueryObject = { readonly [key: string]: unknown };

// `$` and brackets are legal in a query string; keeping them literal makes URLs in logs and the network panel readable.
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%24/g, '$');
}

function collect(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // Indexed, like `qs` (which the official SDK uses): filters[campaign_type][conditions][$in][0]=GIFT_VOUCHERS
    value.forEach((item, index) => collect(`${prefix}[${index}]`, item, out));
  } else if (value instanceof Date) {
    out.push(`${prefix}=${encode(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(`${prefix}[${encode(key)}]`, item, out);
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push(`${prefix}=${encode(String(value))}`);
  }
}

/** Serializes nested query params with bracket syntax; undefined and null values are left out. */
export function toQueryString(query: QueryObject | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) collect(encode(key), value, parts);
  return parts.length ? `?${parts.join('&')}` : '';
}
