import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { Server } from 'node:http';
import { answerUnparsableRequests } from '../http/unparsable-requests.ts';
import type { App } from '../app.ts';
import { createTestService } from './harness.ts';
import type { TestService } from './suite.ts';

export type LiveService = TestService & { url: string };

/**
 * A seeded service listening on 127.0.0.1 on a free port for the calling test file, for clients that need a real
 * socket (the official SDK, raw HTTP request targets such as `//v1/...`).
 */
export function useLiveService(): LiveService {
  const live = {} as LiveService;
  let stop = async () => {};
  beforeAll(async () => {
    // The port is known only once listening, and the app's public URL (links it hands out) is that address.
    const target: { app?: App } = {};
    const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
      const server = serve(
        { fetch: (request, env) => target.app!.fetch(request, env), hostname: '127.0.0.1', port: 0 },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
      answerUnparsableRequests(server as Server);
    });
    const url = `http://127.0.0.1:${port}`;
    const service = await createTestService({ publicUrl: url });
    target.app = service.app;
    Object.assign(live, service, { url });
    stop = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
    };
  });
  afterAll(() => stop());
  return live;
}

/**
 * Sends a request with the request target written exactly as given (no URL normalisation, unlike fetch),
 * e.g. `//v1/campaigns` or a percent-encoded id.
 */
export function rawRequest(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; body: any; text: string }>((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
