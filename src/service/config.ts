import type { PasswordCost } from './secrets/passwords.ts';
import { invalidProxyEntries } from './http/client-address.ts';

/** Everything the service reads from the environment, validated once at start. */
export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seed: 'demo' | 'none';
  rateLimitPerSecond: number;
  publicUrl: string;
  allowedHosts: string[] | undefined;
  demoKeys: Partial<DemoKeyVariables>;
  /** The first person, created on a database with nobody yet: ADMIN of every project. */
  owner: { email: string; password: string } | undefined;
  /** The demo people's password (`PROMODESK_DEMO_PASSWORD`), random at each start when unset. */
  demoPassword: string | undefined;
  /** Where mail goes (`SMTP_URL`); unset writes it to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** QA mode (`PROMODESK_QA=1`): test-suite tools such as a movable clock. Never on by default. */
  qa: boolean;
  /** Webhooks may target loopback and private addresses (`PROMODESK_WEBHOOK_ALLOW_PRIVATE=1`): for local receivers. */
  webhookAllowPrivate: boolean;
  /** Per delivery attempt, connect plus response (`PROMODESK_WEBHOOK_TIMEOUT_MS`); a claim lasts three of these. */
  webhookTimeoutMs: number;
  /** How long a claim on an export or async action lasts unrenewed (`PROMODESK_JOB_LEASE_MS`): a dead owner's wait. */
  jobLeaseMs: number;
  /** Addresses and CIDR ranges of reverse proxies whose `X-Forwarded-For` is believed (`PROMODESK_TRUSTED_PROXIES`). */
  trustedProxies: string[];
  /** scrypt cost of new password hashes (`PROMODESK_TEST_PASSWORD_COST=low` in a service started for tests). */
  passwordCost: PasswordCost;
};

type DemoKeyVariables = {
  projectId: string;
  appId: string;
  appToken: string;
  clientAppId: string;
  clientToken: string;
  clientOrigins: string[];
  managementId: string;
  managementToken: string;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const seed = env.PROMODESK_SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`PROMODESK_SEED must be "demo" or "none", got "${seed}"`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const pick = <K extends keyof DemoKeyVariables>(key: K, value: DemoKeyVariables[K] | undefined) =>
    value === undefined || value === '' ? {} : { [key]: value };
  const rateLimitPerSecond = Number(env.PROMODESK_RATE_LIMIT ?? 1000);
  if (!Number.isInteger(rateLimitPerSecond) || rateLimitPerSecond < 0)
    throw new Error(
      `PROMODESK_RATE_LIMIT must be a whole number of requests per second, got "${env.PROMODESK_RATE_LIMIT}"`,
    );
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = (env.PROMODESK_PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(
    /\/+$/,
    '',
  );
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol))
    throw new Error(`PROMODESK_PUBLIC_URL must be an http(s) URL, got "${env.PROMODESK_PUBLIC_URL}"`);
  const ownerEmail = env.PROMODESK_OWNER_EMAIL?.trim();
  const ownerPassword = env.PROMODESK_OWNER_PASSWORD;
  if (Boolean(ownerEmail) !== Boolean(ownerPassword))
    throw new Error('Set both PROMODESK_OWNER_EMAIL and PROMODESK_OWNER_PASSWORD, or neither');
  if (ownerPassword !== undefined && ownerPassword.length < 10)
    throw new Error('PROMODESK_OWNER_PASSWORD must have at least 10 characters');
  const dataDir = env.DATA_DIR ?? './data';
  const databaseUrl = env.DATABASE_URL || undefined;
  const qa = qaModeOf(env.PROMODESK_QA);
  return {
    port,
    publicUrl,
    owner: ownerEmail && ownerPassword ? { email: ownerEmail, password: ownerPassword } : undefined,
    demoPassword: env.PROMODESK_DEMO_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.PROMODESK_MAIL_FROM || 'Promodesk <promodesk@localhost>',
    qa,
    trustedProxies: trustedProxiesOf(env.PROMODESK_TRUSTED_PROXIES),
    passwordCost: passwordCostOf(env.PROMODESK_TEST_PASSWORD_COST, { qa, host, dataDir, databaseUrl }),
    webhookAllowPrivate: flagOf('PROMODESK_WEBHOOK_ALLOW_PRIVATE', env.PROMODESK_WEBHOOK_ALLOW_PRIVATE),
    webhookTimeoutMs: webhookTimeoutOf(env.PROMODESK_WEBHOOK_TIMEOUT_MS),
    jobLeaseMs: jobLeaseOf(env.PROMODESK_JOB_LEASE_MS),
    allowedHosts: allowedHostsOf(env.PROMODESK_ALLOWED_HOSTS, host, publicUrl),
    rateLimitPerSecond,
    host,
    databaseUrl,
    dataDir,
    seed,
    demoKeys: {
      ...pick('projectId', env.PROMODESK_PROJECT_ID),
      ...pick('appId', env.PROMODESK_APP_ID),
      ...pick('appToken', env.PROMODESK_APP_TOKEN),
      ...pick('clientAppId', env.PROMODESK_CLIENT_APP_ID),
      ...pick('clientToken', env.PROMODESK_CLIENT_TOKEN),
      ...pick(
        'clientOrigins',
        env.PROMODESK_CLIENT_ORIGINS?.split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
      ...pick('managementId', env.PROMODESK_MANAGEMENT_ID),
      ...pick('managementToken', env.PROMODESK_MANAGEMENT_TOKEN),
    },
  };
}

/**
 * `PROMODESK_ALLOWED_HOSTS` (comma-separated `name` or `name:port`), or, when listening on loopback, the loopback
 * names; the public URL's host is always allowed. Unset on another interface: any Host is answered.
 */
function allowedHostsOf(variable: string | undefined, host: string, publicUrl: string) {
  const listed = variable
    ?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const defaults = isLoopbackAddress(host) ? loopbackHostNames : undefined;
  const allowed = listed?.length ? listed : defaults;
  return allowed && [...new Set([...allowed, new URL(publicUrl).host])];
}

/** Loopback names as a Host header carries them (IPv6 in brackets). */
export const loopbackHostNames = ['localhost', '127.0.0.1', '[::1]'];

/** A listening address on the loopback interface. */
export const isLoopbackAddress = (host: string) => ['127.0.0.1', 'localhost', '::1'].includes(host);

function flagOf(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

const qaModeOf = (value: string | undefined) => flagOf('PROMODESK_QA', value);

function webhookTimeoutOf(value: string | undefined): number {
  const ms = Number(value || 10_000);
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000)
    throw new Error(`PROMODESK_WEBHOOK_TIMEOUT_MS must be a whole number from 100 to 60000, got "${value}"`);
  return ms;
}

function jobLeaseOf(value: string | undefined): number {
  const ms = Number(value || 30_000);
  if (!Number.isInteger(ms) || ms < 1000 || ms > 600_000)
    throw new Error(`PROMODESK_JOB_LEASE_MS must be a whole number from 1000 to 600000, got "${value}"`);
  return ms;
}

function trustedProxiesOf(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = invalidProxyEntries(entries);
  if (invalid.length)
    throw new Error(
      `PROMODESK_TRUSTED_PROXIES must list IP addresses or CIDR ranges (10.0.0.0/8), got "${invalid.join('", "')}"`,
    );
  return entries;
}

/**
 * `low` weakens every password hash made, so it is refused unless the service is plainly a test run whose hashes
 * die with it: QA mode, listening on loopback, on an in-memory embedded database.
 */
function passwordCostOf(
  value: string | undefined,
  start: { qa: boolean; host: string; dataDir: string; databaseUrl: string | undefined },
): PasswordCost {
  if (value === undefined || value === '') return 'owasp';
  if (value !== 'low') throw new Error(`PROMODESK_TEST_PASSWORD_COST must be "low" or unset, got "${value}"`);
  if (!start.qa || !isLoopbackAddress(start.host) || start.dataDir !== 'memory://' || start.databaseUrl)
    throw new Error(
      'PROMODESK_TEST_PASSWORD_COST=low is for test runs only: it needs PROMODESK_QA=1, a loopback HOST and ' +
        'DATA_DIR=memory:// without DATABASE_URL, so weakly hashed passwords never outlive the process',
    );
  return 'low';
}
