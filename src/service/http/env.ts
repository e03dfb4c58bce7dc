import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';
import type { Permission } from '../../contract/access.ts';
import type { Scope } from '../../contract/oauth.ts';
import type { PasswordCost } from '../secrets/passwords.ts';
import type { RateLimiter } from './guards/rate-limit.ts';
import type { Database } from '../store/db.ts';
import type { LogLevel } from '../log.ts';
import type { Mailer } from '../mail.ts';
import type { QaMode } from '../qa/mode.ts';
import type { ModelCache, ModelSnapshot } from '../store/model-cache.ts';

export type Principal =
  | { kind: 'app'; projectId: string; clientId: string }
  | { kind: 'client'; projectId: string; clientId: string }
  | { kind: 'token'; projectId: string; clientId: string; scopes: Scope[] }
  | { kind: 'management'; keyId: string }
  /** A person signed in to the dashboard, acting in one project (none on account-wide operations). */
  | { kind: 'person'; userId: string; projectId: string | undefined; permissions: Permission[] };

/** What the app needs from outside: the database, clocks, where it is reached and whether demo keys may be served. */
export type AppDeps = {
  database: Database;
  now?: () => Date;
  /** The service's address as its users reach it (`PROMODESK_PUBLIC_URL`): links it hands out start with it. */
  publicUrl: string;
  /** Host header values the service answers (`name` or `name:port`); unset answers any. */
  allowedHosts?: string[] | undefined;
  /** The demo owner, who may sign in without a password, but only from a page on a loopback Host on `demoPort`. */
  demoAccount?: { email: string } | undefined;
  demoPort?: number | undefined;
  /** One JSON line per request (method, path, status, time); never headers, bodies or query strings. */
  accessLog?: boolean;
  /** The hash of the one-time setup link's secret, printed at a start with nobody to sign in and no owner set. */
  setupTokenHash?: string | undefined;
  /** Sends invitations and password resets; unset writes them to the log. */
  mailer?: Mailer | undefined;
  /** QA mode (`PROMODESK_QA=1`): clocks, projects, journals, faults and sinks for test suites; `now` reads its clocks. */
  qa?: QaMode | undefined;
  /** Requests per second per credential and per address; 0 or unset turns limiting off. */
  rateLimitPerSecond?: number;
  /** Proxies whose `X-Forwarded-For` names the client (`PROMODESK_TRUSTED_PROXIES`); unset believes no header. */
  trustedProxies?: BlockList | undefined;
  /** scrypt cost of new password hashes: `low` only in a service started for tests (`PROMODESK_TEST_PASSWORD_COST`). */
  passwordCost?: PasswordCost | undefined;
  /** Webhooks may target loopback and private addresses (`PROMODESK_WEBHOOK_ALLOW_PRIVATE=1`). */
  webhookAllowPrivate?: boolean | undefined;
  /** Connect plus response, per webhook attempt (`PROMODESK_WEBHOOK_TIMEOUT_MS`). */
  webhookTimeoutMs?: number | undefined;
  /** Told when a request queues an async action, so this process's worker starts it now, not at its next poll. */
  asyncActionQueued?: (() => void) | undefined;
};

export type AppEnv = {
  /** node-server's request, for the connecting address; absent under `app.request()`. */
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    requestId: string;
    deps: AppDeps;
    principal: Principal;
    rateLimiter: RateLimiter | undefined;
    modelCache: ModelCache;
    /** The model snapshot this request reads, taken at its first use. */
    model: Promise<ModelSnapshot> | undefined;
    log: (level: LogLevel, fields: Record<string, unknown>) => void;
  };
};
