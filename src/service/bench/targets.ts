import type { StoreKind } from './bench-kit.ts';

/** What a scenario must reach (issue 13), per store; a missing bound is not a target there. */
export type Target = {
  minRatio?: number;
  maxP99Ms?: number;
  maxP50Ms?: number;
  minRps?: number;
  maxSeconds?: number;
  maxPeakRssMiB?: number;
  maxRssMiB?: number;
  /** Deep page's rate over page 1's. */
  minDepthRatio?: number;
  /** Two processes' combined rate over one process's. */
  minScaling?: number;
  /** Over-redemptions allowed: always none. */
  maxOverRedemptions?: number;
};

export const targets: Record<string, Partial<Record<StoreKind, Target>>> = {
  'tier-keys': { postgres: { minRatio: 0.35, maxP99Ms: 50 }, pglite: { minRatio: 0.2, maxP99Ms: 150 } },
  'tier-token': { postgres: { minRatio: 0.35, maxP99Ms: 50 }, pglite: { minRatio: 0.2, maxP99Ms: 150 } },
  'templates-first': { postgres: { minRatio: 0.3 }, pglite: { minRatio: 0.15 } },
  'templates-deep': { postgres: { minRatio: 0.3, minDepthRatio: 0.9 }, pglite: { minRatio: 0.15 } },
  qualification: { postgres: { maxP99Ms: 25, minRps: 300 }, pglite: { maxP99Ms: 60 } },
  // Issue 27: all clients on one code, tier and customer (hot), or each on its own code and customer (spread); the
  // same engine behind server keys, the same bounds.
  redemption: {
    postgres: { minRatio: 0.025, maxP99Ms: 100, maxOverRedemptions: 0 },
    pglite: { minRatio: 0.01, maxP99Ms: 250, maxOverRedemptions: 0 },
  },
  'redemption-spread': {
    postgres: { minRatio: 0.04, maxP99Ms: 60, maxOverRedemptions: 0 },
    pglite: { minRatio: 0.015, maxOverRedemptions: 0 },
  },
  'redemption-server': {
    postgres: { minRatio: 0.025, maxP99Ms: 100, maxOverRedemptions: 0 },
    pglite: { minRatio: 0.01, maxP99Ms: 250, maxOverRedemptions: 0 },
  },
  'redemption-server-spread': {
    postgres: { minRatio: 0.04, maxP99Ms: 60, maxOverRedemptions: 0 },
    pglite: { minRatio: 0.015, maxOverRedemptions: 0 },
  },
  export: { postgres: { maxSeconds: 10, maxPeakRssMiB: 250 }, pglite: { maxSeconds: 15, maxPeakRssMiB: 300 } },
  'campaign-setup': { postgres: { maxSeconds: 10 }, pglite: { maxSeconds: 20 } },
  // 'bulk-action' (issue 28, 10,000 vouchers disabled) names no target: its figure is printed, not judged.
  // Issue 27: the built service with plain node, and processes that add up.
  startup: { postgres: { maxSeconds: 0.5 }, pglite: { maxSeconds: 0.7 } },
  memory: { postgres: { maxRssMiB: 120 }, pglite: { maxRssMiB: 200 } },
  'two-processes': { postgres: { minScaling: 1.0, maxOverRedemptions: 0 } },
  'two-processes-spread': { postgres: { minScaling: 1.0, maxOverRedemptions: 0 } },
  // Issue 15: QA mode's per-worker project and reset, the median of 30.
  'qa-project': { postgres: { maxP50Ms: 100 }, pglite: { maxP50Ms: 100 } },
  'qa-reset': { postgres: { maxP50Ms: 50 }, pglite: { maxP50Ms: 50 } },
  // Issue 29: a reset to a named snapshot is as fast as one to the seed; taking, exporting and importing are printed.
  'qa-snapshot-restore': { postgres: { maxP50Ms: 50 }, pglite: { maxP50Ms: 50 } },
  // Issue 28's 'palette-search' and 'palette-search-name' name no target: their figures are printed, not judged.
};

/** The figures a target is judged on; a scenario reports those it measures. */
export type Measured = {
  ratio?: number;
  p99?: number;
  p50?: number;
  rps?: number;
  seconds?: number;
  peakRssMiB?: number;
  rssMiB?: number;
  depthRatio?: number;
  scaling?: number;
  overRedemptions?: number;
};

const checks: [keyof Target, keyof Measured, 'min' | 'max', (v: number) => string][] = [
  ['minRatio', 'ratio', 'min', (v) => `>= ${v}x no-op`],
  ['maxP99Ms', 'p99', 'max', (v) => `p99 <= ${v} ms`],
  ['maxP50Ms', 'p50', 'max', (v) => `median <= ${v} ms`],
  ['minRps', 'rps', 'min', (v) => `>= ${v} req/s`],
  ['maxSeconds', 'seconds', 'max', (v) => `<= ${v} s`],
  ['maxPeakRssMiB', 'peakRssMiB', 'max', (v) => `peak RSS <= ${v} MiB`],
  ['maxRssMiB', 'rssMiB', 'max', (v) => `RSS <= ${v} MiB`],
  ['minDepthRatio', 'depthRatio', 'min', (v) => `depth/page 1 >= ${v}`],
  ['minScaling', 'scaling', 'min', (v) => `>= ${v}x one process`],
  ['maxOverRedemptions', 'overRedemptions', 'max', (v) => `${v} over-redemptions`],
];

/** "target: met" or "target: missed" for each bound of the scenario's target on this store. */
export function judge(key: string, kind: StoreKind, measured: Measured): { verdict: string; met: boolean } | undefined {
  const target = targets[key]?.[kind];
  if (!target) return undefined;
  const parts: string[] = [];
  let met = true;
  for (const [bound, figure, direction, describe] of checks) {
    const limit = target[bound];
    if (limit === undefined) continue;
    const value = measured[figure];
    const ok = value !== undefined && (direction === 'min' ? value >= limit : value <= limit);
    met &&= ok;
    parts.push(`${describe(limit)}: ${ok ? 'met' : 'missed'}`);
  }
  return { verdict: parts.join(', '), met };
}
