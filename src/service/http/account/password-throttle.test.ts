import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountSessionSchema } from '../../../contract/access.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import type { MailMessage } from '../../mail.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { jsonRequest, managementHeaders, testKeys, testPassword } from '../../testing/harness.ts';
import { testClock, useTestService } from '../../testing/service.ts';

// Within a test the clock stands still, so every attempt of a burst lands in the same instant.
const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
const mails: MailMessage[] = [];
const service = useTestService({
  now: clock.now,
  mailer: async (message) => void mails.push(message),
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  service.request(path, jsonRequest('POST', body, headers));
const signIn = (email: string, password: string) => post('/promodesk/sign-in', { email, password });
const accept = (token: string, password: string) => post('/promodesk/invitation/accept', { token, password });
const right = 'the right password';

/** Thirty copies of one request, all sent before any is answered. */
const thirtyAtOnce = (send: () => Promise<Response>) => Promise.all(Array.from({ length: 30 }, send));

/** How many answers had each status. */
const tally = (answers: Response[]) =>
  answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

async function refusal(response: Response) {
  expect(response.status).toBe(429);
  return { body: errorBodySchema.parse(await response.json()), retryAfter: response.headers.get('retry-after') };
}

/** A new invitation's accept secret, from the mail it sent. */
async function invite(email: string) {
  const invited = await post(
    '/management/v1/projects/users/invite',
    { email, first_name: 'Tess', last_name: 'Throttle', projects: { [testKeys.project_id]: 'VIEWER' } },
    managementHeaders,
  );
  expect(invited.status).toBe(204);
  return mails.at(-1)!.text.match(/token=([\w-]+)/)![1]!;
}

/** A new person with the password `right`, signed in: their cookie and CSRF token. */
async function newPerson(email: string) {
  const accepted = await accept(await invite(email), right);
  expect(accepted.status).toBe(200);
  const session = accountSessionSchema.parse(await accepted.json());
  return { cookie: accepted.headers.get('set-cookie')!.split(';')[0]!, 'x-csrf-token': session.csrf_token };
}

const failedSignInsOf = async (email: string) =>
  (
    await service.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'sign_in.failed'), eq(auditEntries.resourceId, email)))
  ).length;

describe('sign-in attempts', () => {
  it('evaluates five of thirty concurrent wrong passwords for one account and refuses the rest before checking', async () => {
    await newPerson('burst@example.com');
    const answers = await thirtyAtOnce(() => signIn('burst@example.com', 'a wrong guess'));
    expect(tally(answers)).toEqual({ 401: 5, 429: 25 });
    const { body, retryAfter } = await refusal(answers.find((a) => a.status === 429)!);
    expect(body).toMatchObject({ code: 429, key: 'too_many_password_attempts' });
    expect(body.details).toMatch(/for this account: try again in 30 seconds/);
    expect(retryAfter).toBe('30');
    // Refused attempts were never evaluated: only the five are audited.
    expect(await failedSignInsOf('burst@example.com')).toBe(5);
    expect((await signIn('burst@example.com', right)).status).toBe(429);
  });

  it('treats an email nobody has exactly like an account, so a refusal tells nothing', async () => {
    const answers = await thirtyAtOnce(() => signIn('nobody-here@example.com', 'a wrong guess'));
    expect(tally(answers)).toEqual({ 401: 5, 429: 25 });
  });

  it('lets one attempt through after each wait, doubling the wait, and the right password starts afresh', async () => {
    await newPerson('patient@example.com');
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn('patient@example.com', 'a wrong guess')).status).toBe(401);
    expect((await refusal(await signIn('patient@example.com', right))).retryAfter).toBe('30');
    clock.advance(30);
    expect((await signIn('patient@example.com', 'still wrong')).status).toBe(401);
    expect((await refusal(await signIn('patient@example.com', right))).retryAfter).toBe('60');
    clock.advance(59);
    expect((await refusal(await signIn('patient@example.com', right))).retryAfter).toBe('1');
    clock.advance(1);
    expect((await signIn('patient@example.com', right)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn('patient@example.com', 'a wrong guess')).status).toBe(401);
  });
});

describe('every other password check', () => {
  it('throttles the profile’s current password, and a refused change renames nothing', async () => {
    const person = await newPerson('profile@example.com');
    const patch = (body: unknown) => service.request('/promodesk/profile', jsonRequest('PATCH', body, person));
    const answers = await thirtyAtOnce(() =>
      patch({ current_password: 'a wrong guess', new_password: 'new password 1' }),
    );
    expect(tally(answers)).toEqual({ 400: 5, 429: 25 });
    await refusal(await patch({ name: 'Renamed', current_password: right, new_password: 'new password 2' }));
    const session = accountSessionSchema.parse(
      await (await service.request('/promodesk/session', { headers: person })).json(),
    );
    expect(session.user.name).toBe('Tess Throttle');
    clock.advance(30);
    expect((await patch({ current_password: right, new_password: 'new password 3' })).status).toBe(200);
  });

  it('throttles accepting an invitation with an existing account’s password, and the link stays usable', async () => {
    // A demo person was never invited, so they can be: accepting then checks their password.
    const token = await invite('restricted@example.com');
    const answers = await thirtyAtOnce(() => accept(token, 'a wrong guess!'));
    expect(tally(answers)).toEqual({ 401: 5, 429: 25 });
    expect((await service.request(`/promodesk/invitation?token=${token}`)).status).toBe(200);
    clock.advance(30);
    expect((await accept(token, testPassword)).status).toBe(200);
  });

  it('sends at most three reset mails to thirty concurrent requests, and a reset forgets the failures', async () => {
    await newPerson('forgetful@example.com');
    for (let attempt = 0; attempt < 5; attempt++) await signIn('forgetful@example.com', 'a wrong guess');
    await refusal(await signIn('forgetful@example.com', right));

    const before = mails.length;
    const answers = await thirtyAtOnce(() => post('/promodesk/password-reset', { email: 'forgetful@example.com' }));
    expect(tally(answers)).toEqual({ 204: 30 });
    expect(mails.length - before).toBe(3);

    const token = mails.at(-1)!.text.match(/token=([\w-]+)/)![1]!;
    const reset = await post('/promodesk/password-reset/complete', { token, password: 'a password set anew' });
    expect(reset.status).toBe(200);
    expect((await signIn('forgetful@example.com', 'a password set anew')).status).toBe(200);
  });
});
