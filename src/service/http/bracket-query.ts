import type { z } from 'zod';
import { DomainFailure, invalidInput } from '../operations/failures.ts';

/** Segments that reach a prototype instead of naming a field: assigning through them changes every object. */
const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper than any filter of the interface (`filters[field][conditions][$op][index]`) needs. */
const maxSegments = 6;

type Node = Record<string, unknown>;

/** `details` names the parameter as sent; `errors` in dotted names (`filters[a][b]` is `filters.a.b`). */
const refuse = (key: string, why: string) =>
  new DomainFailure({
    kind: 'invalid',
    key: 'invalid_query',
    message: 'Invalid query parameter',
    details: `${key}: ${why}`,
    errors: [{ path: key.replaceAll('[', '.').replaceAll(']', ''), message: why }],
  });

/**
 * Reads `filters[name][conditions][$in][0]=x` style parameters (qs / deepObject) into a nested object.
 * Numeric segments and `[]` build arrays; anything else builds objects. Keys not under `root` are ignored.
 * Every container has a null prototype and prototype-reaching segments are refused, so no query can reach or
 * change a global object.
 */
export function parseBracketQuery(search: URLSearchParams, root: string): unknown {
  let result: Node | undefined;
  for (const [key, value] of search) {
    if (key !== root && !key.startsWith(`${root}[`)) continue;
    const path = segmentsOf(key, root);
    result ??= Object.create(null) as Node;
    let node: Node = result;
    path.forEach((segment, i) => {
      const next = path[i + 1];
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      const existing = node[name];
      if (next === undefined) {
        if (existing !== undefined && typeof existing === 'object')
          throw refuse(key, 'a value and nested fields under one name');
        node[name] =
          existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
        return;
      }
      if (existing !== undefined && (typeof existing !== 'object' || Array.isArray(existing)))
        throw refuse(key, 'a value and nested fields under one name');
      node[name] =
        existing ?? Object.assign(Object.create(null) as Node, { [arrayMark]: next === '' || /^\d+$/.test(next) });
      node = node[name] as Node;
    });
  }
  return result && toPlain(result);
}

/**
 * A list's `filters[...]` bracket parameters parsed by `schema` (undefined when none is sent); a filter the schema
 * refuses is a 400 naming it (`filters.name.conditions.$near`).
 */
export function readBracketFilters<S extends z.ZodType>(url: string, schema: S): z.output<S> | undefined {
  const raw = parseBracketQuery(new URL(url).searchParams, 'filters');
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error, 'filters');
  return parsed.data;
}

/** Marks an intermediate container filled by index, to become an array at the end. */
const arrayMark = Symbol('array');

function segmentsOf(key: string, root: string) {
  const rest = key.slice(root.length);
  const matches = [...rest.matchAll(/\[([^\]]*)\]/g)];
  if (matches.map((m) => m[0]).join('') !== rest) throw refuse(key, 'expected name[field][...] with balanced brackets');
  const path = matches.map((m) => m[1]!);
  if (path.length > maxSegments) throw refuse(key, `at most ${maxSegments} bracketed segments`);
  const forbidden = path.find((segment) => forbiddenSegments.has(segment));
  if (forbidden !== undefined) throw refuse(key, `"${forbidden}" is not a field name`);
  return path;
}

/**
 * Null-prototype containers become plain objects (`Object.fromEntries` defines own properties, never setters), and
 * containers filled by index become arrays in index order.
 */
function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const node = value as Node & { [arrayMark]?: boolean };
  const entries = Object.keys(node).map((k) => [k, toPlain(node[k])] as const);
  if (node[arrayMark] && entries.every(([k]) => /^\d+$/.test(k)))
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}
