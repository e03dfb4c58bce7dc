import { createHash } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A seeded generator (mulberry32), so the same variables always seed the same data. */
export function seededRandom(seedText: string) {
  let state = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const text = (length: number, charset = alphabet) =>
    Array.from({ length }, () => charset[int(charset.length)]).join('');
  return {
    int,
    text,
    id: (prefix: string) => `${prefix}${text(24)}`,
    pick: <T>(items: readonly T[]) => items[int(items.length)]!,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
