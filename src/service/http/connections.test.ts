import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/common.ts';
import { maxBodyBytes } from '../app.ts';
import { appHeaders } from '../testing/harness.ts';
import { useTestService } from '../testing/service.ts';

const live = useTestService({ live: true });

/** Writes `raw` on a fresh socket and resolves with everything the server sent before closing it. */
function exchange(raw: string) {
  const { hostname, port } = new URL(live.url);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

const parse = (response: string) => {
  const [head, body] = response.split('\r\n\r\n');
  return {
    statusLine: head!.split('\r\n')[0],
    head: head!.toLowerCase(),
    body: errorBodySchema.parse(JSON.parse(body!)),
  };
};

describe('requests Node cannot parse', () => {
  it.each([
    ['an invalid Content-Length', 'POST /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n{}'],
    ['an unknown method', 'BREW /v1/campaigns HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
    ['a broken request line', 'GET\r\n\r\n'],
  ])('answer %s with the error body and close', async (_name, raw) => {
    const { statusLine, head, body } = parse(await exchange(raw));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(head).toContain('connection: close');
    expect(head).toContain('content-type: application/json');
    expect(body).toMatchObject({
      code: 400,
      key: 'malformed_request',
      message: 'Bad Request',
      details: expect.stringContaining('could not be parsed'),
      request_id: expect.stringMatching(/^v-/),
    });
  });
});

describe('a 413 on a kept-alive connection', () => {
  it('closes the connection and says so, so a pooled client carries on with a new one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { hostname, port } = new URL(live.url);
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const headers = {
          ...appHeaders,
          ...(body !== undefined && {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          }),
        };
        const req = request({ agent, hostname, port, method, path, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const tooLarge = await send('POST', '/v1/events', JSON.stringify({ event: 'x'.repeat(maxBodyBytes) }));
      expect(tooLarge).toEqual({ status: 413, connection: 'close' });
      for (let i = 0; i < 3; i++) expect((await send('GET', '/v1/campaigns?limit=1')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
