/*
 * When a campaign or tier is usable inside a range, as concrete intervals: its dates, week days, daily hours and
 * repeating timeframe (and its promotion's, for a tier) expanded over the range.
 *
 * Validity only changes at a few instants: the range's ends, the start and the instant after the expiration, every
 * UTC midnight, every daily window's start and end on each day, and each timeframe repetition's start and end.
 * Between two such instants it is constant, so judging each stretch at its first instant with `isValidAt` (the
 * check redemption makes) gives exact intervals that never disagree with the engine. `active` is left out: a
 * switched-off item still has its schedule, and its status says it is off.
 */
import { durationToMs } from './durations.ts';
import { isValidAt, type ValidityWindow } from './validity.ts';

const dayMs = 86_400_000;
/** Boundaries judged per item at most: a timeframe repeating every minute over a year stops there. */
const MAX_BOUNDARIES = 50_000;

export interface Interval {
  start: number;
  end: number;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return (Number(h) * 60 + Number(m)) * 60_000;
};

function boundariesOf(window: ValidityWindow, from: number, until: number, into: number[]) {
  if (window.start_date) into.push(Date.parse(window.start_date));
  if (window.expiration_date) into.push(Date.parse(window.expiration_date) + 1);
  const times = (window.validity_hours?.daily ?? []).flatMap((w) => [
    minutesOf(w.start_time),
    minutesOf(w.expiration_time),
  ]);
  for (let day = from - dayMs; day < until; day += dayMs) {
    into.push(day);
    for (const time of times) into.push(day + time);
  }
  const timeframe = window.validity_timeframe;
  if (!timeframe?.duration || !window.start_date) return;
  const start = Date.parse(window.start_date);
  const duration = durationToMs(timeframe.duration);
  const interval = timeframe.interval ? durationToMs(timeframe.interval) : 0;
  if (interval <= 0) {
    into.push(start + duration);
    return;
  }
  const first = Math.max(0, Math.floor((from - start) / interval));
  for (let k = first; start + k * interval < until && into.length < MAX_BOUNDARIES; k++)
    into.push(start + k * interval, start + k * interval + duration);
}

/**
 * The intervals inside `[from, until)` when every window allows use, merged, in order; at most `limit` of them
 * (`truncated` says more followed or the boundaries ran past their bound).
 */
export function usableIntervals(
  windows: readonly ValidityWindow[],
  from: number,
  until: number,
  limit: number,
): { intervals: Interval[]; truncated: boolean } {
  const found: number[] = [from, until];
  for (const window of windows) boundariesOf(window, from, until, found);
  const instants = [...new Set(found.filter((t) => t >= from && t <= until))].sort((a, b) => a - b);
  let truncated = found.length >= MAX_BOUNDARIES;
  const intervals: Interval[] = [];
  for (let i = 0; i + 1 < instants.length; i++) {
    const start = instants[i]!;
    const at = new Date(start);
    if (!windows.every((w) => isValidAt({ ...w, active: true }, at).valid)) continue;
    const last = intervals.at(-1);
    if (last && last.end === start) last.end = instants[i + 1]!;
    else if (intervals.length === limit) {
      truncated = true;
      break;
    } else intervals.push({ start, end: instants[i + 1]! });
  }
  return { intervals, truncated };
}

/** The first stretch both lists share, if any (both sorted and disjoint). */
export function firstOverlap(a: readonly Interval[], b: readonly Interval[]): Interval | undefined {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!.start, b[j]!.start);
    const end = Math.min(a[i]!.end, b[j]!.end);
    if (start < end) return { start, end };
    if (a[i]!.end < b[j]!.end) i++;
    else j++;
  }
  return undefined;
}
