import { isDeepStrictEqual } from 'node:util';
import type {
  JournalCaused,
  JournalCausedFilter,
  JournalEntry,
  JournalFilter,
  JournalVerification,
} from '../../contract/qa.ts';

/** Entries kept per project; older ones make way. */
const kept = 1000;

/** A journal entry as kept: what the request caused is looked up when it is read, from the events it recorded. */
export type JournalRecord = Omit<JournalEntry, 'caused'> & { webhookEventIds: string[] };

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

const matches = (entry: JournalRecord, filter: JournalFilter & { body?: unknown }) =>
  (filter.method === undefined || entry.method === filter.method) &&
  (filter.path === undefined || pathMatches(filter.path, entry.path)) &&
  (filter.status === undefined || entry.status === filter.status) &&
  (filter.body === undefined || contains(entry.body, filter.body));

/** The sink a webhook target reaches, if it is one of this service's QA sinks. */
const sinkOf = (targetUrl: string) => /\/promodesk\/qa\/sink\/([\w.-]+)$/.exec(targetUrl)?.[1];

/** Whether a request's effects hold every part of the filter. */
export function causedMatches(caused: JournalCaused, filter: JournalCausedFilter) {
  const { webhook_event: event, delivery, audit_action: audit, async_action: action } = filter;
  return (
    (event === undefined || caused.webhook_events.some((e) => e.type === event)) &&
    (delivery === undefined ||
      caused.webhook_deliveries.some(
        (d) =>
          (delivery.event === undefined || d.event_type === delivery.event) &&
          (delivery.sink === undefined || sinkOf(d.target_url) === delivery.sink) &&
          (delivery.target_url === undefined || d.target_url === delivery.target_url) &&
          (delivery.status === undefined || d.status === delivery.status),
      )) &&
    (audit === undefined || caused.audit_entries.some((a) => a.action === audit)) &&
    (action === undefined || caused.async_actions.some((a) => a.type === action))
  );
}

/** A causation filter in words: "a redemption.succeeded delivery to sink shop". */
function describeFilter(filter: JournalCausedFilter) {
  const { webhook_event: event, delivery, audit_action: audit, async_action: action } = filter;
  const parts = [
    event && `a ${event} event`,
    delivery &&
      [
        `a ${delivery.event ?? 'webhook'} delivery`,
        delivery.sink && `to sink ${delivery.sink}`,
        delivery.target_url && `to ${delivery.target_url}`,
        delivery.status && `(${delivery.status})`,
      ]
        .filter(Boolean)
        .join(' '),
    audit && `an audit entry ${audit}`,
    action && `an async action ${action}`,
  ];
  return parts.filter(Boolean).join(' and ');
}

/** What a request caused, briefly, for a failed verification's "seen". */
function describeCaused(caused: JournalCaused) {
  const parts = [
    ...caused.webhook_deliveries.map((d) => `${d.event_type} delivery to ${d.target_url} (${d.status})`),
    ...caused.webhook_events
      .filter((e) => !caused.webhook_deliveries.some((d) => d.event_id === e.id))
      .map((e) => `${e.type} event (no delivery)`),
    ...caused.audit_entries.map((a) => `audit ${a.action}`),
    ...caused.async_actions.map((a) => `async action ${a.type}`),
  ];
  return parts.length ? parts.join(', ') : 'nothing';
}

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
  let entries: JournalRecord[] = [];
  return {
    record(entry: JournalRecord) {
      entries.push(entry);
      if (entries.length > kept) entries = entries.slice(-kept);
    },
    find: (filter: JournalFilter & { body?: unknown }) => entries.filter((e) => matches(e, filter)),
    /**
     * How many of `candidates` (the entries matching the verification's request filter, with what they caused)
     * match it all, and when that misses its bounds, why: what was expected, how many matched, what was seen.
     */
    verdict(spec: JournalVerification, candidates: JournalEntry[]): { matched: number; failure?: string } {
      const { count, at_least: atLeast, at_most: atMost, caused, ...filter } = spec;
      const matched = caused ? candidates.filter((e) => causedMatches(e.caused, caused)).length : candidates.length;
      const wanted = shortfall(matched, { count, atLeast, atMost });
      if (wanted === undefined) return { matched };
      const described = [filter.method ?? 'any method', filter.path ?? 'any path'].join(' ');
      const status = filter.status === undefined ? '' : ` answered ${filter.status}`;
      const body = filter.body === undefined ? '' : ` with a body containing ${JSON.stringify(filter.body)}`;
      const expected = `Expected ${wanted} request(s) ${described}${status}${body}`;
      if (caused) {
        const seen = candidates
          .slice(-5)
          .reverse()
          .map((e) => `${e.method} ${e.path} ${e.status} caused ${describeCaused(e.caused)}`)
          .join('; ');
        const others = `${candidates.length} request(s) matched all but what they caused${seen ? `; the newest: ${seen}` : ''}`;
        return {
          matched,
          failure: `${expected} that caused ${describeFilter(caused)}, and ${matched} matched. ${others}.`,
        };
      }
      const newest = entries
        .slice(-5)
        .reverse()
        .map((e) => `${e.method} ${e.path} ${e.status}`)
        .join(', ');
      const seen = entries.length ? `; the newest: ${newest}` : '';
      const held = `The journal holds the project's last ${entries.length} request(s) (at most ${kept})${seen}`;
      return { matched, failure: `${expected}, and ${matched} matched. ${held}.` };
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;
