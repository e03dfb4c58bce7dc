/**
 * `npm test`: the static checks side by side (each waits on one core), then Vitest on PGlite, the production build
 * and the Playwright suite against it. Prints `stage NAME SECONDS` as each stage ends, and stops at the first stage
 * that fails, with its exit code. The output of stages that run side by side is printed whole as each ends, so it
 * never interleaves.
 */
import { spawn } from 'node:child_process';

type Stage = { name: string; command: string[] };

const npx = (...args: string[]): string[] => ['npx', '--no-install', ...args];
const checks: Stage[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'format', command: ['npm', 'run', '--silent', 'format:check'] },
];
const inTurn: Stage[] = [
  { name: 'vitest', command: npx('vitest', 'run') },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'e2e', command: npx('playwright', 'test', '-c', 'e2e/playwright.config.ts') },
];

/** Runs a stage; `quiet` keeps its output until it ends. Answers its exit code once its stage line is printed. */
function run({ name, command }: Stage, quiet: boolean) {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise<number>((resolve) => {
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((performance.now() - started) / 1000);
      const failed = code === 0 ? '' : ` failed (${signal ?? `exit ${code}`})`;
      console.log(`stage ${name} ${seconds}${failed}`);
      resolve(code ?? 1);
    });
  });
}

const failed = (await Promise.all(checks.map((stage) => run(stage, true)))).find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
for (const stage of inTurn) {
  const code = await run(stage, false);
  if (code !== 0) process.exit(code);
}
