import { describe, expect, it } from 'vitest';
import { sharedFreshBatch, sharedFreshRead } from './model-cache.ts';

/** A read whose answer is the number of writes made before it started. */
function versionedSource() {
  let writes = 0;
  const started: number[] = [];
  return {
    write: () => void writes++,
    read: async () => {
      const seen = writes;
      started.push(seen);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return seen;
    },
    reads: () => started.length,
  };
}

describe('shared fresh reads', () => {
  it('give every caller a value read after it asked, with one read per round for all who wait', async () => {
    const source = versionedSource();
    const read = sharedFreshRead(source.read);
    const first = read();
    source.write();
    // Asked after the write, while the first read is under way: it must not get the first read's value.
    const afterWrite = [read(), read(), read()];
    expect(await first).toBe(0);
    expect(await Promise.all(afterWrite)).toEqual([1, 1, 1]);
    expect(source.reads()).toBe(2);
  });

  it('batch keys asked for together, and never hand a key a batch that started before it was asked', async () => {
    const batches: string[][] = [];
    let writes = 0;
    const load = sharedFreshBatch(async (keys: string[]) => {
      batches.push(keys);
      const seen = writes;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Map(keys.map((key) => [key, `${key}@${seen}`]));
    });
    const first = load('a');
    writes++;
    const later = [load('a'), load('b'), load('b')];
    expect(await first).toBe('a@0');
    expect(await Promise.all(later)).toEqual(['a@1', 'b@1', 'b@1']);
    expect(batches).toEqual([['a'], ['a', 'b']]);
  });
});
