import { seededRandom } from '../seed/random.ts';
import type { IdSource } from './context.ts';

const counterDigits = 10;

/**
 * A QA project's ids and code choices: a counter then seeded characters, so the same seed and request order give
 * the same ids, and ids sort in the order they were made (a frozen clock gives many rows one timestamp).
 */
export function createIdSource(seed: string): IdSource {
  const random = seededRandom(`${seed}#ids`);
  let made = 0;
  return {
    id: (prefix, length) =>
      `${prefix}${String(++made).padStart(counterDigits, '0')}${random.text(Math.max(0, length - counterDigits))}`,
    index: (n) => random.int(n),
  };
}
