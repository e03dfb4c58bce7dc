import { seededRandom } from '../seed/random.ts';
import type { IdSource } from './context.ts';

const counterDigits = 10;

/**
 * A QA project's ids and code choices: a counter then seeded characters, so the same seed and request order give
 * the same ids, and ids sort in the order they were made (a frozen clock gives many rows one timestamp). A source
 * for a project returned to a snapshot counts on from the ids made before it, so none repeats one it holds.
 */
export function createIdSource(seed: string, madeBefore = 0): IdSource {
  const random = seededRandom(`${seed}#ids`);
  let made = madeBefore;
  return {
    id: (prefix, length) =>
      `${prefix}${String(++made).padStart(counterDigits, '0')}${random.text(Math.max(0, length - counterDigits))}`,
    index: (n) => random.int(n),
    made: () => made,
  };
}

/** A QA id's counter, after its prefix (a bin entry's prefix holds its time in hex). */
const qaIdCounter = new RegExp(`^[a-z]+_(?:[0-9a-f]{12})?([0-9]{${counterDigits}})`);

/**
 * The highest counter among the ids a QA id source made that `rows` hold (0 when none): a source counting on from it
 * makes no id a row already has, as after a restart on a kept store.
 */
export function idsMadeIn(rows: Iterable<Record<string, unknown>>) {
  let highest = 0;
  for (const row of rows)
    for (const value of Object.values(row)) {
      const counter = typeof value === 'string' ? qaIdCounter.exec(value)?.[1] : undefined;
      if (counter) highest = Math.max(highest, Number(counter));
    }
  return highest;
}
