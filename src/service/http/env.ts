import type { Scope } from '../../contract/oauth.ts';
import type { Database } from '../store/db.ts';
import type { LogLevel } from '../log.ts';

export type Principal =
  | { kind: 'app'; projectId: string; clientId: string }
  | { kind: 'client'; projectId: string; clientId: string }
  | { kind: 'token'; projectId: string; clientId: string; scopes: Scope[] }
  | { kind: 'management' };

/** What the app needs from outside: the database, clocks and whether demo keys may be served. */
export type AppDeps = {
  database: Database;
  now?: () => Date;
  demoConnection?: import('../../contract/project.ts').DemoConnection | undefined;
  /** One JSON line per request (method, path, status, time); never headers, bodies or query strings. */
  accessLog?: boolean;
  /** Requests per second per credential; 0 or unset turns limiting off. */
  rateLimitPerSecond?: number;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    principal: Principal;
    log: (level: LogLevel, fields: Record<string, unknown>) => void;
  };
};
