import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { body: Buffer; headers: IncomingHttpHeaders };
/** How the receiver answers its n-th request (1-based): a status code, or `hold` to never answer. */
export type ReceiverAnswer = (n: number) => number | 'hold';

/**
 * A webhook receiver on 127.0.0.1 (a port the OS picks) that keeps every request's raw body and headers. Its
 * `answer` can be swapped while it runs, e.g. from failing to succeeding.
 */
export async function startWebhookReceiver(answer: ReceiverAnswer = () => 200) {
  const received: ReceivedWebhook[] = [];
  const held: ServerResponse[] = [];
  const receiver = { answer, received, url: '', port: 0, close: () => Promise.resolve() };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: req.headers });
      const status = receiver.answer(received.length);
      if (status === 'hold') held.push(res);
      else res.writeHead(status, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
