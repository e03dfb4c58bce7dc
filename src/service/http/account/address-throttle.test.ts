import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import type { MailMessage } from '../../mail.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { managementHeaders, testKeys } from '../../testing/harness.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { trustedProxyList } from '../client-address.ts';

// Real sockets from 127.0.0.1: behind the trusted proxy there, X-Forwarded-For names each client.
const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
const mails: MailMessage[] = [];
const behindProxy = useTestService({
  live: true,
  now: clock.now,
  trustedProxies: trustedProxyList(['127.0.0.1']),
  mailer: async (message) => void mails.push(message),
});
// The same, but nobody told it about the proxy.
const direct = useTestService({ live: true, now: clock.now });

const office = '203.0.113.7';
const right = 'the right password';

function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const signInFrom = (address: string, email: string, password: string, url = behindProxy.url) =>
  post(url, '/promodesk/sign-in', { email, password }, { 'x-forwarded-for': `198.51.100.1, ${address}` });

/** A hundred wrong passwords, each for another email nobody has, from one address (in bursts of ten). */
async function sprayFrom(address: string, url = behindProxy.url) {
  for (let burst = 0; burst < 10; burst++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signInFrom(address, `guess-${burst}-${i}@example.com`, 'password1', url)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
  }
}

/** A new person with the password `right`, who accepts their invitation from `address`. */
async function newPersonAt(address: string, email: string) {
  const invited = await post(
    behindProxy.url,
    '/management/v1/projects/users/invite',
    { email, first_name: 'Ada', last_name: 'Dress', projects: { [testKeys.project_id]: 'VIEWER' } },
    managementHeaders,
  );
  expect(invited.status).toBe(204);
  const token = mails.at(-1)!.text.match(/token=([\w-]+)/)![1]!;
  const accepted = await post(
    behindProxy.url,
    '/promodesk/invitation/accept',
    { token, password: right },
    { 'x-forwarded-for': address },
  );
  expect(accepted.status).toBe(200);
}

describe('the per-address budget', () => {
  it('refuses an address after a hundred failures, but never a person at an address they signed in from', async () => {
    await newPersonAt(office, 'regular@example.com');
    await newPersonAt('192.0.2.50', 'visitor@example.com');
    await sprayFrom(office);

    const refused = await signInFrom(office, 'guess-next@example.com', 'password1');
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(await refused.json()).details).toMatch(/from this address: try again in 15 minutes/);
    expect((await signInFrom('192.0.2.99', 'guess-next@example.com', 'password1')).status).toBe(401);
    // Whoever shares the office's address cannot lock out the people who work there...
    expect((await signInFrom(office, 'regular@example.com', right)).status).toBe(200);
    // ...while a person never seen there waits with the guesses.
    expect((await signInFrom(office, 'visitor@example.com', right)).status).toBe(429);
    clock.advance(15 * 60);
    expect((await signInFrom(office, 'visitor@example.com', right)).status).toBe(200);
  });

  it('audits the address the trusted proxy forwarded, not what the client wrote before it', async () => {
    await signInFrom('198.51.100.23', 'audited@example.com', 'password1');
    const [entry] = await behindProxy.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'sign_in.failed'), eq(auditEntries.resourceId, 'audited@example.com')));
    expect(entry!.address).toBe('198.51.100.23');
  });

  it('believes no X-Forwarded-For without a trusted proxy: forged addresses share the connecting one’s budget', async () => {
    await sprayFrom(office, direct.url);
    expect((await signInFrom('192.0.2.99', 'guess-next@example.com', 'password1', direct.url)).status).toBe(429);
  });
});
