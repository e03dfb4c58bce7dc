import { format } from 'node:util';
import { vi } from 'vitest';

/**
 * Everything written to stdout and stderr while `work` runs, kept out of the test output: the streams, and the
 * console, which Vitest routes around them (libraries such as node-server print through it).
 */
export async function captureOutput(work: () => Promise<void>): Promise<string> {
  let output = '';
  const capture = (stream: NodeJS.WriteStream) =>
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => ((output += String(chunk)), true));
  const captureConsole = (method: 'log' | 'info' | 'warn' | 'error' | 'debug') =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output += `${format(...args)}\n`;
    });
  const spies = [
    capture(process.stdout),
    capture(process.stderr),
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map(captureConsole),
  ];
  try {
    await work();
    // Info lines go out at the end of the event-loop turn they were written in.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return output;
}
