import { serve } from '@hono/node-server';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { AppDeps } from '../http/env.ts';
import { answerUnparsableRequests } from '../http/unparsable-requests.ts';
import type { Database } from '../store/db.ts';
import { openSeededTestDatabase, persistentTestStore, seedTestDatabase, testPublicUrl } from './harness.ts';

export type TestServiceOptions = Partial<Omit<AppDeps, 'database'>> & {
  /**
   * Also listen on 127.0.0.1 on a port the OS picks, for clients that need a real socket (the official SDK, raw
   * request targets such as `//v1/...`); `url`, the app's public URL, is then that address.
   */
  live?: boolean;
  /** Keep the database where a new connection finds it (a PGlite folder on disk, or a PostgreSQL database), for `restart`. */
  persistent?: boolean;
  /** Seed a fresh database as a first start at this moment would, instead of the run's seeded one. */
  seededAt?: Date;
};

export type TestService = {
  app: App;
  database: Database;
  /** `app.request` of the current app. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** Where the service is reached: the listening address with `live`, else the pretend public URL. */
  url: string;
  /** With `persistent` on PGlite: the data folder. */
  dataDir?: string;
  /**
   * With `persistent`: closes the database, runs `whileStopped`, connects again and builds a new app on it, as a
   * restarted process would.
   */
  restart: (whileStopped?: () => void | Promise<void>) => Promise<void>;
};

/**
 * The one way tests start the service in-process: a seeded demo database with `testKeys` for the calling test
 * file, built in `beforeAll` and closed in `afterAll`. The returned object is filled in before the first test runs,
 * so tests use it directly. The child-process service is `startChildProcessService`.
 */
export function useTestService(options: TestServiceOptions = {}): TestService {
  const { live, persistent, seededAt, ...deps } = options;
  const service = {} as TestService;
  const cleanups: (() => Promise<unknown>)[] = [];
  const build = (database: Database) => {
    service.database = database;
    // Passwords set through the service are hashed at the test cost, as the seeded ones are (harness.ts).
    service.app = createApp({ database, publicUrl: service.url, passwordCost: 'low', ...deps });
  };
  beforeAll(
    async () => {
      service.url = live ? await listen(service, cleanups) : testPublicUrl;
      service.request = async (path, init) => service.app.request(path, init);
      if (!persistent) {
        build(await openSeededTestDatabase(seededAt));
        service.restart = () => Promise.reject(new Error('restart needs useTestService({ persistent: true })'));
        cleanups.unshift(() => service.database.close());
        return;
      }
      const store = await persistentTestStore();
      cleanups.unshift(() => store.dispose());
      if (store.kind === 'pglite') service.dataDir = store.dataDir;
      const database = await store.open();
      cleanups.unshift(() => service.database.close());
      await seedTestDatabase(database);
      build(database);
      service.restart = async (whileStopped) => {
        await service.database.close();
        await whileStopped?.();
        build(await store.open());
      };
    },
    // An on-disk database, or one seeded at its own moment, is created and seeded here rather than loaded from the
    // snapshot.
    persistent || seededAt ? 120_000 : undefined,
  );
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  return service;
}

/** Serves `service.app` (looked up per request, so a restart is picked up) on a free port; returns its address. */
async function listen(service: TestService, cleanups: (() => Promise<unknown>)[]) {
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const server = serve(
      { fetch: (request, env) => service.app.fetch(request, env), hostname: '127.0.0.1', port: 0 },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
    answerUnparsableRequests(server as Server);
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}`;
}

/** A clock the test moves by hand, for `useTestService({ now: clock.now })`. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds: number) => {
      current += seconds * 1000;
    },
  };
}

/**
 * Sends a request with the request target written exactly as given (no URL normalisation, unlike fetch),
 * e.g. `//v1/campaigns` or a percent-encoded id. Answers a fetch `Response` with the status, headers and text, so
 * `readAs` reads it like any other.
 */
export function rawRequest(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const each of [value ?? []].flat()) headers.append(name, each);
          resolve(new Response(text || null, { status: res.statusCode, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
