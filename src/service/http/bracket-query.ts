/**
 * Reads `filters[name][conditions][$in][0]=x` style parameters (qs / deepObject) into a nested object.
 * Numeric segments and `[]` build arrays; anything else builds objects. Keys not under `root` are ignored.
 */
export function parseBracketQuery(search: URLSearchParams, root: string): unknown {
  let result: Record<string, unknown> | undefined;
  for (const [key, value] of search) {
    if (key !== root && !key.startsWith(`${root}[`)) continue;
    const path = [...key.slice(root.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
    result ??= {};
    let node: Record<string, unknown> = result;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const next = path[i + 1];
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) {
        const existing = node[key];
        node[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      } else {
        node[key] ??= next === '' || /^\d+$/.test(next ?? '') ? [] : {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return result && toArrays(result);
}

/** Turns the intermediate `[]` containers back into plain arrays (they were filled by index). */
function toArrays(value: unknown): unknown {
  if (Array.isArray(value)) return Object.values(value).map(toArrays);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toArrays(v)]));
  return value;
}
