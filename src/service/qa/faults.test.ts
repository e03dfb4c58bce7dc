import { describe, expect, it } from 'vitest';
import { qaFaultSchema } from '../../contract/qa.ts';
import { createFaults } from './faults.ts';

/** Which of `n` requests to the path the faults hit, and the delay each hit drew. */
function draws(fault: unknown, n: number) {
  const faults = createFaults();
  faults.set([qaFaultSchema.parse(fault)]);
  return Array.from({ length: n }, () => faults.take('GET', '/v1/vouchers/X')?.delayMs ?? null);
}

describe('QA faults', () => {
  it('hits with its probability, the same requests again for the same seed', () => {
    const fault = { path: '/v1/vouchers/*', status: 503, probability: 0.3, seed: 7 };
    const first = draws(fault, 200);
    const hits = first.filter((delay) => delay !== null).length;
    expect(hits).toBeGreaterThan(30);
    expect(hits).toBeLessThan(90);
    expect(draws(fault, 200)).toEqual(first);
    expect(draws({ ...fault, seed: 8 }, 200)).not.toEqual(first);
  });

  it('draws a delay between its latency and latency plus jitter, repeatably', () => {
    const fault = { path: '/v1/vouchers/*', latency_ms: 100, jitter_ms: 50, seed: 3 };
    const delays = draws(fault, 100) as number[];
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...delays)).toBeLessThanOrEqual(150);
    expect(new Set(delays).size).toBeGreaterThan(10);
    expect(draws(fault, 100)).toEqual(delays);
  });

  it('counts only the requests it hit towards times', () => {
    const delays = draws({ path: '/v1/vouchers/*', status: 500, probability: 0.5, seed: 1, times: 3 }, 100);
    expect(delays.filter((delay) => delay !== null)).toHaveLength(3);
  });
});
