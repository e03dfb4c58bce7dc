import { load, type LoadFigures, type LoadOptions } from './load.ts';
import { judge, type Measured } from './targets.ts';

/*
 * What every benchmark scenario shares: the row it prints, timed load with a warm-up, JSON requests, and the
 * verdict against a target.
 */

export type StoreKind = 'pglite' | 'postgres';

export type Row = {
  key: string;
  scenario: string;
  rps?: number;
  p50?: number;
  p99?: number;
  ratio?: number;
  notes?: string;
  /** Each bound of the scenario's target with met/missed, when it has one on this store. */
  target?: string;
  met?: boolean;
  figures?: Record<string, number>;
};

export const json = { 'content-type': 'application/json' };
/** How long a load is recorded, after its warm-up. */
export const seconds = 5;
const warmUpSeconds = 2;

/**
 * A timed scenario after an unrecorded warm-up of the same requests: the first seconds of a fresh process pay
 * for JIT and WebAssembly tier-up (PGlite queries take 10-20 ms until then, under 1 ms after).
 */
export async function measure(options: LoadOptions): Promise<LoadFigures> {
  await load({ ...options, duration: warmUpSeconds });
  return load({ ...options, duration: seconds });
}

export async function getJson(url: string, headers: Record<string, string>, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A row with its verdict against the scenario's target on this store. */
export function judged(kind: StoreKind, row: Row, measured: Measured): Row {
  const verdict = judge(row.key, kind, measured);
  return verdict ? { ...row, target: verdict.verdict, met: verdict.met } : row;
}

export const loadRow = (key: string, scenario: string, figures: LoadFigures, ceiling: number, notes = ''): Row => ({
  key,
  scenario,
  rps: figures.rps,
  p50: figures.p50,
  p99: figures.p99,
  ratio: Math.round((figures.rps / ceiling) * 100) / 100,
  notes: [figures.non2xx ? `${figures.non2xx} non-2xx` : '', figures.errors ? `${figures.errors} errors` : '', notes]
    .filter(Boolean)
    .join('; '),
});
