/**
 * `npm test`: the static checks and the production build side by side (three at a time: each waits on one core, and
 * the build takes the core the first check to end leaves), then Vitest on PGlite and the Playwright suite against
 * the build. Prints `stage NAME SECONDS` as each stage ends, and stops at the first stage that fails, with its exit
 * code. The output of stages that run side by side is printed whole as each ends, so it never interleaves.
 */
import { spawn } from 'node:child_process';

type Stage = { name: string; command: string[] };

const npx = (...args: string[]): string[] => ['npx', '--no-install', ...args];
const sideBySide: Stage[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'format', command: ['npm', 'run', '--silent', 'format:check'] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
];
const atOnce = 3;
const inTurn: Stage[] = [
  { name: 'vitest', command: npx('vitest', 'run') },
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

/** Runs `stages` in order, `atOnce` at a time, each as soon as one ends; answers their exit codes. */
async function inLanes(stages: Stage[]) {
  const waiting = [...stages];
  const codes: number[] = [];
  const lane = async () => {
    for (let stage = waiting.shift(); stage; stage = waiting.shift()) codes.push(await run(stage, true));
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  return codes;
}

const failed = (await inLanes(sideBySide)).find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
for (const stage of inTurn) {
  const code = await run(stage, false);
  if (code !== 0) process.exit(code);
}
