import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The real service in a child process (`src/service/main.ts`), for benchmarks (load generation and server never
 * share a time slice) and fault tests (a child can be SIGKILLed). `env` comes last, so a caller can replace the
 * defaults, e.g. `PROMODESK_SEED: 'demo'` for a run that needs the demo project.
 */
export async function startServer(env: Record<string, string>, port: number) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/service/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PROMODESK_SEED: 'none',
      PROMODESK_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    const up = await fetch(`${base}/promodesk/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      return {
        base,
        pid: child.pid!,
        stop: () => (child.kill('SIGTERM'), exited),
        kill: () => (child.kill('SIGKILL'), exited),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the service did not start within 60 s');
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
