/*
 * Conflicts between two items of the calendar: usable at the same time (their concrete intervals intersect) and
 * competing for the same carts. They compete when they share a category, a required segment or products, or when
 * one is exclusive (once it applies the stacking rules skip the others). Tiers of one promotion are its ladder, not
 * competitors, so they are never paired; items switched off compete with nothing.
 */
import type { CalendarConflict, CalendarConflictKind } from '../../contract/calendar.ts';
import { firstOverlap, type Interval } from './calendar-intervals.ts';

export interface ConflictSubject {
  ref: CalendarConflict['items'][number];
  campaignId: string;
  on: boolean;
  intervals: readonly Interval[];
  categories: readonly { id: string; name: string }[];
  segments: readonly string[];
  products: readonly string[];
  exclusive: boolean;
}

const shared = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x));
const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/** What the two share, per kind, in words; empty when they do not compete. */
function competition(a: ConflictSubject, b: ConflictSubject): [CalendarConflictKind, string][] {
  const found: [CalendarConflictKind, string][] = [];
  const categories = a.categories.filter((c) => b.categories.some((d) => d.id === c.id)).map((c) => c.name);
  if (categories.length) found.push(['category', `both in category ${quoted(categories)}`]);
  const segments = shared(a.segments, b.segments);
  if (segments.length) found.push(['segment', `both for segment ${quoted(segments)}`]);
  const products = shared(a.products, b.products);
  if (products.length) found.push(['products', `both on ${quoted(products.slice(0, 5))}`]);
  if (a.exclusive || b.exclusive) {
    const exclusive = a.exclusive ? a : b;
    found.push(['exclusive', `"${exclusive.ref.name}" is exclusive: once it applies the other is skipped`]);
  }
  return found;
}

const iso = (t: number) => new Date(t).toISOString();

/** Every overlapping pair that competes, one conflict per kind, at most `limit` (then `truncated`). */
export function overlapConflicts(
  subjects: readonly ConflictSubject[],
  limit: number,
): { conflicts: CalendarConflict[]; truncated: boolean } {
  const conflicts: CalendarConflict[] = [];
  const live = subjects.filter((s) => s.on && s.intervals.length > 0);
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length; j++) {
      const a = live[i]!;
      const b = live[j]!;
      if (a.campaignId === b.campaignId) continue;
      const kinds = competition(a, b);
      if (kinds.length === 0) continue;
      const overlap = firstOverlap(a.intervals, b.intervals);
      if (!overlap) continue;
      for (const [kind, why] of kinds) {
        if (conflicts.length === limit) return { conflicts, truncated: true };
        conflicts.push({
          kind,
          reason: `"${a.ref.name}" and "${b.ref.name}" are usable together from ${iso(overlap.start)}, ${why}`,
          items: [a.ref, b.ref],
          overlap: { start: iso(overlap.start), end: iso(overlap.end) },
        });
      }
    }
  }
  return { conflicts, truncated: false };
}
