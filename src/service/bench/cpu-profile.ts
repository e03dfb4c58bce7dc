import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of V8's `.cpuprofile` format (written by `node --cpu-prof`) a summary needs. */
type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

export type ProfileEntry = { name: string; percent: number };

/** Where a frame's code comes from: a package, node's own code, the service, or V8 (GC, idle, program). */
function ownerOf(url: string): string {
  if (!url) return 'V8 (native, GC, idle)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  const own = url.match(/\/src\/(service\/[^/]+)/)?.[1];
  return own ? `promodesk ${own}` : url;
}

/**
 * Self time of a profile by function and by owner (package or service layer), largest first, as percentages of
 * the samples taken while not idle.
 */
export function summarizeCpuProfile(profile: CpuProfile, top = 12) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const micros = profile.timeDeltas[i] ?? 0;
    total += micros;
    const file = frame.url.replace(/^.*\/(node_modules|src)\//, '$1/');
    const name = `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const owner = ownerOf(frame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
  });
  const ranked = (map: Map<string, number>): ProfileEntry[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, percent: Math.round((micros / total) * 1000) / 10 }));
  return { busySeconds: Math.round(total / 1e5) / 10, byOwner: ranked(byOwner), byFunction: ranked(byFunction) };
}

/** The summary of the one profile a child process wrote into `dir`. */
export function summarizeProfileDir(dir: string) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  return summarizeCpuProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile);
}
