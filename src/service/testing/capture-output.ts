import { vi } from 'vitest';

/** Everything written to stdout and stderr while `work` runs, kept out of the test output. */
export async function captureOutput(work: () => Promise<void>): Promise<string> {
  let output = '';
  const capture = (stream: NodeJS.WriteStream) =>
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => ((output += String(chunk)), true));
  const spies = [capture(process.stdout), capture(process.stderr)];
  try {
    await work();
    // Info lines go out at the end of the event-loop turn they were written in.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return output;
}
