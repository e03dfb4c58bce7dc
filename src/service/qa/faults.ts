import { randomInt } from 'node:crypto';
import type { QaFault } from '../../contract/qa.ts';
import { pathMatches } from './journal.ts';

/** A small seeded generator (mulberry32): the same seed draws the same numbers in [0, 1). */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type ArmedFault = QaFault & { left: number; random: () => number };
const asSet = ({ left: _left, random: _random, ...fault }: ArmedFault): QaFault => fault;

/** A fault that hit a request, with the delay drawn for it. */
export type FaultHit = { fault: QaFault; delayMs: number };

/**
 * One project's injected faults: the first that matches a request draws whether it hits (its `probability`), and
 * wears off after `times` hits. Each fault draws from its own generator, seeded by its `seed` when given.
 */
export function createFaults() {
  let armed: ArmedFault[] = [];
  return {
    set(faults: QaFault[]) {
      armed = faults.map((f) => ({
        ...f,
        left: f.times ?? Infinity,
        random: seededRandom(f.seed ?? randomInt(4_294_967_295)),
      }));
    },
    list: () => armed.map(asSet),
    take(method: string, path: string): FaultHit | undefined {
      const fault = armed.find((f) => (f.method === undefined || f.method === method) && pathMatches(f.path, path));
      if (!fault || (fault.probability < 1 && fault.random() >= fault.probability)) return undefined;
      if (--fault.left <= 0) armed = armed.filter((f) => f !== fault);
      const jitter = fault.jitter_ms > 0 ? Math.floor(fault.random() * (fault.jitter_ms + 1)) : 0;
      return { fault: asSet(fault), delayMs: fault.latency_ms + jitter };
    },
  };
}
