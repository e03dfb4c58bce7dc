import { describe, expect, it } from 'vitest';
import { accountSessionSchema } from '../../../contract/access.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import type { MailMessage } from '../../mail.ts';
import { jsonRequest, managementHeaders, testKeys, testPassword } from '../../testing/harness.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const mails: MailMessage[] = [];
const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
const service = useTestService({ now: clock.now, mailer: async (message) => void mails.push(message) });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  service.request(path, jsonRequest('POST', body, headers));
const signIn = (email: string, password: string) => post('/promodesk/sign-in', { email, password });

async function headersOf(response: Response) {
  expect(response.status).toBe(200);
  const session = accountSessionSchema.parse(await response.json());
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]!, 'x-csrf-token': session.csrf_token };
}

const linkIn = (mail: MailMessage | undefined, path: string) => {
  const match = mail?.text.match(new RegExp(`https://promodesk\\.test${path}\\?token=([\\w-]+)`));
  return match?.[1];
};

describe('password reset by mail', () => {
  it('mails a single-use link, sets the password, ends every session, and answers alike for unknown emails', async () => {
    const before = await headersOf(await signIn('merchant@example.com', testPassword));
    expect((await post('/promodesk/password-reset', { email: 'nobody@example.com' })).status).toBe(204);
    expect(mails).toHaveLength(0);

    expect((await post('/promodesk/password-reset', { email: 'merchant@example.com' })).status).toBe(204);
    const mail = mails.at(-1);
    expect(mail).toMatchObject({ to: 'merchant@example.com', subject: 'Reset your Promodesk password' });
    const token = linkIn(mail, '/reset-password')!;

    const reset = await post('/promodesk/password-reset/complete', { token, password: 'a brand new password' });
    expect(reset.status).toBe(200);
    expect(
      (await service.request('/v1/campaigns', { headers: { ...before, 'x-promodesk-project': testKeys.project_id } }))
        .status,
    ).toBe(401);
    expect((await signIn('merchant@example.com', testPassword)).status).toBe(401);
    expect((await signIn('merchant@example.com', 'a brand new password')).status).toBe(200);

    const again = await post('/promodesk/password-reset/complete', { token, password: 'another new password' });
    expect(again.status).toBe(410);
    expect(errorBodySchema.parse(await again.json()).key).toBe('reset_link_invalid');
  });

  it('expires a link after an hour', async () => {
    await post('/promodesk/password-reset', { email: 'restricted@example.com' });
    const token = linkIn(mails.at(-1), '/reset-password')!;
    clock.advance(3601);
    expect(
      (await post('/promodesk/password-reset/complete', { token, password: 'too late for this one' })).status,
    ).toBe(410);
  });
});

describe('the profile', () => {
  it('renames without any admin right, and changes the password only with the current one', async () => {
    const viewer = await headersOf(await signIn('viewer@example.com', testPassword));
    const other = await headersOf(await signIn('viewer@example.com', testPassword));
    const patch = (body: unknown) => service.request('/promodesk/profile', jsonRequest('PATCH', body, viewer));

    const renamed = await patch({ name: 'Vera V.' });
    expect(accountSessionSchema.parse(await renamed.json()).user.name).toBe('Vera V.');
    const tooLong = await patch({ name: 'V'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(errorBodySchema.parse(await tooLong.json()).errors).toEqual([
      { path: 'name', message: 'Use at most 100 characters' },
    ]);

    const wrong = await patch({ current_password: 'not it', new_password: 'a new viewer password' });
    expect(wrong.status).toBe(400);
    expect(errorBodySchema.parse(await wrong.json()).details).toMatch(/current_password/);

    expect((await patch({ current_password: testPassword, new_password: 'a new viewer password' })).status).toBe(200);
    // The session that changed it stays; the others end.
    expect((await service.request('/promodesk/session', { headers: viewer })).status).toBe(200);
    expect((await service.request('/promodesk/session', { headers: other })).status).toBe(401);
    expect((await signIn('viewer@example.com', 'a new viewer password')).status).toBe(200);
  });
});

describe('invitation mail', () => {
  it('sends the accept link to the invited address', async () => {
    const invited = await post(
      '/management/v1/projects/users/invite',
      {
        email: 'mailed@example.com',
        first_name: 'Mai',
        last_name: 'Led',
        projects: { [testKeys.project_id]: 'VIEWER' },
      },
      managementHeaders,
    );
    expect(invited.status).toBe(204);
    const mail = mails.at(-1);
    expect(mail).toMatchObject({ to: 'mailed@example.com', subject: 'You are invited to Promodesk' });
    const token = linkIn(mail, '/accept-invitation')!;
    expect((await service.request(`/promodesk/invitation?token=${token}`)).status).toBe(200);
  });
});
