import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How node runs the service: from source through tsx (tests), or the esbuild bundle (`npm run serve`, the bench). */
export const sourceService = ['--import', 'tsx', 'src/service/main.ts'];
export const builtService = (dir = 'dist/service') => ['--enable-source-maps', join(dir, 'main.js')];

/**
 * The real service in a child process (`service`: from source unless told otherwise), for benchmarks (load generation and server never
 * share a time slice) and fault tests (a child can be SIGKILLed). It listens on a port the OS picks, read back from
 * its start-up line. `env` comes last, so a caller can replace the defaults, e.g. `PROMODESK_SEED: 'demo'` for a run
 * that needs the demo project; `nodeArgs` go to node (e.g. `--cpu-prof`).
 */
export async function startChildProcessService(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  service = sourceService,
) {
  const child = spawn(process.execPath, [...nodeArgs, ...service], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PROMODESK_SEED: 'none',
      PROMODESK_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const base = await startupAddress(child.stdout, exited);
    return {
      base,
      pid: child.pid!,
      /** Settles when the process ends, however it ends. */
      exited,
      stop: () => (child.kill('SIGTERM'), exited),
      kill: () => (child.kill('SIGKILL'), exited),
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/**
 * The address in the service's "Promodesk is running at <url>" line. The rest of its output (one access-log line
 * per request) is read and dropped, so a full pipe never blocks the child.
 */
function startupAddress(stdout: NodeJS.ReadableStream, exited: Promise<void>) {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    let listening = false;
    const deadline = setTimeout(() => reject(new Error('the service did not start within 60 s')), 60_000);
    stdout.setEncoding('utf8');
    stdout.on('data', (chunk: string) => {
      if (listening) return;
      output += chunk;
      const url = output.match(/Promodesk is running at (http:\/\/\S+)/)?.[1];
      if (!url) return;
      listening = true;
      clearTimeout(deadline);
      resolve(url);
    });
    void exited.then(() => {
      clearTimeout(deadline);
      reject(new Error('the service exited before listening'));
    });
  });
}

/** Peak resident memory of a process so far (Linux VmHWM), in MiB. */
export function peakRssMiB(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

export function currentRssMiB(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}
