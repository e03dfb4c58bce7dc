import { isDeepStrictEqual } from 'node:util';
import type { JournalEntry, JournalFilter, JournalVerification } from '../../contract/qa.ts';

/** Entries kept per project; older ones make way. */
const kept = 1000;

/** `*` at the end of a pattern matches any rest of the path. */
export const pathMatches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** `expected`'s fields are all in `actual` (objects compared field by field, everything else as equal values). */
function contains(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'object' || expected === null || Array.isArray(expected))
    return isDeepStrictEqual(actual, expected);
  if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
  return Object.entries(expected).every(([key, value]) =>
    Object.hasOwn(actual, key) ? contains((actual as Record<string, unknown>)[key], value) : false,
  );
}

const matches = (entry: JournalEntry, filter: JournalFilter & { body?: unknown }) =>
  (filter.method === undefined || entry.method === filter.method) &&
  (filter.path === undefined || pathMatches(filter.path, entry.path)) &&
  (filter.status === undefined || entry.status === filter.status) &&
  (filter.body === undefined || contains(entry.body, filter.body));

/** What the count misses, in words; without any bound, at least one is expected. */
function shortfall(matched: number, bounds: { count?: number; atLeast?: number; atMost?: number }) {
  if (bounds.count !== undefined) return matched === bounds.count ? undefined : `exactly ${bounds.count}`;
  const least = bounds.atLeast ?? (bounds.atMost === undefined ? 1 : 0);
  if (matched < least) return `at least ${least}`;
  if (bounds.atMost !== undefined && matched > bounds.atMost) return `at most ${bounds.atMost}`;
  return undefined;
}

/** The requests one project received, oldest first, for suites to query and verify. */
export function createJournal() {
  let entries: JournalEntry[] = [];
  return {
    record(entry: JournalEntry) {
      entries.push(entry);
      if (entries.length > kept) entries = entries.slice(-kept);
    },
    find: (filter: JournalFilter & { body?: unknown }) => entries.filter((e) => matches(e, filter)),
    /** Undefined when the verification holds, else why not: what was expected, how many matched, what was seen. */
    verify(spec: JournalVerification): string | undefined {
      const { count, at_least: atLeast, at_most: atMost, ...filter } = spec;
      const matched = entries.filter((e) => matches(e, filter)).length;
      const wanted = shortfall(matched, { count, atLeast, atMost });
      if (wanted === undefined) return undefined;
      const described = [filter.method ?? 'any method', filter.path ?? 'any path'].join(' ');
      const status = filter.status === undefined ? '' : ` answered ${filter.status}`;
      const body = filter.body === undefined ? '' : ` with a body containing ${JSON.stringify(filter.body)}`;
      const newest = entries
        .slice(-5)
        .reverse()
        .map((e) => `${e.method} ${e.path} ${e.status}`)
        .join(', ');
      const seen = entries.length ? `; the newest: ${newest}` : '';
      return `Expected ${wanted} request(s) ${described}${status}${body}, and ${matched} matched. The journal holds the project's last ${entries.length} request(s) (at most ${kept})${seen}.`;
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;
