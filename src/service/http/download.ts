import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * Answers a file made of text chunks, each read only when the client has taken the previous one (a pull stream):
 * memory holds one chunk whatever the file's size, and when the client goes away node-server cancels the stream,
 * so no further chunk is read.
 *
 * The first chunk is read before the answer starts: whatever fails on the first read (input the database refuses,
 * a lost connection) is thrown here and becomes an error response, never a 200 cut off after its headers. A later
 * failure can only cut the file off: it is logged (the database's message, never the statement), and the stream
 * ends with an error that carries neither the statement nor a stack, because node-server prints the error it is
 * handed and may write its message into the cut-off body.
 */
export async function sendChunks(
  c: Context<AppEnv>,
  chunks: AsyncGenerator<string, void>,
  headers: { 'content-type': string; 'content-disposition': string },
): Promise<Response> {
  const first = await chunks.next();
  let waiting = first.done ? undefined : first.value;
  let cancelled = false;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (waiting !== undefined) {
        controller.enqueue(encoder.encode(waiting));
        waiting = undefined;
        return;
      }
      try {
        const next = await chunks.next();
        if (cancelled) return;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        c.get('log')('error', { msg: 'download cut off', path: c.req.path, error });
        if (!cancelled) controller.error(cutOff(c.get('requestId')));
      }
    },
    async cancel() {
      cancelled = true;
      await chunks.return(undefined);
    },
  });
  return c.body(body, 200, headers);
}

function cutOff(requestId: string) {
  const error = new Error(`The download failed after it started; the service's log says why (request ${requestId})`);
  error.stack = error.message;
  return error;
}
