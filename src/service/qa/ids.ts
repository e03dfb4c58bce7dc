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
